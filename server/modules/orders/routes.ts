/**
 * The seller's orders over HTTP (SPEC §7): list, recent, detail, status moves, hand-recorded
 * orders and the guest-name answers. Rules live in service.ts and the order lifecycle.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderDetailSchema,
  orderPageSchema,
  orderSummaryListSchema,
} from '../../../common/contracts/orders.ts';
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
  receiveReturnedOrder,
  recentStoreOrders,
  recordManualOrder,
} from './service.ts';
import { confirmSameCustomer, separateGuestCustomer } from './guest-customer.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: a visitor gets 401 and a buyer 403 whatever they sent.
  app.addHook('preValidation', requireUserType('business'));

  const detail = { response: { 200: orderDetailSchema } };

  // The lists are answered from the store's cached reads (plugins/store-reads.ts), already
  // compressed.
  app.get(
    '/orders',
    {
      compress: false,
      schema: { querystring: orderListQuerySchema, response: { 200: orderPageSchema } },
    },
    async (request, reply) => {
      const storeId = currentUser(request).id;
      return app.storeReads.send(request, reply, {
        storeId,
        key: `orders\0${JSON.stringify(request.query)}`,
        load: () => listStoreOrders(db(), storeId, request.query),
        schema: orderPageSchema,
      });
    },
  );

  app.get(
    '/orders/recent',
    { compress: false, schema: { response: { 200: orderSummaryListSchema } } },
    async (request, reply) => {
      const storeId = currentUser(request).id;
      return app.storeReads.send(request, reply, {
        storeId,
        key: 'orders/recent',
        load: () => recentStoreOrders(db(), storeId),
        schema: orderSummaryListSchema,
      });
    },
  );

  app.get('/orders/:id', { schema: { params: idParamsSchema, ...detail } }, async (request) =>
    getStoreOrder(db(), currentUser(request).id, request.params.id),
  );

  app.patch(
    '/orders/:id',
    { schema: { params: idParamsSchema, body: orderStatusUpdateSchema, ...detail } },
    async (request) =>
      changeOrderStatus(db(), currentUser(request).id, request.params.id, request.body.status),
  );

  // A guest's order under an existing customer's phone: the seller says who it was.
  app.post(
    '/orders/:id/separate-customer',
    { schema: { params: idParamsSchema, ...detail } },
    async (request) => separateGuestCustomer(db(), currentUser(request).id, request.params.id),
  );

  app.post(
    '/orders/:id/same-customer',
    { schema: { params: idParamsSchema, ...detail } },
    async (request) => confirmSameCustomer(db(), currentUser(request).id, request.params.id),
  );

  // A returned parcel is back on the seller's shelf (issue 14): its stock is counted again.
  app.post(
    '/orders/:id/return-received',
    { schema: { params: idParamsSchema, ...detail } },
    async (request) => receiveReturnedOrder(db(), currentUser(request).id, request.params.id),
  );

  app.post(
    '/orders',
    { schema: { body: manualOrderInputSchema, response: { 201: orderDetailSchema } } },
    async (request, reply) => {
      const order = await recordManualOrder(db(), currentUser(request).id, request.body);
      return reply.status(201).send(order);
    },
  );
};
