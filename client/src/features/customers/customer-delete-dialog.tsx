import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { useDeleteCustomer } from './api.ts';

interface CustomerDeleteDialogProps {
  customer: Customer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Are you sure?' with the spec's texts; the dialog stays open while deleting. */
export function CustomerDeleteDialog({ customer, open, onOpenChange }: CustomerDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();

  const send = useSubmitAction({
    action: (id: number) => remove.mutateAsync(id),
    errorTitle: t('customers.toast.deleteFailed'),
    successToast: { title: t('customers.toast.deleted') },
    onSuccess: () => onOpenChange(false),
  });
  const confirm = () => {
    if (customer) void send(customer.id);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customers.deleteDialog.title')}
      description={t('customers.deleteDialog.description')}
      cancelLabel={t('customers.deleteDialog.cancel')}
      confirmLabel={t('customers.deleteDialog.confirm')}
      pendingLabel={t('customers.deleteDialog.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
