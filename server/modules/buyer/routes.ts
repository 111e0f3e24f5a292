import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { listBuyerConversations, listBuyerOrders } from './service.ts';

/** GET /api/my/…: a signed-in buyer's orders and conversations across stores. */
export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUserType('customer'));
  app.get('/my/orders', async (request) =>
    listBuyerOrders(app.database.db, currentUser(request).id),
  );
  app.get('/my/conversations', async (request) =>
    listBuyerConversations(app.database.db, currentUser(request).id),
  );
};
