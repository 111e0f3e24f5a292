import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issue } from '../../../common/messages.ts';
import {
  contactSellerAnswerSchema,
  marketplaceProductListSchema,
  marketplaceProductPageSchema,
  marketplaceProductSchema,
  marketplaceStoreListSchema,
  marketplaceStoreSchema,
} from '../../../common/contracts/marketplace.ts';
import {
  contactSellerSchema,
  productSearchQuerySchema,
  storeProductsQuerySchema,
} from '../../../common/schemas/marketplace.ts';
import { contactSeller } from './contact.ts';
import {
  getProduct,
  getStore,
  listFeaturedProducts,
  listRelatedProducts,
  listStoreProducts,
  listStores,
  searchProducts,
} from './service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: issue('request.id.invalid') })
    .int(issue('request.id.invalid'))
    .positive(issue('request.id.invalid'))
    .max(2_147_483_647, issue('request.id.invalid')),
});

/** The public marketplace (SPEC §7): open to everyone, signed in or not. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/marketplace/stores',
    { schema: { response: { 200: marketplaceStoreListSchema } } },
    async () => listStores(db()),
  );

  app.get(
    '/marketplace/stores/:id',
    { schema: { params: idParams, response: { 200: marketplaceStoreSchema } } },
    async (request) => getStore(db(), request.params.id),
  );

  app.get(
    '/marketplace/stores/:id/products',
    {
      schema: {
        params: idParams,
        querystring: storeProductsQuerySchema,
        response: { 200: marketplaceProductPageSchema },
      },
    },
    async (request) => listStoreProducts(db(), request.params.id, request.query),
  );

  app.get(
    '/marketplace/products/featured',
    { schema: { response: { 200: marketplaceProductListSchema } } },
    async () => listFeaturedProducts(db()),
  );

  app.get(
    '/marketplace/products',
    {
      schema: {
        querystring: productSearchQuerySchema,
        response: { 200: marketplaceProductPageSchema },
      },
    },
    async (request) =>
      searchProducts(db(), request.query, {
        trigramPlan: app.database.engine === 'postgres',
      }),
  );

  app.get(
    '/marketplace/products/:id',
    { schema: { params: idParams, response: { 200: marketplaceProductSchema } } },
    async (request) => getProduct(db(), request.params.id),
  );

  app.get(
    '/marketplace/products/:id/related',
    { schema: { params: idParams, response: { 200: marketplaceProductListSchema } } },
    async (request) => listRelatedProducts(db(), request.params.id),
  );

  app.post(
    '/marketplace/stores/:id/messages',
    {
      preValidation: app.limits.enforce('contactSeller'),
      schema: {
        params: idParams,
        body: contactSellerSchema,
        response: { 201: contactSellerAnswerSchema },
      },
    },
    async (request, reply) => {
      const sent = await contactSeller(db(), request.params.id, request.user, request.body);
      return reply.status(201).send(sent);
    },
  );
};
