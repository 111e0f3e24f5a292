/**
 * Five wrong delivery codes lock a request until its seller decides: the buyer may have mistyped
 * or misread it (let the transporter try again), or the seller knows the buyer has the parcel
 * (mark it delivered: the order is delivered and the cash counted as collected). Marking it
 * delivered asks first, since the transporter then owes the seller the order's total.
 */
import { CheckCircle2, Loader2, LockKeyhole, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { DELIVERY_CODE_MAX_ATTEMPTS } from '../../../../common/schemas/delivery.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { useResolveDelivery } from './delivery-api.ts';

type Resolution = 'retry' | 'delivered';

export function DeliveryLockBanner({
  orderId,
  delivery,
}: {
  orderId: number;
  delivery: SellerDelivery;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveDelivery(orderId);
  const send = useSubmitAction({
    action: (resolution: Resolution) => resolve.mutateAsync({ id: delivery.id, resolution }),
    errorTitle: t('delivery.seller.resolveFailed'),
    successToast: (_result, resolution) => ({
      title: t(`delivery.seller.resolved.${resolution}`),
    }),
  });
  const run = (resolution: Resolution) => void send(resolution).then(() => setConfirming(false));
  const retrying = resolve.isPending && resolve.variables?.resolution === 'retry';

  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-4 text-sm"
    >
      <div className="flex items-start gap-3 text-destructive">
        <LockKeyhole className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            {t('delivery.seller.locked.title', { max: DELIVERY_CODE_MAX_ATTEMPTS })}
          </p>
          <p className="text-page">
            {t('delivery.seller.locked.text', { max: DELIVERY_CODE_MAX_ATTEMPTS })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          className="h-11 w-full bg-background sm:w-fit md:h-10"
          disabled={resolve.isPending}
          onClick={() => run('retry')}
        >
          {retrying ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          {t('delivery.seller.locked.retry')}
        </Button>
        <Button
          className="h-11 w-full sm:w-fit md:h-10"
          disabled={resolve.isPending}
          onClick={() => setConfirming(true)}
        >
          <CheckCircle2 aria-hidden />
          {t('delivery.seller.locked.delivered')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delivery.seller.deliveredDialog.title')}
        description={t('delivery.seller.deliveredDialog.description')}
        cancelLabel={t('delivery.seller.deliveredDialog.keep')}
        confirmLabel={t('delivery.seller.deliveredDialog.confirm')}
        pending={resolve.isPending}
        tone="default"
        onConfirm={() => run('delivered')}
      />
    </div>
  );
}
