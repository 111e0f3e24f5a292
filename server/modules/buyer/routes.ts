import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { getBuyerOrder, listBuyerConversations, listBuyerOrders } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/my/…: a signed-in buyer's orders and conversations across stores. */
export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUserType('customer'));
  app.get('/my/orders', async (request) =>
    listBuyerOrders(app.database.db, currentUser(request).id),
  );
  app.get('/my/orders/:id', { schema: { params: idParams } }, async (request) =>
    getBuyerOrder(app.database.db, currentUser(request).id, request.params.id),
  );
  app.get('/my/conversations', async (request) =>
    listBuyerConversations(app.database.db, currentUser(request).id),
  );
};
