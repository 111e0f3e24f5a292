import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { countUnread } from './service.ts';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/unread',
    {
      preHandler: requireUser,
      schema: { response: { 200: z.object({ count: z.number().int() }) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = currentUser(request);
      // Only a store receives messages; other accounts have none waiting.
      const unread = user.userType === 'business' ? await countUnread(app.database.db, user.id) : 0;
      return { count: unread };
    },
  );
};
