import { sql, type SQL } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages, orders, storeDailyStats } from '../../db/schema.ts';
import { storeCashHeld } from '../cash/index.ts';
import { countUnread } from '../messages/index.ts';
import { revenueByDay } from './revenue-by-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent change from last week to this week, one decimal; null when last week had nothing. */
export function weekOverWeek(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;

/**
 * The two weeks of the trends, [twoWeeksAgo, weekAgo) and [weekAgo, now), exact to the
 * millisecond as they always were, split along UTC days: the whole days strictly inside a week
 * come from store_daily_stats, and the three days a week starts or ends in ("edge days") from
 * the rows themselves, through the (store_id, date) indexes. Each edge day is read whole and
 * never counted from the daily rows, so nothing is counted twice.
 */
function weeksOf(now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const edges = [twoWeeksAgo, weekAgo, now].map(startOfUtcDay);
  return {
    /** Daily rows strictly inside this week, and last week. */
    thisWeekDays: sql`day > ${day(weekAgo)} and day < ${day(now)}`,
    lastWeekDays: sql`day > ${day(twoWeeksAgo)} and day < ${day(weekAgo)}`,
    /** On the edge days' rows, which of them fall in each week. */
    thisWeek: (column: string) =>
      sql`${sql.identifier(column)} >= ${timestamp(weekAgo)} and ${sql.identifier(column)} < ${timestamp(now)}`,
    lastWeek: (column: string) =>
      sql`${sql.identifier(column)} >= ${timestamp(twoWeeksAgo)} and ${sql.identifier(column)} < ${timestamp(weekAgo)}`,
    /** The store's rows of the edge days: one index range scan each. */
    edgeRows(table: SQL, column: string, columns: SQL, storeId: number): SQL {
      return sql.join(
        edges.map(
          (edge) =>
            sql`(select ${columns} from ${table} where store_id = ${storeId}
              and ${sql.identifier(column)} >= ${timestamp(edge)}
              and ${sql.identifier(column)} < ${timestamp(new Date(edge.getTime() + DAY_MS))})`,
        ),
        sql` union all `,
      );
    },
  };
}

interface FiguresRow extends Record<string, unknown> {
  orders_count: number;
  revenue: string;
  customers_count: number;
  orders_this_week: number;
  orders_last_week: number;
  revenue_this_week: string;
  revenue_last_week: string;
  customers_this_week: number;
  customers_last_week: number;
  unread_today: number;
}

/**
 * The counts and sums of the dashboard in one statement: all-time totals from the store's daily
 * rows, each week from its whole days plus its edge days' rows (weeksOf), and today's unread
 * messages. Sums are added by SQL on exact numerics and read as text.
 */
async function storeFigures(db: Db, storeId: number, now: Date): Promise<FiguresRow> {
  const weeks = weeksOf(now);
  const edgeOrders = weeks.edgeRows(
    sql`${orders}`,
    'order_date',
    sql`order_date, status, total_amount`,
    storeId,
  );
  const edgeCustomers = weeks.edgeRows(sql`${customers}`, 'created_at', sql`created_at`, storeId);
  const sale = sql`status <> 'cancelled'`;
  const result = await db.execute<FiguresRow>(sql`
    select
      days.orders_count::int as orders_count,
      days.revenue::text as revenue,
      days.customers_count::int as customers_count,
      (days.orders_this_week + edge_orders.this_week)::int as orders_this_week,
      (days.orders_last_week + edge_orders.last_week)::int as orders_last_week,
      (days.revenue_this_week + edge_orders.revenue_this_week)::text as revenue_this_week,
      (days.revenue_last_week + edge_orders.revenue_last_week)::text as revenue_last_week,
      (days.customers_this_week + edge_customers.this_week)::int as customers_this_week,
      (days.customers_last_week + edge_customers.last_week)::int as customers_last_week,
      unread.today::int as unread_today
    from (
      select
        coalesce(sum(orders_count), 0) as orders_count,
        coalesce(sum(sales_revenue), 0) as revenue,
        coalesce(sum(customers_count), 0) as customers_count,
        coalesce(sum(orders_count) filter (where ${weeks.thisWeekDays}), 0) as orders_this_week,
        coalesce(sum(orders_count) filter (where ${weeks.lastWeekDays}), 0) as orders_last_week,
        coalesce(sum(sales_revenue) filter (where ${weeks.thisWeekDays}), 0) as revenue_this_week,
        coalesce(sum(sales_revenue) filter (where ${weeks.lastWeekDays}), 0) as revenue_last_week,
        coalesce(sum(customers_count) filter (where ${weeks.thisWeekDays}), 0) as customers_this_week,
        coalesce(sum(customers_count) filter (where ${weeks.lastWeekDays}), 0) as customers_last_week
      from ${storeDailyStats} where store_id = ${storeId}
    ) as days,
    (
      select
        count(*) filter (where ${weeks.thisWeek('order_date')}) as this_week,
        count(*) filter (where ${weeks.lastWeek('order_date')}) as last_week,
        coalesce(sum(total_amount) filter (where ${sale} and ${weeks.thisWeek('order_date')}), 0) as revenue_this_week,
        coalesce(sum(total_amount) filter (where ${sale} and ${weeks.lastWeek('order_date')}), 0) as revenue_last_week
      from (${edgeOrders}) as edge
    ) as edge_orders,
    (
      select
        count(*) filter (where ${weeks.thisWeek('created_at')}) as this_week,
        count(*) filter (where ${weeks.lastWeek('created_at')}) as last_week
      from (${edgeCustomers}) as edge
    ) as edge_customers,
    (
      select count(*) as today from ${messages}
      where store_id = ${storeId} and status = 'unread' and direction = 'inbound'
        and created_at >= ${timestamp(startOfUtcDay(now))}
    ) as unread
  `);
  const row = (result as unknown as { rows: FiguresRow[] }).rows[0];
  if (!row) throw new Error('the figures query answers one row');
  return row;
}

/**
 * The four figures of the dashboard, their week-over-week trends, 30 days of revenue and
 * orders (revenue-by-day.ts) and the cash transporters still hold for the store. Revenue counts
 * every order that is not cancelled. Nothing here scans a store's orders or customers: the
 * totals come from store_daily_stats (kept by triggers, migrations 0015 and 0016), so a store with 100,000
 * orders answers about as fast as one with 1,000.
 */
export async function storeStats(
  db: Db,
  storeId: number,
  now = new Date(),
): Promise<DashboardStats> {
  const [figures, unreadMessagesCount, daily, cashHeld] = await Promise.all([
    storeFigures(db, storeId, now),
    countUnread(db, storeId),
    revenueByDay(db, storeId, now),
    storeCashHeld(db, storeId),
  ]);
  return {
    ordersCount: Number(figures.orders_count),
    revenue: Number(figures.revenue),
    customersCount: Number(figures.customers_count),
    unreadMessagesCount,
    unreadToday: Number(figures.unread_today),
    trends: {
      orders: weekOverWeek(Number(figures.orders_this_week), Number(figures.orders_last_week)),
      revenue: weekOverWeek(Number(figures.revenue_this_week), Number(figures.revenue_last_week)),
      customers: weekOverWeek(
        Number(figures.customers_this_week),
        Number(figures.customers_last_week),
      ),
    },
    revenueByDay: daily,
    cashHeldByTransporters: cashHeld,
  };
}
