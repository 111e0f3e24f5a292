/** The seller's customer book over HTTP (SPEC §2 /customers, §7). Rules live in service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerInputSchema,
  customerUpdateSchema,
  listQuerySchema,
} from '../../../common/schemas/back-office.ts';
import { customerPageSchema, customerSchema } from '../../../common/contracts/customers.ts';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { createCustomer, deleteCustomer, listCustomers, updateCustomer } from './service.ts';
import { idParamsSchema } from '../../../common/schemas/ids.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before validation, so that a signed-out caller learns nothing from a 400.
  const preValidation = requireUserType('business');
  const db = () => app.database.db;

  app.get(
    '/customers',
    {
      preValidation,
      schema: { querystring: listQuerySchema, response: { 200: customerPageSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listCustomers(db(), currentUser(request).id, request.query);
    },
  );

  app.post(
    '/customers',
    { preValidation, schema: { body: customerInputSchema, response: { 201: customerSchema } } },
    async (request, reply) => {
      const customer = await createCustomer(db(), currentUser(request).id, request.body);
      return reply.status(201).send(customer);
    },
  );

  app.patch(
    '/customers/:id',
    {
      preValidation,
      schema: {
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      updateCustomer(db(), currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/customers/:id',
    { preValidation, schema: { params: idParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteCustomer(db(), currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
