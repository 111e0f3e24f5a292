/**
 * GET /api/orders/:id/packing-slip (issue 14): the seller's own order as a PDF to print, shown
 * inline, never cached (it names the buyer).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { packingSlipQuerySchema } from '../../../common/schemas/packing-slip.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { siteOrigin } from '../marketplace/index.ts';
import { renderPackingSlip, slipData, trackingUrl } from './slip.ts';

export const packingSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/packing-slip',
    {
      preValidation: requireUserType('business'),
      schema: {
        params: idParamsSchema,
        querystring: packingSlipQuerySchema,
        response: { 200: z.instanceof(Buffer) },
      },
    },
    async (request, reply) => {
      const data = await slipData(app.database.db, currentUser(request).id, request.params.id);
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const pdf = await renderPackingSlip(data, {
        ...request.query,
        trackingUrl: trackingUrl(origin, data.reference),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="hanout-${data.reference}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
