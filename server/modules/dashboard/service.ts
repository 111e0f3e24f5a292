import { sql, type SQL } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages, orders, storeDailyStats, storeHourlyStats } from '../../db/schema.ts';
import { storeCashHeld } from '../cash/index.ts';
import { countUnread } from '../messages/index.ts';
import { revenueByDay } from './revenue-by-day.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Percent change from last week to this week, one decimal; null when last week had nothing. */
export function weekOverWeek(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function startOfUtcHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The two weeks of the trends, [twoWeeksAgo, weekAgo) and [weekAgo, now), exact to the
 * millisecond as they always were, split along UTC hours: the whole hours strictly inside a week
 * come from store_hourly_stats, and the three hours a week starts or ends in ("edge hours") from
 * the rows themselves, through the (store_id, date) indexes. Each edge hour is read whole and
 * never counted from the hourly rows, so nothing is counted twice. What is read is 336 hourly
 * rows at most and three hours of orders and customers, however many the store has.
 */
function weeksOf(now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const edges = [twoWeeksAgo, weekAgo, now].map(startOfUtcHour);
  const [first, middle, last] = edges.map(timestamp);
  return {
    /** Hourly rows strictly inside the two weeks: one primary-key range. */
    hours: sql`hour > ${first} and hour < ${last}`,
    /** Among them, those strictly inside this week, and last week. */
    thisWeekHours: sql`hour > ${middle}`,
    lastWeekHours: sql`hour < ${middle}`,
    /** On the edge hours' rows, which of them fall in each week. */
    thisWeek: (column: string) =>
      sql`${sql.identifier(column)} >= ${timestamp(weekAgo)} and ${sql.identifier(column)} < ${timestamp(now)}`,
    lastWeek: (column: string) =>
      sql`${sql.identifier(column)} >= ${timestamp(twoWeeksAgo)} and ${sql.identifier(column)} < ${timestamp(weekAgo)}`,
    /** The store's rows of the edge hours: one index range scan each. */
    edgeRows(table: SQL, column: string, columns: SQL, storeId: number): SQL {
      return sql.join(
        edges.map(
          (edge) =>
            sql`(select ${columns} from ${table} where store_id = ${storeId}
              and ${sql.identifier(column)} >= ${timestamp(edge)}
              and ${sql.identifier(column)} < ${timestamp(new Date(edge.getTime() + HOUR_MS))})`,
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
 * How far before the clock `now` may be: the hourly rows go back 15 days from the database's
 * clock (migration 0023), the weeks back 14 days from `now`. The routes pass the clock; a test
 * asking for another moment gets an error rather than figures missing hours.
 */
const EARLIEST_NOW_MS = 12 * HOUR_MS;

/**
 * The counts and sums of the dashboard in one statement: all-time totals from the store's daily
 * rows, each week from its whole hours plus its edge hours' rows (weeksOf), and today's unread
 * messages. Sums are added by SQL on exact numerics and read as text.
 */
async function storeFigures(db: Db, storeId: number, now: Date): Promise<FiguresRow> {
  if (now.getTime() < Date.now() - EARLIEST_NOW_MS) {
    throw new Error('the trends are kept hour by hour for the last 15 days only');
  }
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
      totals.orders_count::int as orders_count,
      totals.revenue::text as revenue,
      totals.customers_count::int as customers_count,
      (hours.orders_this_week + edge_orders.this_week)::int as orders_this_week,
      (hours.orders_last_week + edge_orders.last_week)::int as orders_last_week,
      (hours.revenue_this_week + edge_orders.revenue_this_week)::text as revenue_this_week,
      (hours.revenue_last_week + edge_orders.revenue_last_week)::text as revenue_last_week,
      (hours.customers_this_week + edge_customers.this_week)::int as customers_this_week,
      (hours.customers_last_week + edge_customers.last_week)::int as customers_last_week,
      unread.today::int as unread_today
    from (
      select
        coalesce(sum(orders_count), 0) as orders_count,
        coalesce(sum(sales_revenue), 0) as revenue,
        coalesce(sum(customers_count), 0) as customers_count
      from ${storeDailyStats} where store_id = ${storeId}
    ) as totals,
    (
      select
        coalesce(sum(orders_count) filter (where ${weeks.thisWeekHours}), 0) as orders_this_week,
        coalesce(sum(orders_count) filter (where ${weeks.lastWeekHours}), 0) as orders_last_week,
        coalesce(sum(sales_revenue) filter (where ${weeks.thisWeekHours}), 0) as revenue_this_week,
        coalesce(sum(sales_revenue) filter (where ${weeks.lastWeekHours}), 0) as revenue_last_week,
        coalesce(sum(customers_count) filter (where ${weeks.thisWeekHours}), 0) as customers_this_week,
        coalesce(sum(customers_count) filter (where ${weeks.lastWeekHours}), 0) as customers_last_week
      from ${storeHourlyStats} where store_id = ${storeId} and ${weeks.hours}
    ) as hours,
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
 * totals come from store_daily_stats and the weeks from store_hourly_stats (kept by triggers,
 * migrations 0016 and 0023) with three hours of rows, so a store with 100,000 orders answers
 * about as fast as one with 1,000. `now` is the clock's, or at most 12 hours before it.
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
