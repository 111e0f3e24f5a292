/**
 * The dashboard's revenue chart reads revenueByDay: every day of the last 30, the days without
 * sales as zeros, each with its revenue and its number of orders (cancelled ones left out).
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DashboardStats } from '../../common/contracts/dashboard.ts';
import { orders } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';

const DAY_MS = 86_400_000;
const dayString = (offset: number) =>
  new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

describeEachEngine('the revenue chart’s days', (env) => {
  const call = caller(() => env().app);

  it('answers each of the 30 days with its revenue and order count, empty days as zeros', async () => {
    const store = await newStore(env().app, 'Miel de Zaghouan', [
      { name: 'Miel de thym', price: 6.35, stockQuantity: 50 },
    ]);
    const productId = store.products[0]?.id as number;
    const checkout = async (quantity: number) => {
      const response = await call('POST', '/api/checkout', undefined, {
        name: 'Salma Ayari',
        phone: '+216 50 600 700',
        governorate: 'TN-22',
        address: 'Route du Temple des Eaux, Zaghouan',
        items: [{ productId, quantity, price: 6.35 }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ orders: { id: number }[] }>().orders[0]?.id as number;
    };
    await checkout(2);
    await checkout(1);
    const cancelled = await checkout(4);
    await call('PATCH', `/api/orders/${cancelled}`, store.cookie, { status: 'cancelled' });
    const older = await checkout(3);
    // Three days ago, at noon UTC: the chart must show it on that day and nothing between.
    await env()
      .database.db.update(orders)
      .set({ orderDate: new Date(`${dayString(3)}T12:00:00Z`) })
      .where(eq(orders.id, older));

    const response = await call('GET', '/api/dashboard/stats', store.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json<DashboardStats>().revenueByDay;
    expect(days).toHaveLength(30);
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayString(29 - i)),
    );
    expect(days.at(-1)).toEqual({ date: dayString(0), revenue: 19.05, orders: 2 });
    expect(days.at(-4)).toEqual({ date: dayString(3), revenue: 19.05, orders: 1 });
    for (const offset of [1, 2, 4, 29]) {
      expect(days.at(-1 - offset)).toEqual({ date: dayString(offset), revenue: 0, orders: 0 });
    }
  });
});
