/**
 * The transporter's profile and verification documents over HTTP (SPEC §7, issue 13). Only
 * transporter accounts get past the guard.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transporterProfileSchema } from '../../../common/contracts/transporters.ts';
import { transporterDocumentsSchema } from '../../../common/schemas/admin.ts';
import {
  transporterProfileInputSchema,
  transporterProfileUpdateSchema,
} from '../../../common/schemas/delivery.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import {
  createTransporterProfile,
  getTransporterProfile,
  submitVerificationDocuments,
  updateTransporterProfile,
} from './service.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

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
    { schema: { params: idParamsSchema, body: transporterProfileUpdateSchema, response: profile } },
    async (request) =>
      updateTransporterProfile(db(), currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/transporter/verification',
    { schema: { body: transporterDocumentsSchema, response: profile } },
    async (request) => submitVerificationDocuments(db(), currentUser(request).id, request.body),
  );
};
