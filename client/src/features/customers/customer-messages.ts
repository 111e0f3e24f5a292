/** The customer schema's messages (SPEC §5) → `customers.validation.*` keys. */
import { CUSTOMER_MESSAGES } from '../../../../common/schemas/back-office.ts';
import { messageTranslator } from '../../lib/validation.ts';

export const CUSTOMER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [CUSTOMER_MESSAGES.name]: 'name',
  [CUSTOMER_MESSAGES.email]: 'email',
  [CUSTOMER_MESSAGES.phone]: 'phone',
  [CUSTOMER_MESSAGES.address]: 'address',
  'Name must be at most 100 characters.': 'nameMax',
};

/** The locale key of a customer-form message; undefined for any other text. */
export function customerMessageKey(message: string): string | undefined {
  const key = CUSTOMER_MESSAGE_KEYS[message];
  return key ? `customers.validation.${key}` : undefined;
}

export const translateCustomerMessage = messageTranslator(
  CUSTOMER_MESSAGE_KEYS,
  'customers.validation',
);
