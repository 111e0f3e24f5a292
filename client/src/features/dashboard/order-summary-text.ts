/** How a recent order's customer and products read in the dashboard table (SPEC §2). */
import type { OrderSummary } from '../../../../common/contracts/orders.ts';

/**
 * The customer's name, or null for 'Unknown Customer'. A guest filed under an existing customer
 * is shown under the name they typed (issue 10).
 */
export function customerNameOf(
  order: Pick<OrderSummary, 'customer' | 'customerName'> & Partial<Pick<OrderSummary, 'guest'>>,
) {
  if (order.guest) return order.guest.name;
  return order.customer?.name?.trim() || order.customerName?.trim() || null;
}

/** The first two product names, and how many more there are ("+n"). */
export function productNamesOf(order: Pick<OrderSummary, 'items'>, shown = 2) {
  const names = (order.items ?? []).map((item) => item.productName);
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
