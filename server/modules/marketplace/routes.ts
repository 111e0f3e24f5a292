import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactSellerSchema,
  productSearchQuerySchema,
  storeProductsQuerySchema,
} from '../../../common/schemas/marketplace.ts';
import { type RateLimit, rateLimitByIp } from '../../plugins/rate-limit-by-ip.ts';
import { contactSeller } from './contact.ts';
import {
  getProduct,
  getStore,
  listFeaturedProducts,
  listStoreProducts,
  listStores,
  searchProducts,
} from './service.ts';
import { MESSAGES } from '../../../common/messages.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid ID' })
    .int('Invalid ID')
    .positive('Invalid ID')
    .max(2_147_483_647, 'Invalid ID'),
});

export interface MarketplaceRoutesOptions {
  /** Contact Seller messages from one address. */
  contactLimit: RateLimit;
}

/** The public marketplace (SPEC §7): open to everyone, signed in or not. */
export const marketplaceRoutes: FastifyPluginAsyncZod<MarketplaceRoutesOptions> = async (
  app,
  options,
) => {
  const db = () => app.database.db;

  app.get('/marketplace/stores', async () => listStores(db()));

  app.get('/marketplace/stores/:id', { schema: { params: idParams } }, async (request) =>
    getStore(db(), request.params.id),
  );

  app.get(
    '/marketplace/stores/:id/products',
    { schema: { params: idParams, querystring: storeProductsQuerySchema } },
    async (request) => listStoreProducts(db(), request.params.id, request.query),
  );

  app.get('/marketplace/products/featured', async () => listFeaturedProducts(db()));

  app.get(
    '/marketplace/products',
    { schema: { querystring: productSearchQuerySchema } },
    async (request) => searchProducts(db(), request.query),
  );

  app.get('/marketplace/products/:id', { schema: { params: idParams } }, async (request) =>
    getProduct(db(), request.params.id),
  );

  app.post(
    '/marketplace/stores/:id/messages',
    {
      preValidation: rateLimitByIp(options.contactLimit, MESSAGES.tooManyMessages),
      schema: { params: idParams, body: contactSellerSchema },
    },
    async (request, reply) => {
      const sent = await contactSeller(db(), request.params.id, request.user, request.body);
      return reply.status(201).send(sent);
    },
  );
};
