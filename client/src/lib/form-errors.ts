/** Turning an API error into what a form shows: a toast text and messages under fields. */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '../../../common/messages.ts';
import { ApiError } from './api-client.ts';
import { translateMessage } from './validation.ts';

/**
 * The server's own message in the reader's language, or the fallback when it has none worth
 * showing (network failure, 5xx whose text is only a status). A screen whose rules have their
 * own locale keys passes its own translate.
 */
export function serverMessageOf(
  t: TFunction,
  error: unknown,
  fallback: string,
  translate: (t: TFunction, message: string | undefined) => string | undefined = translateMessage,
): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return translate(t, error.serverMessage) ?? fallback;
}

/** The field a 409 is about, read from its message. */
const CONFLICT_FIELDS: Record<string, string> = {
  [MESSAGES.usernameTaken]: 'username',
  [MESSAGES.emailTaken]: 'email',
};

/**
 * Puts a 400's field messages and a 409's "already exists" under the matching fields of this
 * form. Messages stay in English here; the form translates them when it renders, like its own.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  const messages: Record<string, string> = error.status === 400 ? { ...error.fieldErrors } : {};
  const conflictField = error.status === 409 ? CONFLICT_FIELDS[error.serverMessage] : undefined;
  if (conflictField) messages[conflictField] = error.serverMessage;
  for (const field of fields) {
    const message = messages[field];
    if (typeof message === 'string' && message) setError(field, { type: 'server', message });
  }
}
