import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import {
  buyerConversationListSchema,
  buyerOrderListSchema,
  trackedOrderSchema,
} from '../../../common/contracts/buyer.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { getBuyerOrder, listBuyerConversations, listBuyerOrders } from './service.ts';

/** GET /api/my/…: a signed-in buyer's orders and conversations across stores. */
export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUserType('customer'));
  // The orders carry their delivery codes: never kept by a shared cache or the browser's.
  app.get(
    '/my/orders',
    { schema: { response: { 200: buyerOrderListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listBuyerOrders(app.database.db, currentUser(request).id);
    },
  );
  app.get(
    '/my/orders/:id',
    { schema: { params: idParamsSchema, response: { 200: trackedOrderSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getBuyerOrder(app.database.db, currentUser(request).id, request.params.id);
    },
  );
  app.get(
    '/my/conversations',
    { schema: { response: { 200: buyerConversationListSchema } } },
    async (request) => listBuyerConversations(app.database.db, currentUser(request).id),
  );
};
