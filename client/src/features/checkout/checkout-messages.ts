/** The checkout schemas' messages (common/schemas/marketplace.ts) → `checkout.validation.*` keys. */
import { CHECKOUT_MESSAGES } from '../../../../common/schemas/marketplace.ts';
import { messageTranslator } from '../../lib/validation.ts';

type CheckoutMessageName = keyof typeof CHECKOUT_MESSAGES;

const KEY_BY_TEXT = new Map<string, CheckoutMessageName>(
  Object.entries(CHECKOUT_MESSAGES).map(([key, text]) => [text, key as CheckoutMessageName]),
);

/** The locale key of a checkout, tracking or Contact Seller message; undefined for any other. */
export function checkoutMessageKey(message: string): string | undefined {
  const key = KEY_BY_TEXT.get(message);
  return key ? `checkout.validation.${key}` : undefined;
}

/** A message from the shared schemas or the API, in the reader's language. */
export const translateCheckoutMessage = messageTranslator(
  Object.fromEntries(KEY_BY_TEXT),
  'checkout.validation',
);
