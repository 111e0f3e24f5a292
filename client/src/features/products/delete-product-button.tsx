import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { paths } from '../../lib/paths.ts';
import { useDeleteProduct } from './api.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { translateProductMessage } from './product-form-schema.ts';

/** Delete, after the confirmation of SPEC §5; then back to the list. */
export function DeleteProductButton({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const deleteProduct = useDeleteProduct(productId);

  function confirm() {
    deleteProduct.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('products.toast.deleted') });
        navigate(paths.products.list);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('products.toast.deleteFailed'),
          description: serverMessageOf(t, error, t('common.error'), translateProductMessage),
        }),
    });
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="destructive"
          className={className}
          disabled={deleteProduct.isPending}
        >
          {deleteProduct.isPending ? (
            <Spinner label={t('common.loading')} iconClassName="size-4" />
          ) : (
            <Trash2 aria-hidden />
          )}
          {t('products.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('products.deleteConfirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('products.deleteConfirmText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('products.cancel')}</AlertDialogCancel>
          {/* Radix closes the dialog on click; the toast and navigation follow the answer. */}
          <AlertDialogAction variant="destructive" onClick={confirm}>
            {t('products.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
