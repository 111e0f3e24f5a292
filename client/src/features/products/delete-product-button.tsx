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
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { paths } from '../../../../common/routes.ts';
import { useDeleteProduct } from './api.ts';

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

  const remove = useSubmitAction({
    action: (_: void) => deleteProduct.mutateAsync(),
    errorTitle: t('products.toast.deleteFailed'),
    successToast: { title: t('products.toast.deleted') },
    onSuccess: () => navigate(paths.products.list),
  });

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
          <AlertDialogAction variant="destructive" onClick={() => void remove()}>
            {t('products.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
