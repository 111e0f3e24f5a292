/**
 * Delivery terms over HTTP (issue 14): the seller's own (GET and PUT /api/store/delivery-terms)
 * and, for the cart and checkout, the public stores' (GET /api/marketplace/delivery-terms).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryTermsSchema,
  storeDeliveryTermsListSchema,
} from '../../../common/contracts/delivery-terms.ts';
import { issue } from '../../../common/messages.ts';
import { deliveryTermsInputSchema } from '../../../common/schemas/delivery.ts';
import { idText } from '../../../common/schemas/ids.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { getOwnDeliveryTerms, listPublicDeliveryTerms, replaceDeliveryTerms } from './service.ts';

/** The most stores one cart may ask about: a checkout takes at most 50 lines. */
const STORES_MAX = 50;
const invalidId = issue('request.id.invalid');

/** `?stores=3,8,12`: positive PostgreSQL integers, at most STORES_MAX of them, else 400. */
const storesQuerySchema = z.object({
  stores: z
    .string({ error: invalidId })
    .transform((value) => value.split(','))
    .pipe(z.array(idText()).min(1, invalidId).max(STORES_MAX, invalidId)),
});

export const deliveryTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const sellerOnly = { preValidation: requireUserType('business') };

  app.get(
    '/store/delivery-terms',
    { ...sellerOnly, schema: { response: { 200: deliveryTermsSchema } } },
    async (request) => getOwnDeliveryTerms(db(), currentUser(request).id),
  );

  app.put(
    '/store/delivery-terms',
    {
      ...sellerOnly,
      schema: { body: deliveryTermsInputSchema, response: { 200: deliveryTermsSchema } },
    },
    async (request) => replaceDeliveryTerms(db(), currentUser(request).id, request.body),
  );

  app.get(
    '/marketplace/delivery-terms',
    {
      schema: { querystring: storesQuerySchema, response: { 200: storeDeliveryTermsListSchema } },
    },
    async (request) => listPublicDeliveryTerms(db(), request.query.stores),
  );
};
