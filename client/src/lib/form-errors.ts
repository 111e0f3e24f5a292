/** Turning an API error into what a form shows: a toast text and messages under fields. */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { fieldMessageOf, translateCode } from './validation.ts';

/**
 * The server's message in the reader's language, by its code, or the fallback when there is
 * none worth showing (network failure, a 5xx, a body without a code such as a proxy's page).
 */
export function serverMessageOf(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return translateCode(t, error.code, error.params) ?? fallback;
}

/**
 * Puts the field codes of a 400, and of a 409 about a field (a username or email already taken),
 * under the matching fields of this form. The messages are codes, like the schema's own; the
 * form translates them when it renders (fieldErrorText).
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return;
  const { codes, fieldParams } = error;
  for (const field of fields) {
    const code = codes[field];
    if (code)
      setError(field, { type: 'server', message: fieldMessageOf(code, fieldParams[field]) });
  }
}
