/** The store's inbox over HTTP (SPEC §2 /messages, §7). Rules live in service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageListSchema,
  messageSchema,
  unreadCountSchema,
} from '../../../common/contracts/messages.ts';
import {
  messageInputSchema,
  messageStatusUpdateSchema,
} from '../../../common/schemas/back-office.ts';
import { currentUser, requireUser, requireUserType } from '../../plugins/auth.ts';
import {
  countUnread,
  listMessages,
  recentMessages,
  sendReply,
  setMessageStatus,
} from './service.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before validation, so that a signed-out caller learns nothing from a 400.
  const preValidation = requireUserType('business');
  const db = () => app.database.db;

  // Every signed-in account's chrome asks this; only a store receives messages.
  app.get(
    '/messages/unread',
    {
      preHandler: requireUser,
      schema: { response: { 200: unreadCountSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = currentUser(request);
      const unread = user.userType === 'business' ? await countUnread(db(), user.id) : 0;
      return { count: unread };
    },
  );

  app.get(
    '/messages',
    { preValidation, schema: { response: { 200: messageListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMessages(db(), currentUser(request).id);
    },
  );

  app.get(
    '/messages/recent',
    { preValidation, schema: { response: { 200: messageListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return recentMessages(db(), currentUser(request).id);
    },
  );

  app.post(
    '/messages',
    { preValidation, schema: { body: messageInputSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const message = await sendReply(db(), currentUser(request).id, request.body);
      return reply.status(201).send(message);
    },
  );

  app.patch(
    '/messages/:id/status',
    {
      preValidation,
      schema: {
        params: idParamsSchema,
        body: messageStatusUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      setMessageStatus(db(), currentUser(request).id, request.params.id, request.body.status),
  );
};
