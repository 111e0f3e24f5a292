/** Adding a product: the form for a new one, in the /products dialog or on /products/new. */
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../common/contracts/products.ts';
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
import { useCreateProduct } from './api.ts';
import { emptyProductValues } from './product-form-schema.ts';
import { ProductForm } from './product-form.tsx';

/** The product form, empty, creating the product on submit. */
export function NewProductForm({
  onCreated,
  actions,
}: {
  onCreated: (product: Product) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const createProduct = useCreateProduct();
  return (
    <ProductForm
      defaultValues={emptyProductValues()}
      submitLabel={t('products.create')}
      save={createProduct.mutateAsync}
      savedTitle={t('products.toast.created')}
      failureTitle={t('products.toast.createFailed')}
      onSaved={onCreated}
      actions={actions}
    />
  );
}

/** 'Add New Product' on /products: the product form in a dialog (SPEC §2). */
export function CreateProductDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

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
          <NewProductForm
            onCreated={() => setOpen(false)}
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
