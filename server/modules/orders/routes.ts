import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  manualOrderInputSchema,
  orderListQuerySchema,
  orderStatusUpdateSchema,
} from '../../../common/schemas/back-office.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  changeOrderStatus,
  getStoreOrder,
  listStoreOrders,
  recentStoreOrders,
  recordManualOrder,
} from './service.ts';
import { confirmSameCustomer, separateGuestCustomer } from './guest-customer.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: a visitor gets 401 and a buyer 403 whatever they sent.
  app.addHook('preValidation', requireUserType('business'));

  app.get('/orders', { schema: { querystring: orderListQuerySchema } }, async (request) =>
    listStoreOrders(db(), currentUser(request).id, request.query),
  );

  app.get('/orders/recent', async (request) => recentStoreOrders(db(), currentUser(request).id));

  app.get('/orders/:id', { schema: { params: idParams } }, async (request) =>
    getStoreOrder(db(), currentUser(request).id, request.params.id),
  );

  app.patch(
    '/orders/:id',
    { schema: { params: idParams, body: orderStatusUpdateSchema } },
    async (request) =>
      changeOrderStatus(db(), currentUser(request).id, request.params.id, request.body.status),
  );

  // A guest's order under an existing customer's phone: the seller says who it was.
  app.post('/orders/:id/separate-customer', { schema: { params: idParams } }, async (request) =>
    separateGuestCustomer(db(), currentUser(request).id, request.params.id),
  );

  app.post('/orders/:id/same-customer', { schema: { params: idParams } }, async (request) =>
    confirmSameCustomer(db(), currentUser(request).id, request.params.id),
  );

  app.post('/orders', { schema: { body: manualOrderInputSchema } }, async (request, reply) => {
    const order = await recordManualOrder(db(), currentUser(request).id, request.body);
    return reply.status(201).send(order);
  });
};
