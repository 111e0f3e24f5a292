/**
 * Delivery requests over HTTP (SPEC §7, DESIGN.md): sellers ask and withdraw, transporters with a
 * profile see the board and move requests along. Rules live in service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryRequestInputSchema,
  deliveryStatusUpdateSchema,
} from '../../../common/schemas/delivery.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createDeliveryRequest,
  listTransporterRequests,
  moveDeliveryRequest,
  transporterSummary,
  withdrawDeliveryRequest,
} from './service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid id.' })
    .int({ error: 'Invalid id.' })
    .positive({ error: 'Invalid id.' })
    .max(2_147_483_647, { error: 'Invalid id.' }),
});

const ONLY_TRANSPORTERS = 'Only transporters can take and carry delivery requests.';
const ONLY_SELLER = 'Only the store that asked for this delivery can withdraw it.';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Guards run before validation: a visitor gets 401 and a wrong account type 403.
  const transporter = requireUserType('transporter');
  const seller = requireUserType('business');

  app.get('/delivery-requests', { preValidation: transporter }, async (request) =>
    listTransporterRequests(db(), currentUser(request).id),
  );

  app.get('/transporter/summary', { preValidation: transporter }, async (request) =>
    transporterSummary(db(), currentUser(request).id),
  );

  app.post(
    '/delivery-requests',
    { preValidation: seller, schema: { body: deliveryRequestInputSchema } },
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
      schema: { params: idParams, body: deliveryStatusUpdateSchema },
    },
    async (request) => {
      const user = currentUser(request);
      const { status } = request.body;
      if (status === 'cancelled') {
        if (user.userType !== 'business') throw new AppError('FORBIDDEN', ONLY_SELLER);
        return withdrawDeliveryRequest(db(), user.id, request.params.id);
      }
      if (user.userType !== 'transporter') throw new AppError('FORBIDDEN', ONLY_TRANSPORTERS);
      return moveDeliveryRequest(db(), user.id, request.params.id, status);
    },
  );

  app.delete(
    '/delivery-requests/:id',
    { preValidation: seller, schema: { params: idParams } },
    async (request) => withdrawDeliveryRequest(db(), currentUser(request).id, request.params.id),
  );
};
