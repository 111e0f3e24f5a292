/** Words and names an order shows: payment methods, governorates, dates with times. */
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../common/enums.ts';
import type { OrderSummary } from '../../../../common/contracts/orders.ts';

export function paymentMethodLabelKey(method: string): string | null {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? `orders.payment.${method as PaymentMethod}`
    : null;
}

// Shared with every feature that names places: it lives in lib/governorates.ts.
export { governorateName, sortedGovernorates } from '../../lib/governorates.ts';

// Shared with the operators' screens: it lives in lib/format.ts.
export { formatDateTime } from '../../lib/format.ts';

/**
 * The customer's current name, else the name kept on the order; null means 'Unknown Customer'.
 * A guest filed under an existing customer is shown under the name they typed (issue 10).
 */
export function customerNameOf(
  order: Pick<OrderSummary, 'customer' | 'customerName'> & Partial<Pick<OrderSummary, 'guest'>>,
) {
  if (order.guest) return order.guest.name;
  return order.customer?.name ?? (order.customerName || null);
}
