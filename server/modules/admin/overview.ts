/**
 * The operators' overview (GET /api/admin/overview): every figure counted by the database in one
 * pass per table, with the last 30 days against the 30 days before, and 30 days of orders.
 */
import { and, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminOverview, Trend } from '../../../common/contracts/admin.ts';
import { OPEN_DELIVERY_STATUSES } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  deliveryRequests,
  orders,
  products,
  reports,
  transporterProfiles,
  users,
} from '../../db/schema.ts';
import { disputeCounts } from './disputes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const OVERVIEW_DAYS = 30;

/** The two windows of every trend: [monthAgo, now) and [twoMonthsAgo, monthAgo). */
interface Windows {
  monthAgo: Date;
  twoMonthsAgo: Date;
}

/** count(*) (or sum(value)) over all rows, the last 30 days and the 30 days before, as text. */
function trendColumns(column: AnyPgColumn, windows: Windows, value?: SQL, only?: SQL) {
  const measure = value ? sql`sum(${value})` : sql`count(*)`;
  const keep = only ? sql` and ${only}` : sql``;
  const monthAgo = sql`${windows.monthAgo.toISOString()}::timestamptz`;
  const twoMonthsAgo = sql`${windows.twoMonthsAgo.toISOString()}::timestamptz`;
  const recent = sql`${column} >= ${monthAgo}`;
  const before = sql`${column} >= ${twoMonthsAgo} and ${column} < ${monthAgo}`;
  return {
    total: sql<string>`coalesce(${measure} filter (where true${keep}), 0)::text`,
    last30Days: sql<string>`coalesce(${measure} filter (where ${recent}${keep}), 0)::text`,
    previous30Days: sql<string>`coalesce(${measure} filter (where ${before}${keep}), 0)::text`,
  };
}

function toTrend(row: { total: string; last30Days: string; previous30Days: string } | undefined) {
  return {
    total: Number(row?.total ?? 0),
    last30Days: Number(row?.last30Days ?? 0),
    previous30Days: Number(row?.previous30Days ?? 0),
  } satisfies Trend;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

async function storeFigures(db: Db, windows: Windows) {
  const [row] = await db
    .select({
      ...trendColumns(users.createdAt, windows),
      suspended: countWhere(sql`${users.storeSuspendedAt} is not null`),
    })
    .from(users)
    .where(and(eq(users.userType, 'business'), eq(users.setupCompleted, true)));
  return { ...toTrend(row), suspended: row?.suspended ?? 0 };
}

async function productFigures(db: Db, windows: Windows) {
  const [row] = await db
    .select({
      ...trendColumns(products.createdAt, windows),
      hidden: countWhere(sql`${products.hiddenAt} is not null`),
    })
    .from(products)
    .where(isNull(products.archivedAt));
  return { ...toTrend(row), hidden: row?.hidden ?? 0 };
}

async function orderFigures(db: Db, windows: Windows) {
  const notCancelled = sql`${orders.status} <> 'cancelled'`;
  const [row] = await db
    .select({
      placed: trendColumns(orders.orderDate, windows),
      value: trendColumns(orders.orderDate, windows, sql`${orders.totalAmount}`, notCancelled),
    })
    .from(orders);
  return { orders: toTrend(row?.placed), orderValue: toTrend(row?.value) };
}

async function buyerFigures(db: Db, windows: Windows) {
  const [row] = await db
    .select(trendColumns(users.createdAt, windows))
    .from(users)
    .where(eq(users.userType, 'customer'));
  return toTrend(row);
}

async function transporterFigures(db: Db) {
  const status = transporterProfiles.verificationStatus;
  const bothDocuments = sql`${transporterProfiles.identityDocumentId} is not null and ${transporterProfiles.drivingLicenceId} is not null`;
  const [row] = await db
    .select({
      verified: countWhere(sql`${status} = 'verified'`),
      waiting: countWhere(sql`${status} = 'pending' and ${bothDocuments}`),
      incomplete: countWhere(sql`${status} = 'pending' and not (${bothDocuments})`),
      rejected: countWhere(sql`${status} = 'rejected'`),
      suspended: countWhere(sql`${status} = 'suspended'`),
    })
    .from(transporterProfiles);
  return {
    verified: row?.verified ?? 0,
    waiting: row?.waiting ?? 0,
    incomplete: row?.incomplete ?? 0,
    rejected: row?.rejected ?? 0,
    suspended: row?.suspended ?? 0,
  };
}

/** The queues' sizes: open deliveries, open reports, unread contact messages. */
async function queueFigures(db: Db) {
  const [[deliveries], [openReports], [unread]] = await Promise.all([
    db
      .select({ n: count() })
      .from(deliveryRequests)
      .where(inArray(deliveryRequests.status, [...OPEN_DELIVERY_STATUSES])),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    deliveriesOpen: deliveries?.n ?? 0,
    reportsOpen: openReports?.n ?? 0,
    contactUnread: unread?.n ?? 0,
  };
}

/**
 * Orders and the value of those not cancelled per UTC day, the 30 days ending today, every day
 * present (generate_series), oldest first.
 */
export async function ordersPerDay(db: Db, now: Date): Promise<AdminOverview['ordersPerDay']> {
  const today = now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - (OVERVIEW_DAYS - 1) * DAY_MS);
  const daily = db.$with('daily').as(
    db
      .select({
        day: sql<string>`(${orders.orderDate} at time zone 'UTC')::date`.as('order_day'),
        orders: sql<number>`count(*)`.as('day_orders'),
        value:
          sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)`.as(
            'day_value',
          ),
      })
      .from(orders)
      .where(gte(orders.orderDate, firstDay))
      .groupBy(sql`1`),
  );
  const rows = await db
    .with(daily)
    .select({
      date: sql<string>`to_char(series.day, 'YYYY-MM-DD')`,
      orders: sql<number>`coalesce(${daily.orders}, 0)::int`,
      value: sql<string>`coalesce(${daily.value}, 0)::text`,
    })
    .from(
      sql`generate_series(${today}::date - ${OVERVIEW_DAYS - 1}::integer, ${today}::date, interval '1 day') as series(day)`,
    )
    .leftJoin(daily, sql`${daily.day} = series.day::date`)
    .orderBy(sql`series.day`);
  return rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    value: Number(row.value),
  }));
}

/** Every figure of the overview, as of `now`. */
export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const windows = {
    monthAgo: new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS),
    twoMonthsAgo: new Date(now.getTime() - 2 * OVERVIEW_DAYS * DAY_MS),
  };
  const [stores, productsFigures, orderTrends, buyers, transporters, queues, disputes, perDay] =
    await Promise.all([
      storeFigures(db, windows),
      productFigures(db, windows),
      orderFigures(db, windows),
      buyerFigures(db, windows),
      transporterFigures(db),
      queueFigures(db),
      disputeCounts(db),
      ordersPerDay(db, now),
    ]);
  return {
    stores,
    products: productsFigures,
    ...orderTrends,
    buyers,
    transporters,
    ...queues,
    disputes,
    ordersPerDay: perDay,
  };
}
