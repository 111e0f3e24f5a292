import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../common/messages.ts';
import { contactMessageSchema } from '../../../common/schemas/contact.ts';
import { type RateLimit, rateLimitByIp } from '../../plugins/rate-limit-by-ip.ts';
import { saveContactMessage } from './service.ts';

export interface ContactRoutesOptions {
  /** Messages from one address to the site's operator. */
  limit: RateLimit;
}

/** The /contact page's form: open to visitors; a signed-in writer's account is noted. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/contact',
    {
      preValidation: rateLimitByIp(options.limit, MESSAGES.tooManyMessages),
      schema: { body: contactMessageSchema },
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
