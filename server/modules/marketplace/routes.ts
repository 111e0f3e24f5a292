import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactSellerAnswerSchema,
  marketplaceProductListSchema,
  marketplaceProductPageSchema,
  marketplaceProductSchema,
  marketplaceStoreListSchema,
  marketplaceStoreSchema,
} from '../../../common/contracts/marketplace.ts';
import { reportSavedSchema } from '../../../common/contracts/admin.ts';
import { reportInputSchema } from '../../../common/schemas/admin.ts';
import { reportProduct, reportStore } from '../reports/index.ts';
import {
  contactSellerSchema,
  productSearchQuerySchema,
  storeProductsQuerySchema,
} from '../../../common/schemas/marketplace.ts';
import { requestLanguage } from '../../request-language.ts';
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
import { idParamsSchema } from '../../../common/schemas/ids.ts';

/**
 * The public marketplace (SPEC §7): open to everyone, signed in or not, reports on products and
 * stores included (issue 13).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/marketplace/stores',
    { schema: { response: { 200: marketplaceStoreListSchema } } },
    async () => listStores(db()),
  );

  app.get(
    '/marketplace/stores/:id',
    { schema: { params: idParamsSchema, response: { 200: marketplaceStoreSchema } } },
    async (request) => getStore(db(), request.params.id),
  );

  app.get(
    '/marketplace/stores/:id/products',
    {
      schema: {
        params: idParamsSchema,
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
    { schema: { params: idParamsSchema, response: { 200: marketplaceProductSchema } } },
    async (request) => getProduct(db(), request.params.id),
  );

  app.get(
    '/marketplace/products/:id/related',
    { schema: { params: idParamsSchema, response: { 200: marketplaceProductListSchema } } },
    async (request) => listRelatedProducts(db(), request.params.id),
  );

  app.post(
    '/marketplace/stores/:id/messages',
    {
      preValidation: app.limits.enforce('contactSeller'),
      schema: {
        params: idParamsSchema,
        body: contactSellerSchema,
        response: { 201: contactSellerAnswerSchema },
      },
    },
    async (request, reply) => {
      const sent = await contactSeller(
        db(),
        request.params.id,
        request.user,
        request.body,
        requestLanguage(request),
      );
      // The guest's private link token: for them alone.
      reply.header('Cache-Control', 'private, no-store');
      return reply.status(201).send(sent);
    },
  );

  const report = {
    preValidation: app.limits.enforce('report'),
    schema: {
      params: idParamsSchema,
      body: reportInputSchema,
      response: { 201: reportSavedSchema },
    },
  };

  app.post('/marketplace/products/:id/reports', report, async (request, reply) => {
    const saved = await reportProduct(
      db(),
      request.params.id,
      request.user?.id ?? null,
      request.body,
    );
    return reply.status(201).send(saved);
  });

  app.post('/marketplace/stores/:id/reports', report, async (request, reply) => {
    const saved = await reportStore(
      db(),
      request.params.id,
      request.user?.id ?? null,
      request.body,
    );
    return reply.status(201).send(saved);
  });
};
