import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCreateProduct } from './api.ts';
import { emptyProductValues } from './product-form-schema.ts';
import { ProductForm } from './product-form.tsx';

/** 'Add New Product' on /products: the product form in a dialog (SPEC §2). */
export function CreateProductDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const createProduct = useCreateProduct();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t('products.add')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('products.add')}</DialogTitle>
          <DialogDescription>{t('products.addDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from an empty form. */}
        {open && (
          <ProductForm
            defaultValues={emptyProductValues()}
            submitLabel={t('products.create')}
            failureTitle={t('products.toast.createFailed')}
            onSubmit={async (values) => {
              await createProduct.mutateAsync(values);
              toast({ title: t('products.toast.created') });
              setOpen(false);
            }}
            actions={
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t('products.cancel')}
                </Button>
              </DialogClose>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
