import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSavedSchema } from '../../../common/contracts/contact.ts';
import { contactMessageSchema } from '../../../common/schemas/contact.ts';
import { saveContactMessage } from './service.ts';

/** The /contact page's form: open to visitors; a signed-in writer's account is noted. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      preValidation: app.limits.enforce('contactForm'),
      schema: { body: contactMessageSchema, response: { 201: contactMessageSavedSchema } },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(
        app.database.db,
        request.body,
        request.user?.id ?? null,
      );
      return reply.status(201).send(saved);
    },
  );
};
