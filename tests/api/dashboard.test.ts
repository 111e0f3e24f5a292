import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashCollections,
  cashHandovers,
  customers,
  orders,
  users,
} from '../../server/db/schema.ts';
import { weekOverWeek } from '../../server/modules/dashboard/service.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

describe('weekOverWeek', () => {
  it('gives the change in percent with one decimal, or null without a base', () => {
    expect(weekOverWeek(13, 12)).toBe(8.3);
    expect(weekOverWeek(9, 12)).toBe(-25);
    expect(weekOverWeek(5, 0)).toBeNull();
  });
});

describeEachEngine(
  'GET /api/dashboard/stats',
  (env) => {
    it('sums the store’s own figures exactly, leaving cancelled orders out of revenue', async () => {
      const { db } = env().database;
      const [seller] = await db.select().from(users).where(eq(users.username, 'demo_seller'));
      const storeId = seller?.id ?? 0;
      const [expected] = await db
        .select({ revenue: sql<string>`sum(${orders.totalAmount})::text` })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), ne(orders.status, 'cancelled')));
      const ordersCount = await db.$count(orders, eq(orders.storeId, storeId));
      const customersCount = await db.$count(customers, eq(customers.storeId, storeId));
      // The seeded deliveries' cash, less the hand-over the seller confirmed.
      const [collected] = await db
        .select({ sum: sql<string>`sum(${cashCollections.amount})::text` })
        .from(cashCollections)
        .where(eq(cashCollections.storeId, storeId));
      const [confirmed] = await db
        .select({ sum: sql<string>`coalesce(sum(${cashHandovers.amount}), 0)::text` })
        .from(cashHandovers)
        .where(and(eq(cashHandovers.storeId, storeId), eq(cashHandovers.status, 'confirmed')));
      const held = Math.round((Number(collected?.sum) - Number(confirmed?.sum)) * 1000) / 1000;
      expect(held).toBeGreaterThan(0);

      const cookie = await signIn(env().app, 'demo_seller');
      const response = await env().app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const stats = response.json();
      expect(stats).toMatchObject({
        ordersCount,
        customersCount,
        revenue: Number(expected?.revenue),
        cashHeldByTransporters: held,
      });
      expect(stats.unreadMessagesCount).toBeGreaterThan(0);
      expect(stats.revenueByDay).toHaveLength(30);
      expect(Object.keys(stats.trends)).toEqual(['orders', 'revenue', 'customers']);
    });

    it('is all zeros for a new store, and refused to other account types', async () => {
      const seller = await newAccount(env().app);
      const stats = (
        await env().app.inject({
          method: 'GET',
          url: '/api/dashboard/stats',
          headers: { cookie: seller.cookie },
        })
      ).json();
      expect(stats).toMatchObject({
        ordersCount: 0,
        revenue: 0,
        customersCount: 0,
        unreadMessagesCount: 0,
        unreadToday: 0,
        trends: { orders: null, revenue: null, customers: null },
        cashHeldByTransporters: 0,
      });
      const driver = await newAccount(env().app, 'transporter');
      expect(
        (
          await env().app.inject({
            method: 'GET',
            url: '/api/dashboard/stats',
            headers: { cookie: driver.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await env().app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode,
      ).toBe(401);
    });
  },
  { seed: true },
);
