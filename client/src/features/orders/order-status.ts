/** How an order status looks on screen (SPEC §4): known statuses get a coloured badge. */
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export interface OrderStatusStyle {
  variant: BadgeVariant;
  className?: string;
}

/*
 * processing blue, shipped purple, delivered teal (the brand colour, one step before the green of
 * completed), completed green, cancelled red, returned amber (the parcel came back: the seller
 * still has to take it in).
 */
const STATUS_STYLES: Record<OrderStatus, OrderStatusStyle> = {
  processing: { variant: 'info' },
  shipped: { variant: 'purple' },
  delivered: { variant: 'outline', className: 'border-primary/25 bg-primary/10 text-primary' },
  completed: { variant: 'success' },
  cancelled: { variant: 'destructive' },
  returned: { variant: 'warning' },
};

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

/** The badge of a known status; null for any other value, which is shown as plain text. */
export function orderStatusStyle(status: string): OrderStatusStyle | null {
  return isOrderStatus(status) ? STATUS_STYLES[status] : null;
}

/** Locale key of a status's label, e.g. "orders.status.shipped"; null for unknown values. */
export function orderStatusLabelKey(status: string): string | null {
  return isOrderStatus(status) ? `orders.status.${status}` : null;
}

/** Locale key of the button that moves an order to `status`, e.g. "Mark as shipped". */
export function transitionLabelKey(status: string): string | null {
  return isOrderStatus(status) && status !== 'processing' ? `orders.transition.${status}` : null;
}
