import { Loader2, Phone, Truck, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { formatPhone, telHref } from '../../lib/format.ts';
import { DeliveryFacts, DeliveryStatusBadge, isOpenDelivery } from '../transporter/index.ts';
import { useFollowDelivery, useWithdrawDelivery } from './delivery-api.ts';
import { RequestDeliveryDialog } from './request-delivery-dialog.tsx';

/** Orders a transporter can still be asked to deliver. */
const DELIVERABLE = ['processing', 'shipped'];

function TransporterLine({ delivery }: { delivery: SellerDelivery }) {
  const { t } = useTranslation();
  const transporter = delivery.transporter;
  if (!transporter) {
    return <p className="text-sm text-muted-foreground">{t('delivery.seller.waiting')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-muted/60 p-3 text-sm">
      <span className="text-xs text-muted-foreground">{t('delivery.seller.transporter')}</span>
      <span className="flex items-center gap-2 font-medium">
        <User className="size-4 text-muted-foreground" aria-hidden />
        <span dir="auto">{transporter.fullName}</span>
      </span>
      {transporter.phoneNumber && (
        <a
          href={telHref(transporter.phoneNumber)}
          className="flex items-center gap-2 underline-offset-4 hover:underline"
        >
          <Phone className="size-4 text-muted-foreground" aria-hidden />
          <bdi dir="ltr" className="whitespace-nowrap">
            {formatPhone(transporter.phoneNumber)}
          </bdi>
        </a>
      )}
    </div>
  );
}

/** The order page's delivery card: ask a transporter, follow the request, withdraw it. */
export function OrderDeliverySlot({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const delivery = order.delivery;
  const live = delivery && delivery.status !== 'cancelled' ? delivery : null;
  const withdraw = useWithdrawDelivery(order.id);
  const onWithdraw = useSubmitAction({
    action: (id: number) => withdraw.mutateAsync(id),
    errorTitle: t('delivery.seller.withdrawFailed'),
    successToast: { title: t('delivery.seller.withdrawn') },
  });
  useFollowDelivery(order.id, !!live && isOpenDelivery(live.status));
  const canRequest = !live && DELIVERABLE.includes(order.status);
  if (!live && !canRequest) return null;

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
        {live ? (
          <>
            <DeliveryFacts delivery={live} />
            <TransporterLine delivery={live} />
            {live.status === 'pending' && (
              <Button
                variant="outline"
                className="h-11 w-full sm:w-fit md:h-10"
                disabled={withdraw.isPending}
                onClick={() => void onWithdraw(live.id)}
              >
                {withdraw.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {t('delivery.seller.withdraw')}
              </Button>
            )}
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
