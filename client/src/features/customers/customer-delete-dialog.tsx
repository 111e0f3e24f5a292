import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../common/types.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { customerErrorText, useDeleteCustomer } from './api.ts';

interface CustomerDeleteDialogProps {
  customer: Customer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Are you sure?' with the spec's texts; the dialog stays open while deleting. */
export function CustomerDeleteDialog({ customer, open, onOpenChange }: CustomerDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();

  const confirm = () => {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast({ title: t('customers.toast.deleted') });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('customers.toast.deleteFailed'),
          description: customerErrorText(t, error),
        }),
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('customers.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('customers.deleteDialog.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 md:h-10" disabled={remove.isPending}>
            {t('customers.deleteDialog.cancel')}
          </AlertDialogCancel>
          <Button
            variant="destructive"
            className="h-11 md:h-10"
            disabled={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {remove.isPending
              ? t('customers.deleteDialog.deleting')
              : t('customers.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
