/** The transporter's profile over HTTP (SPEC §7). Only transporter accounts get past the guard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transporterProfileSchema } from '../../../common/contracts/transporters.ts';
import { issue } from '../../../common/messages.ts';
import {
  transporterProfileInputSchema,
  transporterProfileUpdateSchema,
} from '../../../common/schemas/delivery.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createTransporterProfile,
  getTransporterProfile,
  updateTransporterProfile,
} from './service.ts';

const invalidId = issue('request.id.invalid');
const idParams = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});

export const transporterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: a visitor gets 401 and a seller or buyer 403 whatever they sent.
  app.addHook('preValidation', requireUserType('transporter'));

  const profile = { 200: transporterProfileSchema };

  app.get('/transporter/profile', { schema: { response: profile } }, async (request) =>
    getTransporterProfile(db(), currentUser(request).id),
  );

  app.post(
    '/transporters',
    {
      schema: { body: transporterProfileInputSchema, response: { 201: transporterProfileSchema } },
    },
    async (request, reply) => {
      const profile = await createTransporterProfile(db(), currentUser(request).id, request.body);
      return reply.status(201).send(profile);
    },
  );

  app.patch(
    '/transporters/:id',
    { schema: { params: idParams, body: transporterProfileUpdateSchema, response: profile } },
    async (request) =>
      updateTransporterProfile(db(), currentUser(request).id, request.params.id, request.body),
  );
};
