/** The profile and delivery-request schemas' messages → `transporter.validation.*` keys. */
import type { TFunction } from 'i18next';
import { DELIVERY_MESSAGES, TRANSPORTER_MESSAGES } from '../../../../common/schemas/delivery.ts';
import { translateMessage } from '../../lib/validation.ts';

const KEYS = new Map<string, string>([
  ...Object.entries(TRANSPORTER_MESSAGES).map(
    ([key, text]) => [text, `transporter.validation.${key}`] as [string, string],
  ),
  ...Object.entries(DELIVERY_MESSAGES).map(
    ([key, text]) => [text, `delivery.validation.${key}`] as [string, string],
  ),
]);

/** A profile or delivery message in the reader's language; other texts as the API wrote them. */
export function translateDeliveryMessage(t: TFunction, message: string | undefined) {
  if (!message) return undefined;
  const key = KEYS.get(message);
  return key ? t(key) : translateMessage(t, message);
}
