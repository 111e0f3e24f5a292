import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutInputSchema, trackOrderSchema } from '../../../common/schemas/marketplace.ts';
import { type RateLimit, rateLimitByIp } from '../../plugins/rate-limit-by-ip.ts';
import { trackOrder } from '../buyer/service.ts';
import { checkout } from './service.ts';
import { MESSAGES } from '../../../common/messages.ts';

export interface CheckoutRoutesOptions {
  checkoutLimit: RateLimit;
  trackLimit: RateLimit;
}

/** Cash-on-delivery checkout and order tracking: open to guests and signed-in buyers. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/checkout',
    {
      preValidation: rateLimitByIp(options.checkoutLimit, MESSAGES.tooManyOrders),
      schema: { body: checkoutInputSchema },
    },
    async (request, reply) => {
      const result = await checkout(app.database.db, request.user, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/orders/track',
    {
      preValidation: rateLimitByIp(options.trackLimit, MESSAGES.tooManyAttempts),
      schema: { body: trackOrderSchema },
    },
    async (request) => trackOrder(app.database.db, request.body),
  );
};
