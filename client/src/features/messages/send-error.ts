import type { TFunction } from 'i18next';
import { MESSAGE_EMPTY } from '../../../../common/schemas/back-office.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/validation.ts';

/** The messages rules of the shared schema, under `messages.validation.<key>`. */
const MESSAGE_RULES: Record<string, string> = {
  [MESSAGE_EMPTY]: 'empty',
  'Message must be at most 5000 characters.': 'tooLong',
  'Please choose a customer.': 'customer',
};

/**
 * The description of the 'Failed to send message' toast (SPEC §8): the server's message in the
 * reader's language, or the generic fallback when there is none to show.
 */
export function sendErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('common.error');
  const fieldMessage = Object.values(error.fieldErrors)[0];
  const message = fieldMessage ?? error.serverMessage;
  if (!message || message.trim().startsWith('<')) return t('common.error');
  const rule = MESSAGE_RULES[message];
  if (rule) return t(`messages.validation.${rule}`);
  return translateMessage(t, message) ?? t('common.error');
}
