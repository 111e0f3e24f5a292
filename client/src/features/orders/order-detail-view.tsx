import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { formatOrderId } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { OrderWhatsappMenu } from '../whatsapp/index.ts';
import { GuestOrderNotice } from './guest-order-notice.tsx';
import { OrderDeliverySlot } from './order-delivery-slot.tsx';
import { OrderCustomerCard, OrderShippingCard } from './order-info-cards.tsx';
import { formatDateTime } from './order-labels.ts';
import { OrderLinesCard } from './order-lines-card.tsx';
import { OrderReturnCard } from './order-return-card.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderStatusHistory } from './order-status-history.tsx';
import { PackingSlipMenu } from './packing-slip-menu.tsx';

export function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.orders.list}
      className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('orders.detail.back')}
    </Link>
  );
}

/** /orders/:id once loaded: header with status and moves, then the order's facts. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackToOrders />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold sm:text-3xl">
                {t('orders.detail.title', { id: formatOrderId(order.id) })}
              </h1>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t('orders.detail.reference')} <bdi className="font-mono">{order.reference}</bdi>
              {' · '}
              <time dateTime={order.orderDate}>{formatDateTime(order.orderDate, language)}</time>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:justify-end">
            <OrderStatusActions order={order} />
            {order.status !== 'cancelled' && <PackingSlipMenu orderId={order.id} />}
            <OrderWhatsappMenu order={order} />
          </div>
        </div>
      </div>

      <GuestOrderNotice order={order} />
      <OrderReturnCard order={order} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <OrderLinesCard order={order} />
          <OrderStatusHistory history={order.statusHistory} />
        </div>
        <div className="flex flex-col gap-6">
          <OrderCustomerCard order={order} />
          <OrderShippingCard order={order} />
        </div>
      </div>

      <OrderDeliverySlot order={order} />
    </div>
  );
}
