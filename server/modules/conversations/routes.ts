/**
 * A guest's private conversation, /api/marketplace/conversations/{token} (issue 15): open to
 * anyone holding the token, never cached. Any malformed or unknown token, or one of a store no
 * longer on the marketplace, is the same 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guestConversationSchema,
  guestMessageAnswerSchema,
} from '../../../common/contracts/conversations.ts';
import { guestMessageInputSchema } from '../../../common/schemas/marketplace.ts';
import { answerGuestConversation, readGuestConversation } from './service.ts';

/** Any string: a token of the wrong shape is a 404 like an unknown one, not a 400. */
const tokenParams = z.object({ token: z.string() });

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketplace/conversations/:token',
    { schema: { params: tokenParams, response: { 200: guestConversationSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readGuestConversation(app.database.db, request.params.token);
    },
  );

  app.post(
    '/marketplace/conversations/:token/messages',
    {
      preValidation: app.limits.enforce('contactSeller'),
      schema: {
        params: tokenParams,
        body: guestMessageInputSchema,
        response: { 201: guestMessageAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const sent = await answerGuestConversation(
        app.database.db,
        request.params.token,
        request.body.content,
      );
      return reply.status(201).send(sent);
    },
  );
};
