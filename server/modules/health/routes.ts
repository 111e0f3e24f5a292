import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema } from '../../../common/contracts/health.ts';
import { messageText } from '../../../common/messages.ts';
import { pingDatabase } from '../../db/client.ts';

/** Answers ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: healthSchema, 503: healthDownSchema } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        const code = 'request.databaseUnavailable';
        return reply.status(503).send({ message: messageText(code), code });
      }
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, db: app.database.engine };
    },
  );
};
