/**
 * The dashboard reads kept-up daily rows (store_daily_stats, kept by triggers) instead of scanning
 * a store's orders and customers (issue 16). Here random checkouts, manual orders, status moves,
 * deliveries by a transporter, failed deliveries and returns received, customers added and
 * deleted, and orders moved in time (as a seed or an import would) go through the real routes and
 * the database; after each round the daily rows must equal a count over the orders and customers
 * tables, and every figure of the dashboard must equal what the scanning queries of before answer,
 * at now and at moments chosen so that orders sit exactly on the weeks' edges.
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DashboardStats } from '../../common/contracts/dashboard.ts';
import type { Db } from '../../server/db/client.ts';
import { customers, orders, storeDailyStats } from '../../server/db/schema.ts';
import { storeStats, weekOverWeek } from '../../server/modules/dashboard/service.ts';
import { allowedMoves } from '../../server/modules/order-lifecycle/index.ts';
import { caller, deliveryCodeOf, transporterWithProfile } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';

const DAY_MS = 86_400_000;

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

/** The daily rows as a count over the tables would make them (rows at zero left out). */
async function dailyRowsFromScratch(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
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
    order by 1, 2`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function dailyRowsKept(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select store_id, day::text as day, orders_count, sales_count, sales_revenue::text,
      customers_count
    from ${storeDailyStats}
    order by 1, 2`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
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

const aggregateFigures = (stats: DashboardStats) => ({
  ordersCount: stats.ordersCount,
  revenue: stats.revenue,
  customersCount: stats.customersCount,
  trends: stats.trends,
  revenueByDay: stats.revenueByDay,
});

describeEachEngine('dashboard figures from the kept-up daily rows', (env) => {
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
    // Orders and customers moved in time, some right on a week's edge or a UTC midnight, some
    // in the future: what a seed, an import or a clock would leave.
    const moveInTime = async () => {
      const now = Date.now();
      const edge = random.pick([now - 7 * DAY_MS, now - 14 * DAY_MS, now, now - 20 * DAY_MS]);
      const offset = random.pick([0, -1, 1, random.int(60 * DAY_MS) - 30 * DAY_MS]);
      let when = new Date(edge + offset * (Math.abs(offset) === 1 ? 3_600_000 : 1));
      if (random.next() < 0.3) when = new Date(Math.floor(when.getTime() / DAY_MS) * DAY_MS);
      if (random.next() < 0.5) {
        const placed = await storeOrders(random.pick([store, other]).id);
        if (!placed.length) return;
        const order = random.pick(placed);
        await db.update(orders).set({ orderDate: when }).where(eq(orders.id, order.id));
      } else {
        const [customer] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.storeId, random.pick([store, other]).id))
          .orderBy(sql`random()`)
          .limit(1);
        if (customer) {
          await db.update(customers).set({ createdAt: when }).where(eq(customers.id, customer.id));
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
      for (const s of [store, other]) {
        const answer = await call('GET', '/api/dashboard/stats', s.cookie);
        expect(answer.statusCode).toBe(200);
        expect(aggregateFigures(answer.json<DashboardStats>()), context(`round ${round}`)).toEqual(
          await figuresByScanning(db, s.id, new Date()),
        );
        // Moments that put orders exactly on a week's start, end or a day's edge.
        const dates = (await db.select({ at: orders.orderDate }).from(orders)).map((o) => o.at);
        if (!dates.length) dates.push(new Date());
        const moments = [
          ...[0, 1, 2].map(() => random.pick(dates).getTime() + 7 * DAY_MS),
          ...[0, 1].map(() => random.pick(dates).getTime() + 14 * DAY_MS),
          random.pick(dates).getTime(),
          Math.floor(Date.now() / DAY_MS) * DAY_MS,
          Date.now() - random.int(20 * DAY_MS),
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

  it('drops a store’s rows with its orders and customers', async () => {
    const { db } = env().database;
    const store = await newStore(env().app, 'Éphémère', [
      { name: 'Bougie', price: 4.2, stockQuantity: 10 },
    ]);
    const p = store.products[0] as { id: number; price: number };
    const response = await call('POST', '/api/checkout', undefined, {
      name: 'Nour Ben Ali',
      phone: '+216 22 333 444',
      governorate: 'TN-11',
      address: 'Rue de Rome 8, Tunis',
      items: [{ productId: p.id, quantity: 2, price: p.price }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const rowsOf = () =>
      db.select().from(storeDailyStats).where(eq(storeDailyStats.storeId, store.id));
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ ordersCount: 1, salesCount: 1, customersCount: 1 }),
    ]);
    await db.delete(orders).where(eq(orders.storeId, store.id));
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ ordersCount: 0, salesCount: 0, customersCount: 1 }),
    ]);
    await db.delete(customers).where(eq(customers.storeId, store.id));
    expect(await rowsOf()).toEqual([]);
  });
});
