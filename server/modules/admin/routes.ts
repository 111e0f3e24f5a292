/**
 * The operators' API (/api/admin/*, issue 13). One guard for the whole module, before
 * validation: a visitor gets 401 and any account but an operator's 403, whatever they sent.
 * The audit log is read-only: it has a GET and nothing else (other methods are 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactMessagePageSchema,
  adminContactMessageSchema,
  adminDisputePageSchema,
  adminOverviewSchema,
  adminProductSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminStoreDetailSchema,
  adminStorePageSchema,
  adminStoreSchema,
  adminTransporterPageSchema,
  adminTransporterSchema,
  auditEntryPageSchema,
} from '../../../common/contracts/admin.ts';
import {
  adminAuditQuerySchema,
  adminContactMessageUpdateSchema,
  adminContactQuerySchema,
  adminDisputesQuerySchema,
  adminProductDecisionSchema,
  adminReportDecisionSchema,
  adminReportsQuerySchema,
  adminStoreDecisionSchema,
  adminStoresQuerySchema,
  adminTransporterDecisionSchema,
  adminTransportersQuerySchema,
} from '../../../common/schemas/admin.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { listAuditLog } from './audit.ts';
import { listDisputes } from './disputes.ts';
import { listContactMessages, updateContactMessage } from './inbox.ts';
import { decideProduct } from './moderation.ts';
import { adminOverview } from './overview.ts';
import { readPrivateDocument } from './private-media.ts';
import { dismissReport, listReports } from './reports.ts';
import { decideStore, getAdminStore, listStores } from './stores.ts';
import { decideTransporter, getAdminTransporter, listTransporters } from './transporters.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('preValidation', requireUserType('admin'));

  app.get('/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, async () =>
    adminOverview(db()),
  );

  app.get(
    '/admin/disputes',
    {
      schema: { querystring: adminDisputesQuerySchema, response: { 200: adminDisputePageSchema } },
    },
    async (request) => listDisputes(db(), request.query.page),
  );

  app.get(
    '/admin/transporters',
    {
      schema: {
        querystring: adminTransportersQuerySchema,
        response: { 200: adminTransporterPageSchema },
      },
    },
    async (request) => listTransporters(db(), request.query),
  );
  app.get(
    '/admin/transporters/:id',
    { schema: { params: idParamsSchema, response: { 200: adminTransporterSchema } } },
    async (request) => getAdminTransporter(db(), request.params.id),
  );
  app.patch(
    '/admin/transporters/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminTransporterDecisionSchema,
        response: { 200: adminTransporterSchema },
      },
    },
    async (request) =>
      decideTransporter(db(), currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/media/:id/:variant',
    {
      schema: {
        params: z.object({ id: z.string(), variant: z.string() }),
        // Bytes, sent as they are: the schema says what the answer is (like GET /media's).
        response: { 200: z.instanceof(Buffer) },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const stored = await readPrivateDocument(db(), app.mediaStorage, id, variant);
      if (!stored) throw new AppError('NOT_FOUND', 'media.notFound');
      // An identity document: never kept by a browser cache or a proxy.
      return reply
        .header('Cache-Control', 'private, no-store')
        .type(stored.contentType)
        .send(stored.data);
    },
  );

  app.get(
    '/admin/stores',
    { schema: { querystring: adminStoresQuerySchema, response: { 200: adminStorePageSchema } } },
    async (request) => listStores(db(), request.query),
  );
  app.get(
    '/admin/stores/:id',
    { schema: { params: idParamsSchema, response: { 200: adminStoreDetailSchema } } },
    async (request) => getAdminStore(db(), request.params.id),
  );
  app.patch(
    '/admin/stores/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminStoreDecisionSchema,
        response: { 200: adminStoreSchema },
      },
    },
    async (request) => decideStore(db(), currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminProductDecisionSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => decideProduct(db(), currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportPageSchema } } },
    async (request) => listReports(db(), request.query),
  );
  app.patch(
    '/admin/reports/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminReportDecisionSchema,
        response: { 200: adminReportSchema },
      },
    },
    async (request) => dismissReport(db(), currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        querystring: adminContactQuerySchema,
        response: { 200: adminContactMessagePageSchema },
      },
    },
    async (request) => listContactMessages(db(), request.query),
  );
  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminContactMessageUpdateSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    async (request) =>
      updateContactMessage(db(), currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/audit-log',
    { schema: { querystring: adminAuditQuerySchema, response: { 200: auditEntryPageSchema } } },
    async (request) => listAuditLog(db(), request.query.page),
  );
};
