/** The seller's dashboard (/api/dashboard): the figures and the getting-started checklist. */
import { z } from 'zod';
import { countSchema, daySchema, dinarsSchema } from './shared.ts';

/** Week-over-week change in percent (this week vs last), null when last week had none. */
const trendSchema = z.number().nullable();

export const dashboardStatsSchema = z.object({
  ordersCount: countSchema,
  revenue: dinarsSchema,
  customersCount: countSchema,
  unreadMessagesCount: countSchema,
  /** Messages that arrived today and are still unread, for "{n} new today". */
  unreadToday: countSchema,
  trends: z.object({ orders: trendSchema, revenue: trendSchema, customers: trendSchema }),
  /**
   * Revenue and number of orders per day for the last 30 days, oldest first, every day included
   * (0 and 0 on a day without sales). Cancelled orders count in neither.
   */
  revenueByDay: z.array(z.object({ date: daySchema, revenue: dinarsSchema, orders: countSchema })),
  /** Cash transporters collected for the store and have not handed over yet (issue 14). */
  cashHeldByTransporters: dinarsSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A new seller's getting-started checklist (GET /api/dashboard/checklist and its changes). */
export const sellerChecklistSchema = z.object({
  steps: z.object({
    storeDetails: z.boolean(),
    firstProduct: z.boolean(),
    storeShared: z.boolean(),
    firstOrder: z.boolean(),
  }),
  /** The seller hid the checklist; it stays hidden. */
  dismissed: z.boolean(),
  /** The store's public page, absolute, for sharing. */
  storeUrl: z.string(),
});
export type SellerChecklist = z.infer<typeof sellerChecklistSchema>;
