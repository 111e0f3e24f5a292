import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardStatsSchema,
  sellerChecklistSchema,
  type SellerChecklist,
} from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { currentUser, requireUserType } from '../../plugins/auth.ts';
import { siteOrigin } from '../marketplace/index.ts';
import { dismissChecklist, markStoreShared, sellerChecklist } from './checklist.ts';
import { storeStats } from './service.ts';

/** How long the figures of one moment serve, while nothing they count changes. */
const TRENDS_FRESH_MS = 60_000;

type ChecklistAction = (db: Db, storeId: number, siteOrigin: string) => Promise<SellerChecklist>;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellerOnly = { preValidation: requireUserType('business') };
  const checklistAnswer = { ...sellerOnly, schema: { response: { 200: sellerChecklistSchema } } };

  // From the store's cached reads (plugins/store-reads.ts), dropped at every change to the
  // orders, customers, messages and cash the figures count. The two trend weeks also slide with
  // the clock: an entry serves its minute only, so a trend is never more than a minute behind.
  app.get(
    '/dashboard/stats',
    { ...sellerOnly, compress: false, schema: { response: { 200: dashboardStatsSchema } } },
    async (request, reply) => {
      const storeId = currentUser(request).id;
      return app.storeReads.send(request, reply, {
        storeId,
        key: `dashboard\0${Math.floor(Date.now() / TRENDS_FRESH_MS)}`,
        load: () => storeStats(app.database.db, storeId),
        schema: dashboardStatsSchema,
      });
    },
  );

  // The getting-started checklist: reads and changes alike answer with the state, for the cache.
  const checklistRoute =
    (action: ChecklistAction) => async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      return action(app.database.db, currentUser(request).id, origin);
    };

  app.get('/dashboard/checklist', checklistAnswer, checklistRoute(sellerChecklist));
  app.post('/dashboard/checklist/shared', checklistAnswer, checklistRoute(markStoreShared));
  app.post('/dashboard/checklist/dismiss', checklistAnswer, checklistRoute(dismissChecklist));
};
