/**
 * Delivery requests over HTTP (SPEC §7, DESIGN.md): sellers ask, release, withdraw, resolve a
 * locked request, dispute a failed one and rate its transporter; verified transporters see the
 * board and move requests along; others with a profile see its preview. Rules live in seller.ts,
 * board.ts, state-machine.ts and ratings.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryBoardSchema,
  deliveryMoveAnswerSchema,
  deliveryPreviewListSchema,
  sellerDeliverySchema,
  transporterSummarySchema,
} from '../../../common/contracts/deliveries.ts';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import {
  boardQuerySchema,
  deliveryDisputeSchema,
  deliveryRequestInputSchema,
  deliveryResolveSchema,
  deliveryStatusUpdateSchema,
  transporterRatingInputSchema,
} from '../../../common/schemas/delivery.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createDeliveryRequest,
  disputeDeliveryRequest,
  listDeliveryPreviews,
  listTransporterRequests,
  markReleasesSeen,
  moveDeliveryRequest,
  rateDeliveryRequest,
  releaseDeliveryRequest,
  resolveDeliveryRequest,
  transporterSummary,
  withdrawDeliveryRequest,
} from './index.ts';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Guards run before validation: a visitor gets 401 and a wrong account type 403.
  const transporter = requireUserType('transporter');
  const seller = requireUserType('business');

  app.get(
    '/delivery-requests',
    {
      preValidation: transporter,
      schema: { querystring: boardQuerySchema, response: { 200: deliveryBoardSchema } },
    },
    async (request) => listTransporterRequests(db(), currentUser(request).id, request.query),
  );

  app.get(
    '/delivery-requests/preview',
    { preValidation: transporter, schema: { response: { 200: deliveryPreviewListSchema } } },
    async (request) => listDeliveryPreviews(db(), currentUser(request).id),
  );

  app.get(
    '/transporter/summary',
    { preValidation: transporter, schema: { response: { 200: transporterSummarySchema } } },
    async (request) => transporterSummary(db(), currentUser(request).id),
  );

  app.post(
    '/transporter/releases/seen',
    { preValidation: transporter, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await markReleasesSeen(db(), currentUser(request).id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/delivery-requests',
    {
      preValidation: seller,
      schema: { body: deliveryRequestInputSchema, response: { 201: sellerDeliverySchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const delivery = await createDeliveryRequest(db(), user, request.body);
      return reply.status(201).send(delivery);
    },
  );

  app.patch(
    '/delivery-requests/:id',
    {
      preValidation: requireUserType('transporter', 'business'),
      schema: {
        params: idParamsSchema,
        body: deliveryStatusUpdateSchema,
        response: { 200: deliveryMoveAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const update = request.body;
      // The seller's moves: back to the board, or withdrawn; a transporter's: everything else.
      if (update.status === 'pending' || update.status === 'cancelled') {
        if (user.userType !== 'business') throw new AppError('FORBIDDEN', 'delivery.ownerOnly');
        return update.status === 'pending'
          ? releaseDeliveryRequest(db(), user.id, id)
          : withdrawDeliveryRequest(db(), user.id, id);
      }
      if (user.userType !== 'transporter') {
        throw new AppError('FORBIDDEN', 'delivery.transportersOnly');
      }
      return moveDeliveryRequest(db(), user.id, id, { ...update, status: update.status });
    },
  );

  app.delete(
    '/delivery-requests/:id',
    {
      preValidation: seller,
      schema: { params: idParamsSchema, response: { 200: sellerDeliverySchema } },
    },
    async (request) => withdrawDeliveryRequest(db(), currentUser(request).id, request.params.id),
  );

  app.post(
    '/delivery-requests/:id/resolve',
    {
      preValidation: seller,
      schema: {
        params: idParamsSchema,
        body: deliveryResolveSchema,
        response: { 200: sellerDeliverySchema },
      },
    },
    async (request) =>
      resolveDeliveryRequest(
        db(),
        currentUser(request).id,
        request.params.id,
        request.body.resolution,
      ),
  );

  app.post(
    '/delivery-requests/:id/dispute',
    {
      preValidation: seller,
      schema: {
        params: idParamsSchema,
        body: deliveryDisputeSchema,
        response: { 200: sellerDeliverySchema },
      },
    },
    async (request) =>
      disputeDeliveryRequest(db(), currentUser(request).id, request.params.id, request.body.note),
  );

  app.post(
    '/delivery-requests/:id/rating',
    {
      preValidation: seller,
      schema: {
        params: idParamsSchema,
        body: transporterRatingInputSchema,
        response: { 201: sellerDeliverySchema },
      },
    },
    async (request, reply) => {
      const delivery = await rateDeliveryRequest(
        db(),
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(delivery);
    },
  );
};
