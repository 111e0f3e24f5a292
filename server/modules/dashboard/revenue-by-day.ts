/**
 * Revenue and orders per day for the dashboard chart: every day of the period, the days without
 * a sale included, counted by the database (generate_series) on exact numerics. Days are UTC
 * calendar days, like the rest of the dashboard's windows.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export const REVENUE_DAYS = 30;

/** `days` days ending with the UTC day of `now`, oldest first. Cancelled orders do not count. */
export async function revenueByDay(
  db: Db,
  storeId: number,
  now: Date,
  days = REVENUE_DAYS,
): Promise<DashboardStats['revenueByDay']> {
  const today = now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - (days - 1) * 86_400_000);
  const sales = db.$with('sales').as(
    db
      .select({
        day: sql<string>`(${orders.orderDate} at time zone 'UTC')::date`.as('sale_day'),
        revenue: sql<string>`sum(${orders.totalAmount})`.as('sale_revenue'),
        orders: sql<number>`count(*)`.as('sale_orders'),
      })
      .from(orders)
      .where(
        and(
          eq(orders.storeId, storeId),
          ne(orders.status, 'cancelled'),
          gte(orders.orderDate, firstDay),
        ),
      )
      .groupBy(sql`1`),
  );
  const rows = await db
    .with(sales)
    .select({
      date: sql<string>`to_char(series.day, 'YYYY-MM-DD')`,
      revenue: sql<string>`coalesce(${sales.revenue}, 0)::text`,
      orders: sql<number>`coalesce(${sales.orders}, 0)::int`,
    })
    .from(
      sql`generate_series(${today}::date - ${days - 1}::integer, ${today}::date, interval '1 day') as series(day)`,
    )
    .leftJoin(sales, sql`${sales.day} = series.day::date`)
    .orderBy(sql`series.day`);
  return rows.map((row) => ({
    date: row.date,
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}
