import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/validation.ts';

/**
 * The server's own message, in the reader's language, when it is one worth showing: 4xx answers
 * carry a short, user-facing message; a 5xx or a network failure falls back to the caller's text.
 */
export function translatedServerMessage(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  const message = error.serverMessage.trim();
  if (!message || message.length > 200 || message.startsWith('<')) return undefined;
  return translateMessage(t, message);
}
