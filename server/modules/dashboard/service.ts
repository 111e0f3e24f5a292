import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages, orders } from '../../db/schema.ts';
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

/**
 * The four figures of the dashboard, their week-over-week trends, 30 days of revenue and
 * orders (revenue-by-day.ts) and the cash transporters still hold for the store.
 * Revenue counts every order that is not cancelled; sums are done by SQL on exact numerics.
 */
export async function storeStats(
  db: Db,
  storeId: number,
  now = new Date(),
): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const today = startOfUtcDay(now);
  const inWindow = (
    column: typeof orders.orderDate | typeof customers.createdAt,
    from: Date,
    to: Date,
  ) => and(gte(column, from), lt(column, to));

  const [orderTotals, customerTotals, unreadMessagesCount, unreadToday, daily, cashHeld] =
    await Promise.all([
      db
        .select({
          all: count(),
          revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)::text`,
          revenueThisWeek: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled' and ${inWindow(orders.orderDate, weekAgo, now)}), 0)::text`,
          revenueLastWeek: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled' and ${inWindow(orders.orderDate, twoWeeksAgo, weekAgo)}), 0)::text`,
          thisWeek: sql<number>`(count(*) filter (where ${inWindow(orders.orderDate, weekAgo, now)}))::int`,
          lastWeek: sql<number>`(count(*) filter (where ${inWindow(orders.orderDate, twoWeeksAgo, weekAgo)}))::int`,
        })
        .from(orders)
        .where(eq(orders.storeId, storeId)),
      db
        .select({
          all: count(),
          thisWeek: sql<number>`(count(*) filter (where ${inWindow(customers.createdAt, weekAgo, now)}))::int`,
          lastWeek: sql<number>`(count(*) filter (where ${inWindow(customers.createdAt, twoWeeksAgo, weekAgo)}))::int`,
        })
        .from(customers)
        .where(eq(customers.storeId, storeId)),
      countUnread(db, storeId),
      db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.storeId, storeId),
            eq(messages.status, 'unread'),
            eq(messages.direction, 'inbound'),
            gte(messages.createdAt, today),
          ),
        ),
      revenueByDay(db, storeId, now),
      storeCashHeld(db, storeId),
    ]);

  const o = orderTotals[0];
  const c = customerTotals[0];

  return {
    ordersCount: o?.all ?? 0,
    revenue: Number(o?.revenue ?? 0),
    customersCount: c?.all ?? 0,
    unreadMessagesCount,
    unreadToday: unreadToday[0]?.n ?? 0,
    trends: {
      orders: weekOverWeek(o?.thisWeek ?? 0, o?.lastWeek ?? 0),
      revenue: weekOverWeek(Number(o?.revenueThisWeek ?? 0), Number(o?.revenueLastWeek ?? 0)),
      customers: weekOverWeek(c?.thisWeek ?? 0, c?.lastWeek ?? 0),
    },
    revenueByDay: daily,
    cashHeldByTransporters: cashHeld,
  };
}
