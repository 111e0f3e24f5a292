/** Words and names an order shows: payment methods, governorates, dates with times. */
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../common/enums.ts';
import { GOVERNORATES, type Governorate } from '../../../../common/tunisia.ts';
import type { OrderSummary } from '../../../../common/contracts/orders.ts';

export function paymentMethodLabelKey(method: string): string | null {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? `orders.payment.${method as PaymentMethod}`
    : null;
}

type GovernorateLanguage = 'en' | 'fr' | 'ar';

function governorateLanguage(language: string): GovernorateLanguage {
  return language === 'fr' || language === 'ar' ? language : 'en';
}

/** A governorate's name in the reader's language; the code itself when it is not one of the 24. */
export function governorateName(code: string, language: string): string {
  const governorate = GOVERNORATES.find((g) => g.code === code);
  return governorate ? governorate[governorateLanguage(language)] : code;
}

/** The 24 governorates sorted by their name in the reader's language. */
export function sortedGovernorates(language: string): { code: string; name: string }[] {
  const key = governorateLanguage(language);
  return GOVERNORATES.map((g: Governorate) => ({ code: g.code, name: g[key] })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

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
