/**
 * A failed delivery as its seller sees it: why the transporter says it failed, their note, and a
 * way to refuse paying for it ("Dispute payment", with the seller's side in a note the operators
 * read). Once disputed, the panel says so instead.
 */
import { AlertTriangle, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { deliveryDisputeSchema } from '../../../../common/schemas/delivery.ts';
import { DisputeNoteDialog } from '../../components/dispute-note-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureReasonKey } from '../../lib/delivery-failure.ts';
import { useDisputeDelivery } from './delivery-api.ts';
import { formatDateTime } from './order-labels.ts';

export function DeliveryFailurePanel({
  orderId,
  delivery,
  canDispute,
}: {
  orderId: number;
  delivery: SellerDelivery;
  canDispute: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const dispute = useDisputeDelivery(orderId);
  const language = i18n.resolvedLanguage ?? 'en';
  const reasonKey = failureReasonKey(delivery.failureReason);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <dl className="grid gap-2">
          <div>
            <dt className="font-semibold text-warning">{t('delivery.seller.failure.title')}</dt>
            {delivery.failedAt && (
              <dd className="text-muted-foreground">
                <time dateTime={delivery.failedAt}>
                  {formatDateTime(delivery.failedAt, language)}
                </time>
              </dd>
            )}
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">
              {t('delivery.seller.failure.reason.label')}
            </dt>
            <dd className="font-medium">
              {reasonKey ? t(reasonKey) : (delivery.failureReason ?? t('orders.detail.none'))}
            </dd>
          </div>
          {delivery.failureNote && (
            <div>
              <dt className="text-xs text-muted-foreground">{t('delivery.seller.failure.note')}</dt>
              <dd className="whitespace-pre-line break-words">
                {/* Inline: the note reads in its own direction, aligned with the page's text. */}
                <bdi dir="auto">{delivery.failureNote}</bdi>
              </dd>
            </div>
          )}
        </dl>
      </div>
      {delivery.paymentDisputedAt ? (
        <p className="flex items-center gap-2 font-medium">
          <Scale className="size-4 shrink-0" aria-hidden />
          {t('delivery.seller.dispute.disputedOn', {
            date: formatDateTime(delivery.paymentDisputedAt, language),
          })}
        </p>
      ) : (
        canDispute && (
          <Button
            variant="outline"
            className="h-11 w-full bg-background sm:w-fit md:h-10"
            onClick={() => setOpen(true)}
          >
            <Scale aria-hidden />
            {t('delivery.seller.dispute.button')}
          </Button>
        )
      )}
      <DisputeNoteDialog
        open={open}
        onOpenChange={setOpen}
        schema={deliveryDisputeSchema}
        texts="delivery.seller.dispute"
        description={t('delivery.seller.dispute.description')}
        send={(note) => dispute.mutateAsync({ id: delivery.id, note })}
      />
    </div>
  );
}
