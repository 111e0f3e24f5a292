/**
 * Message codes (common/messages.ts) in the reader's language: the shared schemas give codes as
 * their messages, so react-hook-form's errors are codes, and so are the API's answers. Each code
 * reads `codes.<code>` in the locale files (docs/decisions/008-message-codes.md).
 */
import type { TFunction } from 'i18next';
import {
  formatMessage,
  isMessageCode,
  type MessageCode,
  type ParamValue,
} from '../../../common/messages.ts';

type Params = Readonly<Record<string, ParamValue>>;

/** The text of a code in the reader's language; undefined for anything that is not a code. */
export function translateCode(
  t: TFunction,
  code: string | undefined,
  params?: Params,
): string | undefined {
  if (!isMessageCode(code)) return undefined;
  return t(`codes.${code}`, { ...params, defaultValue: formatMessage(code, params) });
}

/**
 * A field error put by the server carries its code and, when its text takes some, the parameters
 * (as `code?name=value`), since react-hook-form keeps one string per error.
 */
export function fieldMessageOf(code: MessageCode, params?: Params): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${code}?${query.toString()}`;
}

/**
 * The text under a form field: react-hook-form's `errors.x?.message`, a code from the shared
 * schema or from the server (fieldMessageOf). Anything else is shown as it is.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [code, query] = message.split('?', 2) as [string, string | undefined];
  const params = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return translateCode(t, code, params) ?? message;
}
