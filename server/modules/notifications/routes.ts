/**
 * The header bell over HTTP (issue 15): GET /api/notifications, POST …/{id}/read and
 * POST …/read-all, for any signed-in account, each on its own notifications only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPageSchema } from '../../../common/contracts/notifications.ts';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { notificationListQuerySchema } from '../../../common/schemas/notifications.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { listNotifications, readAllNotifications, readNotification } from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Checked before validation, so that a signed-out caller learns nothing from a 400.
  const preValidation = requireUser;

  app.get(
    '/notifications',
    {
      preValidation,
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listNotifications(db(), currentUser(request).id, request.query);
    },
  );

  app.post(
    '/notifications/read-all',
    { preValidation, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await readAllNotifications(db(), currentUser(request).id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/:id/read',
    { preValidation, schema: { params: idParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await readNotification(db(), currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
