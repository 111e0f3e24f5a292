import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';

const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** Answers ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: healthSchema, 503: z.object({ message: z.string() }) } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ message: 'Database unavailable' });
      }
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, db: app.database.engine };
    },
  );
};
