import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { useUpdateOrderStatus } from './api.ts';
import { isOrderStatus, transitionLabelKey } from './order-status.ts';

/** The moves the server allows now, in the order of the status chain. */
function nextStatuses(order: OrderDetail): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (status) => order.allowedTransitions.includes(status) && transitionLabelKey(status),
  );
}

/** One button per allowed move; cancelling asks first, since stock goes back. */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus(order.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const send = useSubmitAction({
    action: (status: OrderStatus) => update.mutateAsync(status),
    errorTitle: t('orders.toast.updateFailed'),
    successToast: { title: t('orders.toast.updated') },
  });
  const statuses = nextStatuses(order);
  if (statuses.length === 0) return null;

  // The cancel confirmation closes on the answer, whichever it is.
  const move = (status: OrderStatus) => void send(status).then(() => setConfirmingCancel(false));

  const pendingStatus =
    update.isPending && isOrderStatus(update.variables) ? update.variables : null;
  const label = (status: OrderStatus) => t(transitionLabelKey(status) ?? status);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {statuses.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelled' ? 'outline' : 'default'}
          className={
            status === 'cancelled'
              ? 'h-11 border-destructive/40 text-destructive hover:bg-destructive-soft hover:text-destructive md:h-10'
              : 'h-11 md:h-10'
          }
          disabled={update.isPending}
          onClick={() => (status === 'cancelled' ? setConfirmingCancel(true) : move(status))}
        >
          {pendingStatus === status && <Loader2 className="animate-spin" aria-hidden />}
          {label(status)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('orders.cancelDialog.title')}
        description={t('orders.cancelDialog.description')}
        cancelLabel={t('orders.cancelDialog.keep')}
        confirmLabel={t('orders.cancelDialog.confirm')}
        pending={update.isPending}
        onConfirm={() => move('cancelled')}
      />
    </div>
  );
}
