/** The seller's WhatsApp templates (issue 15): GET/PUT /api/store/whatsapp-templates. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappTemplatesSchema } from '../../../common/contracts/whatsapp.ts';
import { whatsappTemplatesInputSchema } from '../../../common/schemas/whatsapp.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { getWhatsappTemplates, saveWhatsappTemplates } from './service.ts';

export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellerOnly = { preValidation: requireUserType('business') };

  app.get(
    '/store/whatsapp-templates',
    { ...sellerOnly, schema: { response: { 200: whatsappTemplatesSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getWhatsappTemplates(app.database.db, currentUser(request).id);
    },
  );

  app.put(
    '/store/whatsapp-templates',
    {
      ...sellerOnly,
      schema: { body: whatsappTemplatesInputSchema, response: { 200: whatsappTemplatesSchema } },
    },
    async (request) =>
      saveWhatsappTemplates(app.database.db, currentUser(request).id, request.body),
  );
};
