import type { TFunction } from 'i18next';
import { messageKeyOf } from '../../../common/messages.ts';

/** A validation message from the shared schemas (or the API), in the reader's language. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = messageKeyOf(message);
  return key ? t(`validation.${key}`, { defaultValue: message }) : message;
}
