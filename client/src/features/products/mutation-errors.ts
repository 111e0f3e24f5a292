/** Turning a failed product call into what the screen shows: toast text and field messages. */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { translateProductMessage } from './product-form-schema.ts';

/** The server's message in the reader's language; the generic text when it has none worth showing. */
export function productErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('common.error');
  return translateProductMessage(t, error.serverMessage) ?? t('common.error');
}

/** A 400's field messages, put under the matching fields (kept in English, translated on render). */
export function setProductFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  const messages = error.fieldErrors;
  for (const field of fields) {
    const message = messages[field];
    if (typeof message === 'string' && message) setError(field, { type: 'server', message });
  }
}
