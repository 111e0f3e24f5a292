import type { TFunction } from 'i18next';
import { messageKeyOf } from '../../../common/messages.ts';

/** A validation message from the shared schemas (or the API), in the reader's language. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = messageKeyOf(message);
  return key ? t(`validation.${key}`, { defaultValue: message }) : message;
}

/**
 * The translator of one form's messages: a text in `keys` reads `${prefix}.${key}`, any other
 * falls back to the shared messages above, and an unknown one stays as the API wrote it.
 */
export function messageTranslator(keys: Readonly<Record<string, string>>, prefix: string) {
  return (t: TFunction, message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = keys[message];
    return key ? t(`${prefix}.${key}`) : translateMessage(t, message);
  };
}
