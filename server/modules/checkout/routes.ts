import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackedOrderSchema } from '../../../common/contracts/buyer.ts';
import { checkoutResultSchema } from '../../../common/contracts/checkout.ts';
import { checkoutInputSchema, trackOrderSchema } from '../../../common/schemas/marketplace.ts';
import { requestLanguage } from '../../request-language.ts';
import { trackOrder } from '../buyer/index.ts';
import { checkout } from './service.ts';

/** Cash-on-delivery checkout and order tracking: open to guests and signed-in buyers. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      preValidation: app.limits.enforce('checkout'),
      schema: { body: checkoutInputSchema, response: { 201: checkoutResultSchema } },
    },
    async (request, reply) => {
      const result = await checkout(
        app.database.db,
        request.user,
        request.body,
        requestLanguage(request),
      );
      // Delivery codes and buyer keys: for this buyer only, never kept by any cache.
      return reply.status(201).header('Cache-Control', 'private, no-store').send(result);
    },
  );

  app.post(
    '/orders/track',
    {
      preValidation: app.limits.enforce('orderTracking'),
      schema: { body: trackOrderSchema, response: { 200: trackedOrderSchema } },
    },
    async (request, reply) => {
      // With the buyer key, the answer carries the delivery code.
      reply.header('Cache-Control', 'private, no-store');
      return trackOrder(app.database.db, request.body);
    },
  );
};
