import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import type { OrderDetail } from '../../../../common/types.ts';
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
import { orderErrorText, useUpdateOrderStatus } from './api.ts';
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
  const statuses = nextStatuses(order);
  if (statuses.length === 0) return null;

  const move = (status: OrderStatus) =>
    update.mutate(status, {
      onSuccess: () => {
        setConfirmingCancel(false);
        toast({ title: t('orders.toast.updated') });
      },
      onError: (error) => {
        setConfirmingCancel(false);
        toast({
          variant: 'destructive',
          title: t('orders.toast.updateFailed'),
          description: orderErrorText(t, error),
        });
      },
    });

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
      <AlertDialog
        open={confirmingCancel}
        onOpenChange={(open) => {
          if (!update.isPending) setConfirmingCancel(open);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('orders.cancelDialog.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('orders.cancelDialog.description')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className="h-11 md:h-10" disabled={update.isPending}>
              {t('orders.cancelDialog.keep')}
            </AlertDialogCancel>
            {/* A plain button, not AlertDialogAction: the dialog stays open while the call runs. */}
            <Button
              variant="destructive"
              className="h-11 md:h-10"
              disabled={update.isPending}
              onClick={() => move('cancelled')}
            >
              {pendingStatus === 'cancelled' && <Loader2 className="animate-spin" aria-hidden />}
              {t('orders.cancelDialog.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
