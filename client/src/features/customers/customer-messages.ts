/** The customer schema's messages (SPEC §5) → `customers.validation.*` keys. */
import type { TFunction } from 'i18next';
import { CUSTOMER_MESSAGES } from '../../../../common/schemas/back-office.ts';
import { translateMessage } from '../../lib/validation.ts';

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

export function translateCustomerMessage(t: TFunction, message: string | undefined) {
  if (!message) return undefined;
  const key = customerMessageKey(message);
  return key ? t(key) : translateMessage(t, message);
}
