/** The transporter's profile over HTTP (SPEC §7). Only transporter accounts get past the guard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid id.' })
    .int({ error: 'Invalid id.' })
    .positive({ error: 'Invalid id.' })
    .max(2_147_483_647, { error: 'Invalid id.' }),
});

export const transporterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: a visitor gets 401 and a seller or buyer 403 whatever they sent.
  app.addHook('preValidation', requireUserType('transporter'));

  app.get('/transporter/profile', async (request) =>
    getTransporterProfile(db(), currentUser(request).id),
  );

  app.post(
    '/transporters',
    { schema: { body: transporterProfileInputSchema } },
    async (request, reply) => {
      const profile = await createTransporterProfile(db(), currentUser(request).id, request.body);
      return reply.status(201).send(profile);
    },
  );

  app.patch(
    '/transporters/:id',
    { schema: { params: idParams, body: transporterProfileUpdateSchema } },
    async (request) =>
      updateTransporterProfile(db(), currentUser(request).id, request.params.id, request.body),
  );
};
