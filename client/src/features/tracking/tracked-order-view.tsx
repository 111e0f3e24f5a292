import { Phone, Store, Truck, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TrackedOrder } from '../../../../common/contracts/buyer.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Money, PhoneNumber } from '../../components/formatted.tsx';
import { formatDate, formatPhone, telHref } from '../../lib/format.ts';
import { failureReasonKey } from '../../lib/delivery-failure.ts';
import { paths } from '../../../../common/routes.ts';
import {
  governorateName,
  paymentMethodLabelKey,
  OrderStatusBadge,
  OrderStatusHistory,
} from '../orders/index.ts';
import { goodsSubtotal, lineTotal } from '../../../../common/money.ts';
import { DELIVERY_STATUSES } from '../../../../common/enums.ts';
import { DeliveryCodeBox, DeliveryFee } from '../delivery-terms/index.ts';

const lineTotalOf = (item: TrackedOrder['items'][number]) =>
  lineTotal(item.unitPrice, item.quantity);

/** The goods alone: the total less the delivery fee it includes. */
const subtotalOf = (order: TrackedOrder) => goodsSubtotal(order.totalAmount, order.deliveryFee);

function deliveryStatusKey(status: string): string | null {
  return (DELIVERY_STATUSES as readonly string[]).includes(status)
    ? `delivery.status.${status}`
    : null;
}

/** One order as its buyer follows it: status, store, items, delivery and the status timeline. */
export function TrackedOrderView({
  order,
  headingLevel = 'h2',
}: {
  order: TrackedOrder;
  /** h1 when the order is the page's subject (the buyer's detail page). */
  headingLevel?: 'h1' | 'h2';
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const Heading = headingLevel;
  const paymentKey = paymentMethodLabelKey(order.paymentMethod);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-4 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm text-muted-foreground">{t('tracking.reference')}</p>
              <Heading className="font-mono text-2xl font-bold sm:text-3xl" dir="ltr">
                {order.reference}
              </Heading>
              <p className="text-sm text-muted-foreground">
                {t('tracking.orderedOn', { date: formatDate(order.orderDate, language) })}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className="sr-only">{t('tracking.status')}</span>
              <OrderStatusBadge status={order.status} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <Store className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="sr-only">{t('tracking.store')}: </span>
              <Link
                href={paths.marketplace.store(order.store.id)}
                className="min-w-0 font-medium break-words text-page hover:underline"
                dir="auto"
              >
                {order.store.name ?? '—'}
              </Link>
            </span>
            {order.store.phone && (
              <a
                href={telHref(order.store.phone)}
                className="flex items-center gap-2 text-primary hover:underline"
              >
                <Phone className="size-4" aria-hidden />
                <span className="sr-only">{t('tracking.callStore')}: </span>
                <bdi dir="ltr" className="whitespace-nowrap">
                  {formatPhone(order.store.phone)}
                </bdi>
              </a>
            )}
          </div>
        </CardContent>
      </Card>

      {order.deliveryCode && <DeliveryCodeBox code={order.deliveryCode} />}
      {order.status === 'returned' && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm"
        >
          <Undo2 className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <p>{t('tracking.returnedText')}</p>
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('tracking.items', { count: order.itemsCount })}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <ul className="divide-y">
                {order.items.map((item, index) => (
                  <li key={`${item.productId ?? 'x'}-${index}`} className="flex gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      {item.productId ? (
                        <Link
                          href={paths.marketplace.product(item.productId)}
                          className="font-medium hover:underline"
                          dir="auto"
                        >
                          {item.productName}
                        </Link>
                      ) : (
                        <span className="font-medium" dir="auto">
                          {item.productName}
                        </span>
                      )}
                      <p className="text-sm text-muted-foreground">
                        {item.quantity} × <Money amount={item.unitPrice} />
                      </p>
                    </div>
                    <Money className="shrink-0 font-medium" amount={lineTotalOf(item)} />
                  </li>
                ))}
              </ul>
              <dl className="flex flex-col gap-1 border-t pt-3 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{t('cart.subtotal')}</dt>
                  <dd>
                    <Money amount={subtotalOf(order)} />
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{t('cart.delivery.fee')}</dt>
                  <dd>
                    <DeliveryFee fee={order.deliveryFee} testId="tracking-delivery-fee" />
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-3 pt-1">
                  <dt className="text-base font-semibold">{t('tracking.total')}</dt>
                  <dd>
                    <Money
                      className="text-xl font-bold"
                      amount={order.totalAmount}
                      data-testid="tracking-total"
                    />
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('tracking.delivery')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Detail label={t('tracking.recipient')}>
                  <span dir="auto">{order.customerName}</span>
                  {order.customerPhone && (
                    <span className="block">
                      <PhoneNumber phone={order.customerPhone} call={false} />
                    </span>
                  )}
                </Detail>
                <Detail label={t('tracking.address')}>
                  <span dir="auto">{order.shippingAddress ?? '—'}</span>
                  {order.shippingGovernorate && (
                    <span className="block text-muted-foreground">
                      {governorateName(order.shippingGovernorate, language)}
                    </span>
                  )}
                </Detail>
                <Detail label={t('tracking.payment')}>
                  {paymentKey ? t(paymentKey) : order.paymentMethod}
                </Detail>
                {order.delivery && <ParcelTrip delivery={order.delivery} />}
                {order.note && (
                  <Detail label={t('tracking.note')}>
                    <span dir="auto" className="whitespace-pre-line">
                      {order.note}
                    </span>
                  </Detail>
                )}
              </dl>
            </CardContent>
          </Card>
        </div>
        <OrderStatusHistory history={order.statusHistory} />
      </div>
    </div>
  );
}

/** Who carries the parcel and how far it got; why, when the delivery failed. */
function ParcelTrip({ delivery }: { delivery: NonNullable<TrackedOrder['delivery']> }) {
  const { t } = useTranslation();
  const statusKey = deliveryStatusKey(delivery.status);
  const reasonKey = failureReasonKey(delivery.failureReason, 'buyer');
  return (
    <Detail label={t('tracking.parcel')}>
      <span className="flex items-center gap-1.5" data-testid="tracking-delivery-status">
        <Truck className="size-4 shrink-0 text-primary rtl:-scale-x-100" aria-hidden />
        {statusKey ? t(statusKey) : delivery.status}
      </span>
      {delivery.transporterName && (
        <span className="block font-normal text-muted-foreground">
          {t('tracking.carriedBy')} <bdi>{delivery.transporterName}</bdi>
        </span>
      )}
      {delivery.status === 'failed' && (
        <span className="block font-normal text-destructive" data-testid="tracking-failure">
          {t('tracking.failedBecause', {
            reason: reasonKey ? t(reasonKey) : (delivery.failureReason ?? '—'),
          })}
        </span>
      )}
    </Detail>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
