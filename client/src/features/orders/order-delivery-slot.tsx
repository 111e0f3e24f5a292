/**
 * The order page's delivery card: ask a transporter, follow the request, take it back before
 * pickup (release to the board or withdraw), resolve a code lock, read why a delivery failed and
 * dispute its payment, rate the transporter once it is over. Which buttons show is decided by
 * sellerDeliveryActions (delivery-actions.ts); the server has the last word.
 */
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { DeliveryFacts, DeliveryStatusBadge } from '../transporter/index.ts';
import { sellerDeliveryActions } from './delivery-actions.ts';
import { DeliveryFailurePanel } from './delivery-failure-panel.tsx';
import { DeliveryLockBanner } from './delivery-lock-banner.tsx';
import { DeliveryTakeBack } from './delivery-take-back.tsx';
import { TransporterLine } from './delivery-transporter-line.tsx';
import { TransporterRating } from './rate-transporter-dialog.tsx';
import { RequestDeliveryDialog } from './request-delivery-dialog.tsx';

/** Orders a transporter can still be asked to deliver. */
const DELIVERABLE = ['processing', 'shipped'];

export function OrderDeliverySlot({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const delivery = order.delivery;
  const live = delivery && delivery.status !== 'cancelled' ? delivery : null;
  const canRequest = !live && DELIVERABLE.includes(order.status);
  if (!live && !canRequest) return null;
  const actions = live ? sellerDeliveryActions(live) : null;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Truck className="size-5 text-muted-foreground" aria-hidden />
            {t('delivery.seller.title')}
          </CardTitle>
          {!live && (
            <CardDescription>
              {delivery ? t('delivery.seller.withdrawnBefore') : t('delivery.seller.none')}
            </CardDescription>
          )}
        </div>
        {live && <DeliveryStatusBadge status={live.status} />}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {live && actions ? (
          <>
            {actions.resolve && <DeliveryLockBanner orderId={order.id} delivery={live} />}
            {live.status === 'failed' && (
              <DeliveryFailurePanel
                orderId={order.id}
                delivery={live}
                canDispute={actions.dispute}
              />
            )}
            <DeliveryFacts delivery={live} />
            {live.transporter ? (
              <TransporterLine transporter={live.transporter} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('delivery.seller.waiting')}</p>
            )}
            {live.sellerConfirmedAt && (
              <p className="text-sm text-muted-foreground">
                {t('delivery.seller.confirmedBySeller')}
              </p>
            )}
            <DeliveryTakeBack orderId={order.id} delivery={live} actions={actions} />
            <TransporterRating orderId={order.id} delivery={live} canRate={actions.rate} />
          </>
        ) : (
          <Button className="h-11 w-full sm:w-fit md:h-10" onClick={() => setOpen(true)}>
            <Truck aria-hidden />
            {t('delivery.seller.request')}
          </Button>
        )}
      </CardContent>
      {canRequest && <RequestDeliveryDialog order={order} open={open} onOpenChange={setOpen} />}
    </Card>
  );
}
