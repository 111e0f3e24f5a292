import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { productPageSchema, productSchema } from '../../../common/contracts/products.ts';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import {
  productInputSchema,
  productListQuerySchema,
  productUpdateSchema,
} from '../../../common/schemas/back-office.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createProduct,
  deleteProduct,
  getStoreProduct,
  listStoreProducts,
  toProduct,
  updateProduct,
} from './service.ts';

/** The seller's own catalogue. Another store's product answers 404, as if it did not exist. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: a visitor gets 401 and a buyer 403 whatever they sent.
  app.addHook('preValidation', requireUserType('business'));

  // Answered from the store's cached reads (plugins/store-reads.ts), already compressed.
  app.get(
    '/products',
    {
      compress: false,
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request, reply) => {
      const storeId = currentUser(request).id;
      return app.storeReads.send(request, reply, {
        storeId,
        key: `products\0${JSON.stringify(request.query)}`,
        load: () => listStoreProducts(db(), storeId, request.query),
        schema: productPageSchema,
      });
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    async (request) =>
      toProduct(await getStoreProduct(db(), currentUser(request).id, request.params.id)),
  );

  app.post(
    '/products',
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => {
      const created = await createProduct(db(), currentUser(request).id, request.body);
      return reply.status(201).send(toProduct(created));
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      toProduct(
        await updateProduct(db(), currentUser(request).id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/products/:id',
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteProduct(db(), currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
