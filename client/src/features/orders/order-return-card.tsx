/**
 * A returned order (the delivery failed, the parcel goes back to the shop): until the seller
 * says the parcel is back, its items are out of stock; once they say so, the server restocks
 * them and the card tells when.
 */
import { PackageCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { useReceiveReturn } from './api.ts';
import { formatDateTime } from './order-labels.ts';

export function OrderReturnCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const receive = useReceiveReturn(order.id);
  const send = useSubmitAction({
    action: () => receive.mutateAsync(),
    errorTitle: t('orders.returned.failed'),
    successToast: { title: t('orders.returned.done') },
  });
  if (order.status !== 'returned') return null;

  const receivedAt = order.returnReceivedAt;
  if (receivedAt) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-success/30 bg-success-soft p-4 text-sm text-success"
      >
        <PackageCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          {t('orders.returned.receivedOn', {
            date: formatDateTime(receivedAt, i18n.resolvedLanguage ?? 'en'),
          })}{' '}
          {t('orders.returned.restocked')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3 text-warning">
        <Undo2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>{t('orders.returned.waiting')}</p>
      </div>
      <Button className="h-11 w-full shrink-0 sm:w-fit md:h-10" onClick={() => setConfirming(true)}>
        <PackageCheck aria-hidden />
        {t('orders.returned.receive')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('orders.returned.confirmTitle')}
        description={t('orders.returned.confirmText')}
        cancelLabel={t('orders.returned.keep')}
        confirmLabel={t('orders.returned.confirm')}
        pending={receive.isPending}
        tone="default"
        onConfirm={() => void send(undefined).then(() => setConfirming(false))}
      />
    </div>
  );
}
