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
import { sendCachedBody } from '../../cache/http-body.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

/**
 * The public marketplace (SPEC §7): open to everyone, signed in or not, reports on products and
 * stores included (issue 13). The reads answer from the public-read cache (public-reads.ts) with
 * a strong ETag, `Cache-Control: no-cache` and 304 on a matching If-None-Match (issue 16).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const answers = () => app.publicReads.answers;
  // The reads answer from the public-read cache, already serialized and compressed: the
  // compress plugin must not encode them again (sendCachedBody picks the encoding).
  const cached = { compress: false } as const;

  app.get(
    '/marketplace/stores',
    { ...cached, schema: { response: { 200: marketplaceStoreListSchema } } },
    async (request, reply) => sendCachedBody(request, reply, await answers().stores()),
  );

  app.get(
    '/marketplace/stores/:id',
    { ...cached, schema: { params: idParamsSchema, response: { 200: marketplaceStoreSchema } } },
    async (request, reply) =>
      sendCachedBody(request, reply, await answers().store(request.params.id)),
  );

  app.get(
    '/marketplace/stores/:id/products',
    {
      ...cached,
      schema: {
        params: idParamsSchema,
        querystring: storeProductsQuerySchema,
        response: { 200: marketplaceProductPageSchema },
      },
    },
    async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        await answers().storeProducts(request.params.id, request.query),
      ),
  );

  app.get(
    '/marketplace/products/featured',
    { ...cached, schema: { response: { 200: marketplaceProductListSchema } } },
    async (request, reply) => sendCachedBody(request, reply, await answers().featured()),
  );

  app.get(
    '/marketplace/products',
    {
      ...cached,
      schema: {
        querystring: productSearchQuerySchema,
        response: { 200: marketplaceProductPageSchema },
      },
    },
    async (request, reply) => sendCachedBody(request, reply, await answers().search(request.query)),
  );

  app.get(
    '/marketplace/products/:id',
    { ...cached, schema: { params: idParamsSchema, response: { 200: marketplaceProductSchema } } },
    async (request, reply) =>
      sendCachedBody(request, reply, await answers().product(request.params.id)),
  );

  app.get(
    '/marketplace/products/:id/related',
    {
      ...cached,
      schema: { params: idParamsSchema, response: { 200: marketplaceProductListSchema } },
    },
    async (request, reply) =>
      sendCachedBody(request, reply, await answers().related(request.params.id)),
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
