/**
 * The cash trail over HTTP (issue 14): the transporter's side under /transporter/cash, the
 * seller's under /cash. Each route has its own guard, before validation (401 / 403 first).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashHandoverSchema, cashOverviewSchema } from '../../../common/contracts/cash.ts';
import {
  cashDisputeSchema,
  cashHandoverInputSchema,
  cashLedgerQuerySchema,
} from '../../../common/schemas/cash.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { declareHandover, decideHandover } from './handovers.ts';
import { cashOverview } from './ledger.ts';

export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const transporterOnly = { preValidation: requireUserType('transporter') };
  const sellerOnly = { preValidation: requireUserType('business') };

  app.get(
    '/transporter/cash',
    {
      ...transporterOnly,
      schema: { querystring: cashLedgerQuerySchema, response: { 200: cashOverviewSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return cashOverview(db(), 'transporter', currentUser(request).id, request.query);
    },
  );

  app.get(
    '/cash',
    {
      ...sellerOnly,
      schema: { querystring: cashLedgerQuerySchema, response: { 200: cashOverviewSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return cashOverview(db(), 'store', currentUser(request).id, request.query);
    },
  );

  app.post(
    '/transporter/cash/handovers',
    {
      ...transporterOnly,
      schema: { body: cashHandoverInputSchema, response: { 201: cashHandoverSchema } },
    },
    async (request, reply) => {
      const handover = await declareHandover(db(), currentUser(request).id, request.body);
      return reply.status(201).send(handover);
    },
  );

  app.post(
    '/cash/handovers/:id/confirm',
    { ...sellerOnly, schema: { params: idParamsSchema, response: { 200: cashHandoverSchema } } },
    async (request) =>
      decideHandover(db(), currentUser(request).id, request.params.id, { status: 'confirmed' }),
  );

  app.post(
    '/cash/handovers/:id/dispute',
    {
      ...sellerOnly,
      schema: {
        params: idParamsSchema,
        body: cashDisputeSchema,
        response: { 200: cashHandoverSchema },
      },
    },
    async (request) =>
      decideHandover(db(), currentUser(request).id, request.params.id, {
        status: 'disputed',
        note: request.body.note,
      }),
  );
};
