import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { storeStats } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    { preValidation: requireUserType('business') },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return storeStats(app.database.db, currentUser(request).id);
    },
  );
};
