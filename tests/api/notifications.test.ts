/**
 * The notification centre on both engines (issue 15): each kind is written by its happening
 * (checkout, a status change, a message, a reply, a transporter's moves), listed newest first in
 * pages, read one by one or all at once, and only ever by its own reader.
 */
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { Notification, NotificationPage } from '../../common/contracts/notifications.ts';
import type { App } from '../../server/app.ts';
import { notifications } from '../../server/db/schema.ts';
import { createNotification } from '../../server/modules/notifications/index.ts';
import { describeEachEngine } from './harness.ts';
import { deliveryCodeOf, sellerWithOrder, transporterWithProfile } from './delivery-fixtures.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

const buyerForm = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

describeEachEngine(
  'notifications',
  (env) => {
    const call = caller(() => env().app);
    const page = async (cookie: string, query = '') => {
      const response = await call('GET', `/api/notifications${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json<NotificationPage>();
    };
    const newest = async (cookie: string) => (await page(cookie)).items[0];

    /** A store with one product, and a signed-in buyer who checked it out: the order's id. */
    async function placedOrder(app: App) {
      const store = await newStore(app, 'Olives de Sfax', [
        { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 20 },
      ]);
      const buyer = await newAccount(app, 'customer');
      const [oil] = store.products;
      const response = await call('POST', '/api/checkout', buyer.cookie, {
        ...buyerForm,
        items: [{ productId: oil?.id, quantity: 2, price: oil?.price }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<{
        orders: { id: number; reference: string; totalAmount: number }[];
      }>().orders[0];
      if (!order) throw new Error('no order placed');
      return { store, buyer, order };
    }

    it('tells the seller of a marketplace order, and the buyer of each status change', async () => {
      const { store, buyer, order } = await placedOrder(env().app);
      expect(await newest(store.cookie)).toMatchObject({
        kind: 'order_new',
        params: {
          reference: order.reference,
          customerName: 'Amel Trabelsi',
          total: order.totalAmount,
        },
        link: `/orders/${order.id}`,
        read: false,
      });
      expect((await page(buyer.cookie)).items).toEqual([]);

      const moved = await call('PATCH', `/api/orders/${order.id}`, store.cookie, {
        status: 'shipped',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await newest(buyer.cookie)).toMatchObject({
        kind: 'order_status',
        params: { reference: order.reference, storeName: 'Olives de Sfax', status: 'shipped' },
        link: `/dashboard/orders/${order.id}`,
        read: false,
      });
      // The seller's own move does not ring their bell.
      expect((await page(store.cookie)).items).toHaveLength(1);
    });

    it('does not ring for an order the seller typed in themselves', async () => {
      const { seller } = await sellerWithOrder(env().app);
      expect((await page(seller.cookie)).items).toEqual([]);
    });

    it('tells the seller of a customer’s message and the buyer of the store’s reply', async () => {
      const store = await newStore(env().app, 'Chechia Tunis');
      const buyer = await newAccount(env().app, 'customer');
      const sent = await call(
        'POST',
        `/api/marketplace/stores/${store.id}/messages`,
        buyer.cookie,
        {
          content: 'Avez-vous la taille 58 ?',
        },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const told = await newest(store.cookie);
      expect(told).toMatchObject({
        kind: 'message_new',
        params: { customerName: 'Test User', excerpt: 'Avez-vous la taille 58 ?' },
        link: '/messages',
      });

      const [message] = (await call('GET', '/api/messages', store.cookie)).json<
        { customerId: number }[]
      >();
      const reply = await call('POST', '/api/messages', store.cookie, {
        customerId: message?.customerId,
        content: `Oui, en rouge et en noir. ${'Très belle laine. '.repeat(20)}`,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const answer = await newest(buyer.cookie);
      expect(answer).toMatchObject({
        kind: 'message_reply',
        params: { storeName: 'Chechia Tunis' },
        link: '/dashboard',
      });
      // The first words only, ending with an ellipsis.
      const excerpt = String(answer?.params.excerpt);
      expect(excerpt.startsWith('Oui, en rouge et en noir.')).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(140);
      expect(excerpt.endsWith('…')).toBe(true);
      // Answered is read, in the bell too.
      expect((await page(store.cookie)).items.find((n) => n.id === told?.id)?.read).toBe(true);
    });

    it('reads the bell’s message of a customer when the seller reads that customer’s message', async () => {
      const store = await newStore(env().app, 'Tapis de Kairouan');
      const write = async (name: string, phone: string) => {
        const sent = await call('POST', `/api/marketplace/stores/${store.id}/messages`, undefined, {
          name,
          phone,
          content: `Bonjour, je suis ${name}.`,
        });
        expect(sent.statusCode, sent.body).toBe(201);
      };
      await write('Salma Ben Ali', '+216 22 111 333');
      await write('Karim Jaziri', '+216 55 444 666');
      const before = await page(store.cookie);
      expect(before.unread).toBe(2);
      const inbox = (await call('GET', '/api/messages', store.cookie)).json<
        { id: number; customerId: number; customer: { name: string } }[]
      >();
      const salma = inbox.find((m) => m.customer.name === 'Salma Ben Ali');
      const told = before.items.find((n) => n.params.customerName === 'Salma Ben Ali');
      expect(told?.params.customerId).toBe(salma?.customerId);

      const read = await call('PATCH', `/api/messages/${salma?.id}/status`, store.cookie, {
        status: 'read',
      });
      expect(read.statusCode, read.body).toBe(200);
      const after = await page(store.cookie);
      expect(after.unread).toBe(1);
      expect(after.items.find((n) => n.id === told?.id)?.read).toBe(true);
      expect(after.items.find((n) => n.params.customerName === 'Karim Jaziri')?.read).toBe(false);
    });

    it('tells the seller when a transporter accepts, starts, completes or fails a delivery', async () => {
      const { seller, order, newOrder } = await sellerWithOrder(env().app);
      const transporter = await transporterWithProfile(env().app);
      const move = async (id: number, status: string, extra: object = {}) => {
        const response = await call('PATCH', `/api/delivery-requests/${id}`, transporter.cookie, {
          status,
          ...extra,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      const requestFor = async (orderId: number) => {
        const response = await call('POST', '/api/delivery-requests', seller.cookie, {
          orderId,
          packageDetails: '2 × Huile d’olive 1L',
          paymentAmount: '9.500',
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number }>().id;
      };
      const kinds = async () => (await page(seller.cookie)).items.map((n) => n.kind);

      const first = await requestFor(order.id);
      await move(first, 'accepted');
      await move(first, 'in_progress');
      await move(first, 'completed', { code: await deliveryCodeOf(env().app, order.id) });
      const second = await newOrder();
      const other = await requestFor(second.id);
      await move(other, 'accepted');
      await move(other, 'in_progress');
      await move(other, 'failed', { reason: 'buyer_absent' });

      expect(await kinds()).toEqual([
        'delivery_failed',
        'delivery_started',
        'delivery_accepted',
        'delivery_completed',
        'delivery_started',
        'delivery_accepted',
      ]);
      const [failed] = (await page(seller.cookie)).items;
      expect(failed).toMatchObject({
        params: { transporterName: 'Test User' },
        link: `/orders/${second.id}`,
      });
      expect(typeof failed?.params.reference).toBe('string');
    });

    it('pages newest first with before, counts every unread, and marks read one or all', async () => {
      const reader = await newAccount(env().app, 'business');
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        const made = await env().database.db.transaction((tx) =>
          createNotification(
            tx,
            reader.id,
            'message_new',
            { customerName: `Client ${i}`, excerpt: 'Bonjour' },
            '/messages',
          ),
        );
        ids.push(made.id);
      }
      const first = await page(reader.cookie);
      expect(first.items.map((n) => n.id)).toEqual(ids.slice(5).reverse());
      expect(first.unread).toBe(25);
      expect(first.nextBefore).toBe(ids[5]);
      const rest = await page(reader.cookie, `?before=${first.nextBefore}`);
      expect(rest.items.map((n) => n.id)).toEqual(ids.slice(0, 5).reverse());
      expect(rest.nextBefore).toBeNull();
      const small = await page(reader.cookie, '?limit=2');
      expect(small.items).toHaveLength(2);
      expect(small.nextBefore).toBe(ids[23]);

      const one = await call('POST', `/api/notifications/${ids[24]}/read`, reader.cookie);
      expect(one.statusCode, one.body).toBe(204);
      expect(one.headers['cache-control']).toBe('no-store');
      // Again is fine.
      expect(
        (await call('POST', `/api/notifications/${ids[24]}/read`, reader.cookie)).statusCode,
      ).toBe(204);
      const after = await page(reader.cookie);
      expect(after.unread).toBe(24);
      expect(after.items[0]).toMatchObject({ id: ids[24], read: true });
      expect(after.items[1]).toMatchObject({ read: false });

      const all = await call('POST', '/api/notifications/read-all', reader.cookie);
      expect(all.statusCode, all.body).toBe(204);
      const done = await page(reader.cookie);
      expect(done.unread).toBe(0);
      expect(done.items.every((n: Notification) => n.read)).toBe(true);
    });

    it('refuses bad queries with a code, not a 500', async () => {
      const reader = await newAccount(env().app, 'customer');
      for (const query of ['?limit=0', '?limit=51', '?before=abc', '?before=-1']) {
        const response = await call('GET', `/api/notifications${query}`, reader.cookie);
        expect(response.statusCode, query).toBe(400);
      }
      const badId = await call('POST', '/api/notifications/abc/read', reader.cookie);
      expect(badId.statusCode).toBe(400);
    });

    it('keeps each account’s notifications its own: 404 for another’s, 401 signed out', async () => {
      const owner = await newAccount(env().app, 'business');
      const other = await newAccount(env().app, 'customer');
      const mine = await env().database.db.transaction((tx) =>
        createNotification(tx, owner.id, 'order_new', { reference: 'HN-1' }, '/orders/1'),
      );
      const theirs = await call('POST', `/api/notifications/${mine.id}/read`, other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('notification.notFound');
      expect(
        (await call('POST', '/api/notifications/999999999/read', other.cookie)).statusCode,
      ).toBe(404);
      expect((await page(other.cookie)).items).toEqual([]);
      // Read-all of another account leaves this one's alone.
      await call('POST', '/api/notifications/read-all', other.cookie);
      const [row] = await env()
        .database.db.select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, mine.id));
      expect(row?.readAt).toBeNull();

      expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
      expect((await call('GET', '/api/notifications?limit=abc')).statusCode).toBe(401);
      expect((await call('POST', `/api/notifications/${mine.id}/read`)).statusCode).toBe(401);
      expect((await call('POST', '/api/notifications/read-all')).statusCode).toBe(401);
    });

    it('lists a page in the same few queries whatever its length (no N+1)', async () => {
      const reader = await newAccount(env().app, 'business');
      const make = (count: number) =>
        env().database.db.transaction(async (tx) => {
          for (let i = 0; i < count; i++) {
            await createNotification(
              tx,
              reader.id,
              'message_new',
              { excerpt: `${i}` },
              '/messages',
            );
          }
        });
      const client = (env().database.db as unknown as { $client: { query: () => unknown } })
        .$client;
      const queriesFor = async () => {
        const spy = vi.spyOn(client, 'query');
        try {
          await page(reader.cookie, '?limit=50');
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      // The session's own lookup is cached after the first request: measure the page alone.
      await page(reader.cookie, '?limit=50');
      await make(2);
      const few = await queriesFor();
      await make(40);
      expect(await queriesFor()).toBe(few);
      expect(few).toBeGreaterThanOrEqual(2);
      expect(few).toBeLessThanOrEqual(4);
    });
    // No mail worker: its polls would land in the query count above.
  },
  { mail: { worker: false } },
);
