/**
 * The last checkout's answer, kept for this tab in sessionStorage so the confirmation page
 * survives a reload but does not follow the buyer into a new session.
 */
import type { CheckoutResult } from '../../../../common/contracts/checkout.ts';

export const LAST_CHECKOUT_KEY = 'hanout-last-checkout';

function isCheckoutResult(value: unknown): value is CheckoutResult {
  if (!value || typeof value !== 'object') return false;
  const result = value as Partial<CheckoutResult>;
  return (
    Array.isArray(result.orders) &&
    result.orders.every(
      (order) =>
        order !== null &&
        typeof order === 'object' &&
        typeof order.reference === 'string' &&
        typeof order.storeName === 'string' &&
        typeof order.totalAmount === 'number' &&
        // Kept by a tab from before delivery fees: not shown rather than shown half.
        typeof order.deliveryFee === 'number' &&
        typeof order.deliveryCode === 'string' &&
        typeof order.deliveryDays?.min === 'number',
    ) &&
    typeof result.grandTotal === 'number' &&
    typeof result.phone === 'string'
  );
}

/** The answer, with the address the confirmation was emailed to (issue 15) when one was given. */
export type LastCheckout = CheckoutResult & { email?: string };

export function saveLastCheckout(result: CheckoutResult, email = '') {
  const kept: LastCheckout = email ? { ...result, email } : result;
  try {
    sessionStorage.setItem(LAST_CHECKOUT_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): the confirmation then offers the way back instead.
  }
}

export function readLastCheckout(): LastCheckout | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(LAST_CHECKOUT_KEY) ?? 'null');
    if (!isCheckoutResult(parsed)) return null;
    const { email } = parsed as { email?: unknown };
    return typeof email === 'string' && email ? { ...parsed, email } : parsed;
  } catch {
    return null;
  }
}
