/**
 * One error type for the whole server: a kind, mapped to an HTTP status in one place, and a
 * message code of common/messages.ts, whose English text is the answer's message
 * (docs/decisions/008-message-codes.md).
 */
import type { ErrorBody } from '../common/contracts/errors.ts';
import {
  type Message,
  type MessageCode,
  type MessageParams,
  type ParamValue,
  formatMessage,
} from '../common/messages.ts';

export type { ErrorBody } from '../common/contracts/errors.ts';

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A Host this server does not answer for (RFC 9110 §15.5.20). */
  MISDIRECTED: 421,
  RATE_LIMITED: 429,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** A field's error: a code, or a code with the parameters its text needs. */
export type FieldMessage = MessageCode | Message;

interface BaseOptions {
  /** Errors under the fields of a form, keyed by field path ("items.0.quantity"). */
  fields?: Record<string, FieldMessage>;
  /** More fields for the body, for a client that acts on them (checkout's problems). */
  details?: Record<string, unknown>;
}

export type AppErrorOptions<C extends MessageCode> =
  MessageParams<C> extends undefined
    ? BaseOptions & { params?: undefined }
    : BaseOptions & { params: MessageParams<C> };

/** The options after a code: required when the code's text takes parameters. */
type OptionsArgs<C extends MessageCode> =
  MessageParams<C> extends undefined
    ? [options?: AppErrorOptions<C>]
    : [options: AppErrorOptions<C>];

/** Some field errors as the body carries them: English texts, codes and their parameters. */
export function fieldBody(fields: Record<string, FieldMessage>): Partial<ErrorBody> {
  const errors: Record<string, string> = {};
  const codes: Record<string, MessageCode> = {};
  const fieldParams: Record<string, Record<string, ParamValue>> = {};
  for (const [field, entry] of Object.entries(fields)) {
    const { code, params } = typeof entry === 'string' ? { code: entry, params: undefined } : entry;
    codes[field] = code;
    errors[field] = formatMessage(code, params);
    if (params) fieldParams[field] = params;
  }
  return Object.keys(fieldParams).length ? { errors, codes, fieldParams } : { errors, codes };
}

export class AppError<C extends MessageCode = MessageCode> extends Error {
  readonly statusCode: number;
  readonly params: Record<string, ParamValue> | undefined;
  readonly fields: Record<string, FieldMessage> | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly kind: ErrorKind,
    readonly code: C,
    ...[options]: OptionsArgs<C>
  ) {
    const params = options?.params as Record<string, ParamValue> | undefined;
    super(formatMessage(code, params));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[kind];
    this.params = params;
    this.fields = options?.fields;
    this.details = options?.details;
  }

  /** An error from a code chosen at run time, with the parameters that came with it. */
  static of(kind: ErrorKind, message: Message, options: BaseOptions = {}): AppError {
    // The Message type already ties the parameters to the code.
    const params = message.params as MessageParams<'order.badMove'>;
    return new AppError(kind, message.code as 'order.badMove', { ...options, params });
  }

  /** What the client receives; details first so that they never hide the message or code. */
  toBody(): ErrorBody {
    const body: ErrorBody = { ...this.details, message: this.message, code: this.code };
    if (this.params) body.params = this.params;
    return this.fields ? { ...body, ...fieldBody(this.fields) } : body;
  }
}
