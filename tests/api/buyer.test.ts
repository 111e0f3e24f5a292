import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

describeEachEngine(
  'the buyer area',
  (env) => {
    const get = (url: string, cookie?: string) =>
      env().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    it('lists the buyer’s orders from every store, newest first, with their lines', async () => {
      const cookie = await signIn(env().app, 'demo_buyer');
      const response = await get('/api/my/orders', cookie);
      expect(response.statusCode).toBe(200);
      const orders = response.json();
      expect(orders.length).toBeGreaterThan(0);
      expect(
        new Set(orders.map((o: { store: { id: number } }) => o.store.id)).size,
      ).toBeGreaterThan(1);
      const dates = orders.map((o: { orderDate: string }) => o.orderDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(orders[0].items.length).toBeGreaterThan(0);
      expect(orders[0].store.name).toBeTruthy();
      // The code for the transporter only while the parcel is still to come.
      for (const order of orders as { status: string; deliveryCode: string | null }[]) {
        if (['processing', 'shipped'].includes(order.status)) {
          expect(order.deliveryCode).toMatch(/^\d{4}$/);
        } else {
          expect(order.deliveryCode).toBeNull();
        }
      }
      expect(orders.some((o: { deliveryCode: string | null }) => o.deliveryCode === null)).toBe(
        true,
      );
    });

    it('lists the buyer’s conversations with each store, oldest message first', async () => {
      const cookie = await signIn(env().app, 'demo_buyer');
      const conversations = (await get('/api/my/conversations', cookie)).json();
      expect(conversations.length).toBeGreaterThan(0);
      for (const { messages } of conversations) {
        const times = messages.map((m: { createdAt: string }) => m.createdAt);
        expect([...times].sort()).toEqual(times);
      }
    });

    it('shows a new buyer nothing of anyone else, and refuses other accounts', async () => {
      const buyer = await newAccount(env().app, 'customer');
      expect((await get('/api/my/orders', buyer.cookie)).json()).toEqual([]);
      expect((await get('/api/my/conversations', buyer.cookie)).json()).toEqual([]);
      const seller = await signIn(env().app, 'demo_seller');
      expect((await get('/api/my/orders', seller)).statusCode).toBe(403);
      expect((await get('/api/my/orders')).statusCode).toBe(401);
    });
  },
  { seed: true },
);
