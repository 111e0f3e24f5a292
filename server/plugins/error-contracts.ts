/**
 * Every /api route answers its errors with the one error body of common/contracts/errors.ts.
 * Routes declare their success answers themselves (schema.response); this adds the 4xx and 5xx
 * schemas they leave out, so that an error body goes through the same serializer as a success:
 * it must carry a message, and nothing unknown to the contract's fields is dropped (the schema is
 * loose: checkout's `problems` pass).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBodySchema } from '../../common/contracts/errors.ts';

const ERROR_CLASSES = ['4xx', '5xx'] as const;

export const errorContractsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = route.schema ?? {};
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const errorClass of ERROR_CLASSES) response[errorClass] ??= errorBodySchema;
    route.schema = { ...schema, response };
  });
});
