import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf } from '../db/errors.ts';
import { AppError, type ErrorBody } from '../errors.ts';
import { MESSAGES } from '../../common/messages.ts';

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

/** Field path "items.0.quantity" from a validation issue's instancePath "/items/0/quantity". */
function fieldName(instancePath: string, fallback: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

/**
 * Every error leaves as {"message", "errors"?}. 4xx carry their own message; a 5xx is logged with
 * the request and answers a plain "Internal Server Error" that leaks nothing.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { ...error.details, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, error.validationContext ?? 'body');
        errors[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send({ message: first, errors } satisfies ErrorBody);
    }
    // Input the database refuses (a NUL byte, a number out of range, a check constraint) is the
    // client's mistake, not ours: 400, and nothing was written.
    const pg = pgErrorOf(error);
    // A deadlock or serialization failure rolled everything back: nothing was written, and the
    // same request again will most likely pass. Logged, since our lock order should prevent it.
    if (pg?.code === '40P01' || pg?.code === '40001') {
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(409).send({
        message: MESSAGES.requestClashed,
      } satisfies ErrorBody);
    }
    if (pg?.code && DATA_ERROR_CODES.has(pg.code)) {
      return reply
        .status(400)
        .send({ message: 'Invalid value in the request' } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' } satisfies ErrorBody);
  });
});
