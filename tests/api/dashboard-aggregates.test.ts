/**
 * The dashboard reads kept-up daily and hourly rows (store_daily_stats, store_hourly_stats, kept
 * by triggers) instead of scanning a store's orders and customers (issue 16). Here random
 * checkouts, manual orders, status moves, deliveries by a transporter, failed deliveries and
 * returns received, customers added and deleted, and orders and customers moved in time (as a
 * seed or an import would, some onto an hour's or a day's first millisecond) go through the real
 * routes and the database; after each round the daily rows and the last 15 days' hourly rows must
 * equal a count over the orders and customers tables, and every figure of the dashboard must
 * equal what the scanning queries of before answer, at now and at moments chosen so that orders
 * sit exactly on the weeks' edges. A dashboard request reads three hours of a store's orders,
 * however many it has.
 */
import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DashboardStats } from '../../common/contracts/dashboard.ts';
import type { Db, RecordedStatement } from '../../server/db/client.ts';
import {
  customers,
  orders,
  storeDailyStats,
  storeHourlyStats,
  users,
} from '../../server/db/schema.ts';
import { storeStats, weekOverWeek } from '../../server/modules/dashboard/service.ts';
import { allowedMoves } from '../../server/modules/order-lifecycle/index.ts';
import { caller, deliveryCodeOf, transporterWithProfile } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const startOf = (unit: number, at: number) => Math.floor(at / unit) * unit;

/** A small seeded generator (mulberry32): a failure replays with the seed it prints. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

async function rowsOf(db: Db, query: SQL) {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The daily rows as a count over the tables would make them (rows at zero left out). */
async function dailyRowsFromScratch(db: Db) {
  return rowsOf(
    db,
    sql`
    select store_id, day::text as day, sum(o)::int as orders_count, sum(n)::int as sales_count,
      sum(r)::numeric(15, 3)::text as sales_revenue, sum(c)::int as customers_count
    from (
      select store_id, (order_date at time zone 'UTC')::date as day, 1 as o,
        (status <> 'cancelled')::int as n,
        case when status <> 'cancelled' then total_amount else 0 end as r, 0 as c
      from orders
      union all
      select store_id, (created_at at time zone 'UTC')::date, 0, 0, 0, 1 from customers
    ) as counted
    group by 1, 2
    order by 1, 2`,
  );
}

/**
 * The hourly rows as a count over the tables would make them, for the hours they are kept for: an
 * hour starting at most 15 days (360 hours) ago, give or take one for the clock passing an hour
 * during the test (the table may still hold the hour that just aged out).
 */
async function hourlyRowsFromScratch(db: Db) {
  return rowsOf(
    db,
    sql`
    select store_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as hour,
      sum(o)::int as orders_count, sum(n)::int as sales_count,
      sum(r)::numeric(15, 3)::text as sales_revenue, sum(c)::int as customers_count
    from (
      select store_id, date_trunc('hour', order_date, 'UTC') as hour, 1 as o,
        (status <> 'cancelled')::int as n,
        case when status <> 'cancelled' then total_amount else 0 end as r, 0 as c
      from orders
      union all
      select store_id, date_trunc('hour', created_at, 'UTC'), 0, 0, 0, 1 from customers
    ) as counted
    where hour >= date_trunc('hour', now() - interval '359 hours', 'UTC')
    group by 1, 2
    order by 1, 2`,
  );
}

async function hourlyRowsKept(db: Db) {
  return rowsOf(
    db,
    sql`
    select store_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as hour, orders_count,
      sales_count, sales_revenue::text, customers_count
    from ${storeHourlyStats}
    where hour >= date_trunc('hour', now() - interval '359 hours', 'UTC')
    order by 1, 2`,
  );
}

/** Hourly rows that should have been dropped, or never written: older than 15 days and an hour. */
async function hourlyRowsTooOld(db: Db) {
  return rowsOf(
    db,
    sql`select store_id, hour from ${storeHourlyStats}
    where hour < date_trunc('hour', now() - interval '361 hours', 'UTC')`,
  );
}

async function dailyRowsKept(db: Db) {
  return rowsOf(
    db,
    sql`
    select store_id, day::text as day, orders_count, sales_count, sales_revenue::text,
      customers_count
    from ${storeDailyStats}
    order by 1, 2`,
  );
}

/** The dashboard's figures exactly as the scanning queries before issue 16 computed them. */
async function figuresByScanning(db: Db, storeId: number, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const inWindow = (
    column: typeof orders.orderDate | typeof customers.createdAt,
    from: Date,
    to: Date,
  ) => and(gte(column, from), lt(column, to));
  const [o] = await db
    .select({
      all: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)::text`,
      revenueThisWeek: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled' and ${inWindow(orders.orderDate, weekAgo, now)}), 0)::text`,
      revenueLastWeek: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled' and ${inWindow(orders.orderDate, twoWeeksAgo, weekAgo)}), 0)::text`,
      thisWeek: sql<number>`(count(*) filter (where ${inWindow(orders.orderDate, weekAgo, now)}))::int`,
      lastWeek: sql<number>`(count(*) filter (where ${inWindow(orders.orderDate, twoWeeksAgo, weekAgo)}))::int`,
    })
    .from(orders)
    .where(eq(orders.storeId, storeId));
  const [c] = await db
    .select({
      all: sql<number>`count(*)::int`,
      thisWeek: sql<number>`(count(*) filter (where ${inWindow(customers.createdAt, weekAgo, now)}))::int`,
      lastWeek: sql<number>`(count(*) filter (where ${inWindow(customers.createdAt, twoWeeksAgo, weekAgo)}))::int`,
    })
    .from(customers)
    .where(eq(customers.storeId, storeId));
  const today = now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - 29 * DAY_MS);
  const sales = await db
    .select({
      day: sql<string>`to_char((${orders.orderDate} at time zone 'UTC')::date, 'YYYY-MM-DD')`,
      revenue: sql<string>`sum(${orders.totalAmount})::text`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        ne(orders.status, 'cancelled'),
        gte(orders.orderDate, firstDay),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(sales.map((row) => [row.day, row]));
  const revenueByDay = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
  return {
    ordersCount: o?.all ?? 0,
    revenue: Number(o?.revenue ?? 0),
    customersCount: c?.all ?? 0,
    trends: {
      orders: weekOverWeek(o?.thisWeek ?? 0, o?.lastWeek ?? 0),
      revenue: weekOverWeek(Number(o?.revenueThisWeek ?? 0), Number(o?.revenueLastWeek ?? 0)),
      customers: weekOverWeek(c?.thisWeek ?? 0, c?.lastWeek ?? 0),
    },
    revenueByDay,
  };
}

/** A recorded statement with its parameters written in, for EXPLAIN: numbers and strings only. */
function inlined({ sql: text, params }: RecordedStatement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`parameter $${n} is neither a number nor a string`);
  });
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows each table gave a statement, kept or filtered out, from EXPLAIN ANALYZE. */
async function rowsReadPerTable(db: Db, statement: RecordedStatement) {
  const [row] = await rowsOf(db, sql.raw(`explain (analyze, format json) ${inlined(statement)}`));
  const plan = Object.values(row ?? {})[0];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  const read: Record<string, number> = {};
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const rows =
        node['Actual Rows'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      read[table] = (read[table] ?? 0) + rows * node['Actual Loops'];
    }
    node.Plans?.forEach(visit);
  };
  if (root) visit(root.Plan);
  return read;
}

const aggregateFigures = (stats: DashboardStats) => ({
  ordersCount: stats.ordersCount,
  revenue: stats.revenue,
  customersCount: stats.customersCount,
  trends: stats.trends,
  revenueByDay: stats.revenueByDay,
});

describeEachEngine('dashboard figures from the kept-up daily and hourly rows', (env) => {
  const call = caller(() => env().app);

  it('equal a count over the orders after random orders, moves, deliveries and returns', async () => {
    const seed = Number(process.env.DASHBOARD_SEED ?? Date.now() % 1_000_000);
    const random = randomFrom(seed);
    const { app, database } = env();
    const { db } = database;
    const spec = (name: string, price: number) => ({ name, price, stockQuantity: 5000 });
    const store = await newStore(app, 'Dar Kmar', [
      spec('Chéchia rouge', 35.5),
      spec('Fouta', 12.35),
    ]);
    const other = await newStore(app, 'Souk Nabeul', [spec('Jarre', 48.1)]);
    const transporter = await transporterWithProfile(app);
    const mine = (
      await call('POST', '/api/customers', store.cookie, { name: 'Amel Jaziri' })
    ).json<{
      id: number;
    }>();
    const product = (s: typeof store) => random.pick(s.products);
    const context = (step: string) => `seed ${seed}, ${step}`;

    const checkout = async () => {
      const stores = random.next() < 0.3 ? [store, other] : [random.pick([store, other])];
      const items = stores.map((s) => {
        const p = product(s);
        return { productId: p.id, quantity: 1 + random.int(3), price: p.price };
      });
      const response = await call('POST', '/api/checkout', undefined, {
        name: `Acheteur ${random.int(1000)}`,
        phone: `+216 5${random.int(10)} 600 7${random.int(10)}${random.int(10)}`,
        governorate: 'TN-21',
        address: 'Rue de la Kasbah 3, Nabeul',
        items,
      });
      expect(response.statusCode, context(response.body)).toBe(201);
    };
    const manualOrder = async () => {
      const response = await call('POST', '/api/orders', store.cookie, {
        customerId: mine.id,
        items: [{ productId: product(store).id, quantity: 1 + random.int(4) }],
        shippingAddress: 'Rue Ibn Khaldoun 4, Tunis',
        paymentMethod: 'cash_on_delivery',
      });
      expect(response.statusCode, context(response.body)).toBe(201);
    };
    const storeOrders = (storeId: number) =>
      db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.storeId, storeId));
    const sellerMove = async () => {
      const s = random.pick([store, other]);
      const placed = await storeOrders(s.id);
      if (!placed.length) return;
      const order = random.pick(placed);
      const next = random.pick(allowedMoves(order.status));
      if (!next) return;
      const response = await call('PATCH', `/api/orders/${order.id}`, s.cookie, { status: next });
      expect([200, 409], context(response.body)).toContain(response.statusCode);
    };
    const returnReceived = async () => {
      const returned = (await storeOrders(store.id)).filter((o) => o.status === 'returned');
      if (!returned.length) return;
      const order = random.pick(returned);
      const response = await call('POST', `/api/orders/${order.id}/return-received`, store.cookie);
      expect([200, 409], context(response.body)).toContain(response.statusCode);
    };
    const delivery = async () => {
      const carriable = (await storeOrders(store.id)).filter((o) => o.status === 'processing');
      if (!carriable.length) return;
      const order = random.pick(carriable);
      const asked = await call('POST', '/api/delivery-requests', store.cookie, {
        orderId: order.id,
        packageDetails: 'Un colis',
        paymentAmount: '7.500',
      });
      if (asked.statusCode !== 201) return;
      const id = asked.json<{ id: number }>().id;
      const move = (status: string, extra: object = {}) =>
        call('PATCH', `/api/delivery-requests/${id}`, transporter.cookie, { status, ...extra });
      expect((await move('accepted')).statusCode).toBe(200);
      expect((await move('in_progress')).statusCode).toBe(200);
      const end =
        random.next() < 0.5
          ? await move('completed', { code: await deliveryCodeOf(app, order.id) })
          : await move('failed', { reason: 'refused' });
      expect(end.statusCode, context(end.body)).toBe(200);
    };
    const customerChange = async () => {
      if (random.next() < 0.6) {
        const response = await call('POST', '/api/customers', store.cookie, {
          name: `Client ${random.int(1000)}`,
        });
        expect(response.statusCode, context(response.body)).toBe(201);
        return;
      }
      const [gone] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.storeId, store.id), ne(customers.id, mine.id)))
        .limit(1);
      if (gone) {
        const response = await call('DELETE', `/api/customers/${gone.id}`, store.cookie);
        expect([204, 409], context(response.body)).toContain(response.statusCode);
      }
    };
    // Orders and customers moved in time, some right on a week's edge, an hour's start or a UTC
    // midnight, some a minute into the next hour, some past the 15 days the hourly rows keep
    // (and back), some in the future: what a seed, an import or a clock would leave.
    const moveInTime = async () => {
      const now = Date.now();
      const edge = random.pick([0, 7, 14, 15, 20].map((days) => now - days * DAY_MS));
      const offset = random.pick([0, -1, 1, -HOUR_MS, HOUR_MS, 60_000, -60_000]);
      let when = edge + (random.next() < 0.2 ? random.int(60 * DAY_MS) - 30 * DAY_MS : offset);
      const rounding = random.next();
      if (rounding < 0.3) when = startOf(HOUR_MS, when);
      else if (rounding < 0.45) when = startOf(DAY_MS, when);
      if (random.next() < 0.5) {
        const placed = await storeOrders(random.pick([store, other]).id);
        if (!placed.length) return;
        const order = random.pick(placed);
        await db
          .update(orders)
          .set({ orderDate: new Date(when) })
          .where(eq(orders.id, order.id));
      } else {
        const [customer] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.storeId, random.pick([store, other]).id))
          .orderBy(sql`random()`)
          .limit(1);
        if (customer) {
          await db
            .update(customers)
            .set({ createdAt: new Date(when) })
            .where(eq(customers.id, customer.id));
        }
      }
    };

    const actions = [checkout, checkout, checkout, manualOrder, sellerMove, sellerMove, sellerMove];
    const rarer = [returnReceived, delivery, customerChange, moveInTime, moveInTime];
    for (let round = 0; round < 6; round++) {
      for (let step = 0; step < 8; step++) {
        await (random.next() < 0.6 ? random.pick(actions) : random.pick(rarer))();
      }
      expect(await dailyRowsKept(db), context(`round ${round}: daily rows`)).toEqual(
        await dailyRowsFromScratch(db),
      );
      expect(await hourlyRowsKept(db), context(`round ${round}: hourly rows`)).toEqual(
        await hourlyRowsFromScratch(db),
      );
      expect(await hourlyRowsTooOld(db), context(`round ${round}: old hours`)).toEqual([]);
      for (const s of [store, other]) {
        const answer = await call('GET', '/api/dashboard/stats', s.cookie);
        expect(answer.statusCode).toBe(200);
        expect(aggregateFigures(answer.json<DashboardStats>()), context(`round ${round}`)).toEqual(
          await figuresByScanning(db, s.id, new Date()),
        );
        // Moments that put orders exactly on a week's start or end, or on an hour's or a day's
        // edge: the dashboard's `now` may be up to 12 hours before the clock, or any time after.
        const earliest = Date.now() - 12 * HOUR_MS;
        const dates = (await db.select({ at: orders.orderDate }).from(orders)).map((o) => o.at);
        const onEdges = dates
          .flatMap((date) => [0, 7, 14].map((days) => date.getTime() + days * DAY_MS))
          .filter((moment) => moment >= earliest);
        const moments = [
          ...[0, 1, 2, 3, 4].map(() => (onEdges.length ? random.pick(onEdges) : Date.now())),
          startOf(HOUR_MS, Date.now()),
          startOf(DAY_MS, Date.now() + DAY_MS),
          Date.now() - random.int(12 * HOUR_MS),
          Date.now() + random.int(20 * DAY_MS),
        ];
        for (const moment of moments) {
          const now = new Date(moment);
          expect(
            aggregateFigures(await storeStats(db, s.id, now)),
            context(`round ${round}, now ${now.toISOString()}`),
          ).toEqual(await figuresByScanning(db, s.id, now));
        }
      }
    }
    // Every kind of move happened at least once somewhere in the rounds.
    const statuses = new Set((await db.select({ s: orders.status }).from(orders)).map((o) => o.s));
    expect(statuses.has('cancelled'), context('a cancellation')).toBe(true);
  }, 240_000);

  /** A guest's checkout of two units of the store's first product. */
  const buyFrom = async (store: { products: { id: number; price: number }[] }) => {
    const p = store.products[0] as { id: number; price: number };
    const response = await call('POST', '/api/checkout', undefined, {
      name: 'Nour Ben Ali',
      phone: '+216 22 333 444',
      governorate: 'TN-11',
      address: 'Rue de Rome 8, Tunis',
      items: [{ productId: p.id, quantity: 2, price: p.price }],
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const candle = [{ name: 'Bougie', price: 4.2, stockQuantity: 10 }];
  const daysOf = (storeId: number) =>
    env().database.db.select().from(storeDailyStats).where(eq(storeDailyStats.storeId, storeId));
  const hoursOf = (storeId: number) =>
    env().database.db.select().from(storeHourlyStats).where(eq(storeHourlyStats.storeId, storeId));

  it('drops a store’s rows with its orders and customers, and with the store', async () => {
    const { db } = env().database;
    const store = await newStore(env().app, 'Éphémère', candle);
    await buyFrom(store);
    const placed = [expect.objectContaining({ ordersCount: 1, salesCount: 1, customersCount: 1 })];
    expect(await daysOf(store.id)).toEqual(placed);
    expect(await hoursOf(store.id)).toEqual(placed);
    await db.delete(orders).where(eq(orders.storeId, store.id));
    const customerOnly = [
      expect.objectContaining({ ordersCount: 0, salesCount: 0, customersCount: 1 }),
    ];
    expect(await daysOf(store.id)).toEqual(customerOnly);
    expect(await hoursOf(store.id)).toEqual(customerOnly);
    await db.delete(customers).where(eq(customers.storeId, store.id));
    expect(await daysOf(store.id)).toEqual([]);
    expect(await hoursOf(store.id)).toEqual([]);

    // A store deleted with its account: its orders and customers go, and what they counted.
    const closing = await newStore(env().app, 'Fermeture', candle);
    await buyFrom(closing);
    expect(await hoursOf(closing.id)).not.toEqual([]);
    await db.delete(users).where(eq(users.id, closing.id));
    expect(await daysOf(closing.id)).toEqual([]);
    expect(await hoursOf(closing.id)).toEqual([]);
  });

  it('keeps 15 days of hours: older ones go with a store’s next new hour, or with it', async () => {
    const { db } = env().database;
    /** A store that last sold 16 days ago: an hour row then, when it was recent, and an order. */
    const idleStore = async (name: string) => {
      const store = await newStore(env().app, name, candle);
      const aged = new Date(startOf(HOUR_MS, Date.now() - 16 * DAY_MS));
      await db.insert(storeHourlyStats).values({
        storeId: store.id,
        hour: aged,
        ordersCount: 1,
        salesCount: 1,
        salesRevenue: '9',
      });
      // Placed, or imported, after the hour aged out: its day counts it, no hour is written.
      const old = new Date(aged.getTime() + 10 * 60_000);
      await db.insert(orders).values({
        storeId: store.id,
        reference: `OLD-${store.id}`,
        customerName: 'Hela Mansour',
        totalAmount: 9,
        itemsCount: 1,
        orderDate: old,
      });
      expect(await daysOf(store.id)).toEqual([
        expect.objectContaining({ day: old.toISOString().slice(0, 10), ordersCount: 1 }),
      ]);
      expect(await hoursOf(store.id)).toEqual([expect.objectContaining({ hour: aged })]);
      return store;
    };

    const selling = await idleStore('Mémoire courte');
    await buyFrom(selling);
    expect(await hoursOf(selling.id)).toEqual([
      expect.objectContaining({ ordersCount: 1, salesCount: 1, customersCount: 1 }),
    ]);

    const closing = await idleStore('Rideau baissé');
    await db.delete(users).where(eq(users.id, closing.id));
    expect(await daysOf(closing.id)).toEqual([]);
    expect(await hoursOf(closing.id)).toEqual([]);

    // The weeks of a moment the hours no longer cover are refused rather than answered wrong.
    await expect(storeStats(db, selling.id, new Date(Date.now() - DAY_MS))).rejects.toThrow(
      '15 days',
    );
  });

  it('reads three hours of a store’s orders and customers, however many it has', async () => {
    const { db, recordQueries } = env().database;
    // Spread evenly over the last 15 days: wherever the clock is, each edge hour has its share
    // (5,000 orders: 14 an hour, 333 a day).
    const spread = async (storeId: number, ordersCount: number, customersCount: number) => {
      await db.execute(sql`
        insert into ${customers} (store_id, name, created_at)
        select ${storeId}, 'Client ' || i,
          now() - make_interval(secs => i * ${(15 * 86_400) / customersCount}::float8)
        from generate_series(1, ${customersCount}) as i`);
      await db.execute(sql`
        insert into ${orders} (store_id, reference, customer_name, status, total_amount,
          items_count, order_date)
        select ${storeId}, 'BR-' || ${storeId} || '-' || i, 'Client ' || i,
          case when i % 10 = 0 then 'cancelled' else 'processing' end, 10 + i % 7 + 0.125, 1,
          now() - make_interval(secs => i * ${(15 * 86_400) / ordersCount}::float8)
        from generate_series(1, ${ordersCount}) as i`);
    };
    const big = await newStore(env().app, 'Grand Souk');
    const small = await newStore(env().app, 'Petite Échoppe');
    await spread(big.id, 5000, 2000);
    await spread(small.id, 50, 20);
    await db.execute(sql`analyze ${orders}, ${customers}, ${storeHourlyStats}`);
    for (const store of [big, small]) {
      const now = new Date();
      const { result, statements } = await recordQueries(() => storeStats(db, store.id, now));
      expect(aggregateFigures(result)).toEqual(await figuresByScanning(db, store.id, now));
      const read: Record<string, number> = {};
      for (const statement of statements) {
        for (const [table, rows] of Object.entries(await rowsReadPerTable(db, statement))) {
          read[table] = (read[table] ?? 0) + rows;
        }
      }
      // Three edge hours of rows: whole edge days of them were 666 orders and more. (The hourly
      // rows, two weeks at most, are read through their primary key, or a scan of a table this
      // small.)
      expect(read.orders ?? 0, JSON.stringify(read)).toBeLessThanOrEqual(100);
      expect(read.customers ?? 0, JSON.stringify(read)).toBeLessThanOrEqual(100);
    }
  }, 60_000);
});
