/**
 * Delivery requests over HTTP (SPEC §7, DESIGN.md): sellers ask and withdraw, verified
 * transporters see the board and move requests along, others with a profile see its preview. Rules live in seller.ts, board.ts and
 * state-machine.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryMoveAnswerSchema,
  deliveryPreviewListSchema,
  deliveryRequestListSchema,
  sellerDeliverySchema,
  transporterSummarySchema,
} from '../../../common/contracts/deliveries.ts';
import {
  deliveryRequestInputSchema,
  deliveryStatusUpdateSchema,
} from '../../../common/schemas/delivery.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createDeliveryRequest,
  listDeliveryPreviews,
  listTransporterRequests,
  moveDeliveryRequest,
  transporterSummary,
  withdrawDeliveryRequest,
} from './index.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Guards run before validation: a visitor gets 401 and a wrong account type 403.
  const transporter = requireUserType('transporter');
  const seller = requireUserType('business');

  app.get(
    '/delivery-requests',
    { preValidation: transporter, schema: { response: { 200: deliveryRequestListSchema } } },
    async (request) => listTransporterRequests(db(), currentUser(request).id),
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
      const { status } = request.body;
      if (status === 'cancelled') {
        if (user.userType !== 'business') throw new AppError('FORBIDDEN', 'delivery.ownerOnly');
        return withdrawDeliveryRequest(db(), user.id, request.params.id);
      }
      if (user.userType !== 'transporter')
        throw new AppError('FORBIDDEN', 'delivery.transportersOnly');
      return moveDeliveryRequest(db(), user.id, request.params.id, status);
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
};
