/**
 * Revenue and orders per day for the dashboard chart: every day of the period, the days without
 * a sale included (generate_series), read from the store's daily rows (store_daily_stats, kept by
 * triggers in the transaction of every order write) on exact numerics. Days are UTC calendar
 * days, like the rest of the dashboard's windows.
 */
import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { storeDailyStats } from '../../db/schema.ts';

export const REVENUE_DAYS = 30;

/**
 * `days` days ending with the UTC day of `now`, oldest first. Cancelled orders do not count: the
 * daily rows' sales are the orders not cancelled. One primary-key range of at most `days` rows.
 */
export async function revenueByDay(
  db: Db,
  storeId: number,
  now: Date,
  days = REVENUE_DAYS,
): Promise<DashboardStats['revenueByDay']> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      date: sql<string>`to_char(series.day, 'YYYY-MM-DD')`,
      revenue: sql<string>`coalesce(${storeDailyStats.salesRevenue}, 0)::text`,
      orders: sql<number>`coalesce(${storeDailyStats.salesCount}, 0)::int`,
    })
    .from(
      sql`generate_series(${today}::date - ${days - 1}::integer, ${today}::date, interval '1 day') as series(day)`,
    )
    .leftJoin(
      storeDailyStats,
      sql`${storeDailyStats.storeId} = ${storeId} and ${storeDailyStats.day} = series.day::date`,
    )
    .orderBy(sql`series.day`);
  return rows.map((row) => ({
    date: row.date,
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}
