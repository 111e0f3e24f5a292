import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  MESSAGE_STATUSES,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
} from '../../common/enums.ts';
import { openPglite, type Database } from './client.ts';
import {
  customers,
  deliveryRequests,
  messages,
  orderItems,
  orders,
  products,
  transporterProfiles,
  users,
} from './schema.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from './seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const now = new Date('2026-03-14T10:30:00Z');
const DAY = 86_400_000;

let database: Database;
let summary: SeedSummary;
let seedMs = 0;

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  const started = performance.now();
  summary = await seedDemo(database.db, { now });
  seedMs = performance.now() - started;
  console.log(`seedDemo took ${Math.round(seedMs)} ms`, summary);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const count = (rows: unknown[]) => rows.length;
const distinct = <T>(values: T[]) => [...new Set(values)].sort();
/** Object.groupBy needs Node 21; the project supports Node 20. */
function groupByStore<T extends { storeId: number }>(rows: T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.storeId, [...(groups.get(row.storeId) ?? []), row]);
  return [...groups.values()];
}

describe('seedDemo', () => {
  it('is fast enough to run in tests', () => {
    expect(seedMs).toBeLessThan(5000);
  });

  it('creates the demo accounts, one per user type, with the demo password', async () => {
    for (const [userType, username] of Object.entries(DEMO_ACCOUNTS)) {
      const [user] = await database.db.select().from(users).where(eq(users.username, username));
      expect(user, username).toBeDefined();
      expect(user?.userType).toBe(userType);
      expect(user?.setupCompleted).toBe(true);
    }
    const [seller] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    expect(await verify(seller?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('creates at least six completed stores and one seller still in the wizard', async () => {
    const sellers = await database.db.select().from(users).where(eq(users.userType, 'business'));
    const stores = sellers.filter((u) => u.setupCompleted);
    expect(stores.length).toBeGreaterThanOrEqual(6);
    for (const s of stores) {
      expect(s.storeName).toBeTruthy();
      expect(s.storeDescription?.length).toBeGreaterThanOrEqual(10);
      expect(s.storeDescription?.length).toBeLessThanOrEqual(500);
      expect(s.storePhone).toMatch(/^\+216[2-57-9]\d{7}$/);
      expect(s.storeAddress).toBeTruthy();
    }
    const inWizard = sellers.filter((u) => !u.setupCompleted);
    expect(inWizard).toHaveLength(1);
    expect(inWizard[0]?.storeName).toBeNull();
    expect(stores[0]?.username).toBe(DEMO_ACCOUNTS.business);
  });

  it('creates products in every status, consistent stock, featured ones and their images', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(distinct(rows.map((p) => p.status))).toEqual([...PRODUCT_STATUSES].sort());
    for (const p of rows) {
      if (p.status === 'out_of_stock') expect(p.stockQuantity, p.name).toBe(0);
      if (p.status === 'low_stock') expect(p.stockQuantity, p.name).toBeGreaterThanOrEqual(1);
      if (p.status === 'low_stock') expect(p.stockQuantity, p.name).toBeLessThanOrEqual(5);
      expect(p.description.length).toBeGreaterThanOrEqual(10);
      expect(p.createdAt.getTime()).toBeGreaterThan(now.getTime() - 90 * DAY);
      expect(p.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(root, 'client/public', p.imageUrl ?? '')), p.imageUrl ?? '').toBe(
        true,
      );
    }
    const featured = rows.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(distinct(featured.map((p) => p.storeId)).length).toBeGreaterThanOrEqual(6);
    const perStore = groupByStore(rows);
    expect(perStore.length).toBeGreaterThanOrEqual(6);
    for (const list of perStore) expect(list.length).toBeGreaterThanOrEqual(8);
  });

  it('creates orders in every status, in every store, whose totals are the sum of their items', async () => {
    const rows = await database.db.select().from(orders);
    const byStore = groupByStore(rows);
    expect(byStore.length).toBeGreaterThanOrEqual(6);
    for (const list of byStore) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(distinct(list.map((o) => o.status))).toEqual([...ORDER_STATUSES].sort());
    }
    for (const o of rows) {
      expect(o.reference).toMatch(/^HN-[A-Z2-7]{6}$/);
      expect(o.orderDate.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(o.orderDate.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY);
      expect(o.statusHistory.at(-1)?.status).toBe(o.status);
      expect(o.statusHistory[0]?.status).toBe('processing');
      expect(new Date(o.statusHistory.at(-1)?.at ?? 0).getTime()).toBeLessThanOrEqual(
        now.getTime(),
      );
    }
    const wrongTotals = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.totalAmount} is distinct from (select sum(i.unit_price * i.quantity) from order_items i
              where i.order_id = ${orders.id} and i.store_id = ${orders.storeId})
          or ${orders.itemsCount} is distinct from (select sum(i.quantity)::int from order_items i
              where i.order_id = ${orders.id} and i.store_id = ${orders.storeId})`,
      );
    expect(wrongTotals).toEqual([]);
    const [buyer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.customer));
    const buyerOrders = rows.filter((o) => o.buyerUserId === buyer?.id);
    expect(distinct(buyerOrders.map((o) => o.storeId)).length).toBeGreaterThanOrEqual(2);
    const linked = await database.db
      .select()
      .from(customers)
      .where(eq(customers.userId, buyer?.id ?? -1));
    expect(linked.length).toBeGreaterThanOrEqual(2);
  });

  it('creates conversations in every status, with unread messages for the demo seller', async () => {
    const rows = await database.db.select().from(messages);
    expect(distinct(rows.map((m) => m.status))).toEqual([...MESSAGE_STATUSES].sort());
    const [seller] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    const own = rows.filter((m) => m.storeId === seller?.id);
    expect(distinct(own.map((m) => m.status))).toEqual([...MESSAGE_STATUSES].sort());
    expect(
      own.filter((m) => m.status === 'unread' && m.direction === 'inbound').length,
    ).toBeGreaterThanOrEqual(3);
    expect(rows.some((m) => m.direction === 'outbound')).toBe(true);
    const ages = rows.map((m) => (now.getTime() - m.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(14);
    expect(ages.some((a) => a < 0.4)).toBe(true);
    expect(ages.some((a) => a >= 1 && a < 1.4)).toBe(true);
  });

  it('creates two transporter profiles and delivery requests in every status, consistent with their orders', async () => {
    expect(await database.db.select().from(transporterProfiles)).toHaveLength(2);
    const rows = await database.db
      .select({ request: deliveryRequests, orderStatus: orders.status })
      .from(deliveryRequests)
      .innerJoin(
        orders,
        and(eq(orders.id, deliveryRequests.orderId), eq(orders.storeId, deliveryRequests.storeId)),
      );
    expect(count(rows)).toBe(summary.deliveryRequests);
    expect(distinct(rows.map((r) => r.request.status))).toEqual([...DELIVERY_STATUSES].sort());
    const [transporter] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.transporter));
    for (const { request, orderStatus } of rows) {
      expect(orderStatus).not.toBe('cancelled');
      if (request.status === 'pending') expect(request.transporterId).toBeNull();
      if (['accepted', 'in_progress', 'completed'].includes(request.status)) {
        expect(request.transporterId).not.toBeNull();
        expect(request.acceptedAt?.getTime()).toBeGreaterThanOrEqual(request.createdAt.getTime());
      }
      if (request.status === 'in_progress' || request.status === 'completed') {
        expect(request.startedAt?.getTime()).toBeGreaterThanOrEqual(
          request.acceptedAt?.getTime() ?? Infinity,
        );
      }
      if (request.status === 'completed') {
        expect(['delivered', 'completed']).toContain(orderStatus);
        expect(request.completedAt?.getTime()).toBeGreaterThanOrEqual(
          request.startedAt?.getTime() ?? Infinity,
        );
        expect(request.completedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    const mine = rows
      .filter((r) => r.request.transporterId === transporter?.id)
      .map((r) => r.request.status);
    expect(distinct(mine)).toEqual(['accepted', 'completed', 'in_progress']);
  });

  it('writes every price, rate and amount with at most two decimals, as the API requires', async () => {
    const { db } = database;
    const moreThanCents = (column: AnyPgColumn) => sql`${column} <> round(${column}, 2)`;
    const found = [
      ...(
        await db
          .select({ value: products.price })
          .from(products)
          .where(moreThanCents(products.price))
      ).map(({ value }) => `product price ${value}`),
      ...(
        await db
          .select({ value: orderItems.unitPrice })
          .from(orderItems)
          .where(moreThanCents(orderItems.unitPrice))
      ).map(({ value }) => `order item price ${value}`),
      ...(
        await db
          .select({ value: orders.totalAmount })
          .from(orders)
          .where(moreThanCents(orders.totalAmount))
      ).map(({ value }) => `order total ${value}`),
      ...(
        await db
          .select({ base: transporterProfiles.baseRate, perKm: transporterProfiles.ratePerKm })
          .from(transporterProfiles)
          .where(
            sql`${moreThanCents(transporterProfiles.baseRate)} or ${moreThanCents(transporterProfiles.ratePerKm)}`,
          )
      ).map(({ base, perKm }) => `transporter rates ${base} ${perKm}`),
      ...(
        await db
          .select({ value: deliveryRequests.paymentAmount })
          .from(deliveryRequests)
          .where(moreThanCents(deliveryRequests.paymentAmount))
      ).map(({ value }) => `delivery amount ${value}`),
    ];
    expect(found).toEqual([]);
  });

  it('is deterministic for a given now', async () => {
    const snapshot = () =>
      database.db
        .select({
          reference: orders.reference,
          total: orders.totalAmount,
          status: orders.status,
          date: orders.orderDate,
        })
        .from(orders)
        .orderBy(orders.id);
    const first = await snapshot();
    await database.db.execute(sql`truncate table users restart identity cascade`);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, { now });
    expect(await snapshot()).toEqual(first);
  });

  it('refuses to seed a database that already has data', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    await expect(seedDemo(database.db, { now })).rejects.toThrow(/already has users/);
    expect(await database.db.select().from(users)).toHaveLength(summary.users);
  });
});
