/**
 * Every error leaves as {"message", "code", "errors"?, "codes"?} (docs/decisions/008): the English
 * text and its code of common/messages.ts, and per field the same. 4xx carry their own message; a
 * 5xx is logged with the request and answers a plain "Internal Server Error" that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type MessageCode,
  formatMessage,
  isMessageCode,
  messageText,
} from '../../common/messages.ts';
import { pgErrorOf } from '../db/errors.ts';
import { AppError, type ErrorBody } from '../errors.ts';

/** PostgreSQL data exceptions (class 22) and check violations caused by the input. */
const DATA_ERROR_CODES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
  '23514',
]);

/** Fastify's own refusals of a request, by their error code. */
const FASTIFY_CODES: Readonly<Record<string, MessageCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
};

/** Any other 4xx, by status. */
const STATUS_CODES: Readonly<Record<number, MessageCode>> = {
  400: 'request.invalid',
  401: 'request.unauthorized',
  403: 'request.forbidden',
  404: 'request.itemNotFound',
  408: 'request.timeout',
  409: 'request.conflict',
  413: 'request.tooLarge',
  415: 'request.unsupportedMediaType',
  429: 'limit.tooManyAttempts',
};

/** Field path "items.0.quantity" from a validation issue's instancePath "/items/0/quantity". */
function fieldName(instancePath: string, fallback: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The shared schemas carry codes as their messages; zod's own messages (a wrong type on a
      // field without a rule of ours) keep their text under the generic code.
      const errors: Record<string, string> = {};
      const codes: Record<string, MessageCode> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, error.validationContext ?? 'body');
        if (key in errors) continue;
        const code = isMessageCode(issue.message) ? issue.message : 'request.invalidValue';
        codes[key] = code;
        errors[key] =
          code === issue.message ? formatMessage(code) : issue.message || 'Invalid value';
      }
      const [first] = Object.keys(errors);
      const body: ErrorBody = first
        ? { message: errors[first] as string, code: codes[first] as MessageCode, errors, codes }
        : { message: messageText('request.invalid'), code: 'request.invalid' };
      return reply.status(400).send(body);
    }
    // Input the database refuses (a NUL byte, a number out of range, a check constraint) is the
    // client's mistake, not ours: 400, and nothing was written.
    const pg = pgErrorOf(error);
    // A deadlock or serialization failure rolled everything back: nothing was written, and the
    // same request again will most likely pass. Logged, since our lock order should prevent it.
    if (pg?.code === '40P01' || pg?.code === '40001') {
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(409).send(codeBody('request.clashed'));
    }
    // An upload deleted between its check and its attachment (the clean-up of forgotten uploads;
    // requireOwnMedia's lock should prevent it): the same answer as an upload that is not there.
    if (pg?.code === '23503' && pg.constraint?.endsWith('_media_id_fk')) {
      return reply.status(404).send(new AppError('NOT_FOUND', 'media.notFound').toBody());
    }
    if (pg?.code && DATA_ERROR_CODES.has(pg.code)) {
      return reply.status(400).send(codeBody('request.invalidValue'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'request.failed';
      return reply.status(status).send({ message: error.message, code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(codeBody('request.internal'));
  });
});

/**
 * Fastify's refusals before routing (its `frameworkErrors` option): a path it cannot decode
 * (`/api/products/%zz`, 400) or a path parameter over its length limit (414). Without this they
 * leave in Fastify's own shape ({ error, code: "FST_ERR_…", statusCode }), the only 4xx that
 * would not carry a message code (found by tests/api/fuzz.test.ts).
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({
      message: messageText('request.invalid'),
      code: 'request.invalid',
    } satisfies ErrorBody);
  }
  reply.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send(codeBody('request.internal'));
}

/** The body of an answer that is only a code without parameters. */
function codeBody(
  code: 'request.clashed' | 'request.invalidValue' | 'request.internal',
): ErrorBody {
  return { message: messageText(code), code };
}
