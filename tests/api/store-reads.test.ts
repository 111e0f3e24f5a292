/**
 * A seller's lists from memory (issue 16, plugins/store-reads.ts): a second read of the products
 * or orders list runs no query, answers stay personal (no-store, no ETag, each store its own),
 * and no change is ever missed: on the very next read of the same instance after a write through
 * the API, a checkout, another account's action or SQL straight to the database, and on
 * PostgreSQL within a second on another instance of the same database.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DashboardStats } from '../../common/contracts/dashboard.ts';
import type { OrderSummary } from '../../common/contracts/orders.ts';
import type { Product } from '../../common/contracts/products.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { customers, orders } from '../../server/db/schema.ts';
import { describeEachEngine, ENGINES } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const buyer = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

describeEachEngine(
  'a seller’s lists from memory',
  (env) => {
    const call = caller(() => env().app);
    const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
      env().app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
    const json = async <T>(url: string, cookie: string): Promise<T> => {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    };
    /** Reads url twice and checks that the second read was answered from memory: no query. */
    const cached = async (url: string, cookie: string) => {
      await get(url, cookie);
      const { result, statements } = await env().database.recordQueries(() => get(url, cookie));
      expect(result.statusCode, result.body).toBe(200);
      // The session is cached too; a read answered from memory asks the database nothing.
      expect(statements.map((statement) => statement.sql)).toEqual([]);
      return result;
    };
    const shop = async () => {
      const tag = randomBytes(3).toString('hex');
      const store = await newStore(env().app, `Dar Liste ${tag}`, [
        { name: `Tajine ${tag}`, price: 12, stockQuantity: 5 },
        { name: `Plat ${tag}`, price: 20, stockQuantity: 3 },
      ]);
      const [tajine, plat] = store.products as unknown as [{ id: number }, { id: number }];
      return { store, tajine, plat };
    };
    const productsOf = async (cookie: string) =>
      (await json<Page<Product>>('/api/products', cookie)).items;
    const ordersOf = async (cookie: string) =>
      (await json<Page<OrderSummary>>('/api/orders', cookie)).items;
    const checkout = async (productId: number, quantity: number, price: number) => {
      const order = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [{ productId, quantity, price }],
      });
      expect(order.statusCode, order.body).toBe(201);
    };

    describe('answers', () => {
      it('answers a second read of each list from memory, as no-store without an ETag', async () => {
        const { store, tajine } = await shop();
        await checkout(tajine.id, 1, 12);
        for (const url of [
          '/api/products',
          '/api/orders',
          '/api/orders/recent',
          '/api/orders?q=Amel',
        ]) {
          const response = await cached(url, store.cookie);
          expect(response.headers['cache-control'], url).toBe('no-store');
          expect(response.headers.etag, url).toBeUndefined();
        }
      });

      it('sends the same list compressed as the browser asks, byte for byte', async () => {
        const { store } = await shop();
        const plain = (await get('/api/products', store.cookie)).body;
        const gz = await get('/api/products', store.cookie, { 'accept-encoding': 'gzip' });
        const br = await get('/api/products', store.cookie, { 'accept-encoding': 'br, gzip' });
        // Small lists go out as they are; larger ones compressed once and kept.
        for (const [response, unpack] of [
          [gz, gunzipSync],
          [br, brotliDecompressSync],
        ] as const) {
          const encoding = response.headers['content-encoding'];
          const body = encoding ? unpack(response.rawPayload).toString() : response.body;
          expect(JSON.parse(body)).toEqual(JSON.parse(plain));
        }
      });

      it('keeps each store’s list its own, for the same address', async () => {
        const first = await shop();
        const second = await shop();
        await cached('/api/products', first.store.cookie);
        const theirs = await productsOf(second.store.cookie);
        expect(theirs.map((product) => product.id).sort()).toEqual(
          [second.tajine.id, second.plat.id].sort(),
        );
        const mine = await productsOf(first.store.cookie);
        expect(mine.map((product) => product.id).sort()).toEqual(
          [first.tajine.id, first.plat.id].sort(),
        );
      });
    });

    describe('a change is on the very next read of the same instance', () => {
      it('products added, edited and deleted by the seller', async () => {
        const { store, tajine, plat } = await shop();
        await cached('/api/products', store.cookie);
        const created = await call('POST', '/api/products', store.cookie, {
          name: 'Gargoulette neuve',
          description: 'Gargoulette en terre cuite de Nabeul.',
          price: 9,
          status: 'in_stock',
          stockQuantity: 4,
        });
        expect(created.statusCode, created.body).toBe(201);
        expect((await productsOf(store.cookie)).map((p) => p.name)).toContain('Gargoulette neuve');
        await cached('/api/products', store.cookie);
        await call('PATCH', `/api/products/${tajine.id}`, store.cookie, { price: 13.5 });
        expect((await productsOf(store.cookie)).find((p) => p.id === tajine.id)?.price).toBe(13.5);
        await cached('/api/products', store.cookie);
        const removed = await call('DELETE', `/api/products/${plat.id}`, store.cookie);
        expect(removed.statusCode, removed.body).toBe(204);
        expect((await productsOf(store.cookie)).map((p) => p.id)).not.toContain(plat.id);
      });

      it('an order placed by a buyer: the new order, and the stock it took', async () => {
        const { store, plat } = await shop();
        await cached('/api/products', store.cookie);
        await cached('/api/orders', store.cookie);
        await cached('/api/orders/recent', store.cookie);
        await checkout(plat.id, 2, 20);
        const [order] = await ordersOf(store.cookie);
        expect(order?.customerName).toBe(buyer.name);
        expect(order?.status).toBe('processing');
        const recent = await json<OrderSummary[]>('/api/orders/recent', store.cookie);
        expect(recent[0]?.id).toBe(order?.id);
        expect((await productsOf(store.cookie)).find((p) => p.id === plat.id)?.stockQuantity).toBe(
          1,
        );
      });

      it('an order moved along its life, and its customer renamed or deleted', async () => {
        const { store, tajine } = await shop();
        await checkout(tajine.id, 1, 12);
        const [placed] = await ordersOf(store.cookie);
        await cached('/api/orders', store.cookie);
        const shipped = await call('PATCH', `/api/orders/${placed?.id}`, store.cookie, {
          status: 'shipped',
        });
        expect(shipped.statusCode, shipped.body).toBe(200);
        expect((await ordersOf(store.cookie))[0]?.status).toBe('shipped');

        const customerId = placed?.customer?.id as number;
        await cached('/api/orders', store.cookie);
        const renamed = await call('PATCH', `/api/customers/${customerId}`, store.cookie, {
          name: 'Amel Ben Trabelsi',
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect((await ordersOf(store.cookie))[0]?.customer?.name).toBe('Amel Ben Trabelsi');

        await cached('/api/orders', store.cookie);
        const deleted = await call('DELETE', `/api/customers/${customerId}`, store.cookie);
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect((await ordersOf(store.cookie))[0]?.customer).toBeNull();
      });

      it('the dashboard’s figures: an order, a customer’s message, and a message read', async () => {
        const { store, tajine } = await shop();
        const stats = () => json<DashboardStats>('/api/dashboard/stats', store.cookie);
        await cached('/api/dashboard/stats', store.cookie);
        const before = await stats();
        await checkout(tajine.id, 1, 12);
        const ordered = await stats();
        expect(ordered.ordersCount).toBe(before.ordersCount + 1);
        expect(ordered.revenue).toBeGreaterThan(before.revenue);

        await cached('/api/dashboard/stats', store.cookie);
        const written = await call(
          'POST',
          `/api/marketplace/stores/${store.id}/messages`,
          undefined,
          {
            name: 'Rania Mansour',
            email: 'rania@example.tn',
            content: 'Bonjour, livrez-vous à Sfax ?',
          },
        );
        expect(written.statusCode, written.body).toBe(201);
        expect((await stats()).unreadMessagesCount).toBe(ordered.unreadMessagesCount + 1);

        await cached('/api/dashboard/stats', store.cookie);
        const [message] = (await json<{ id: number }[]>('/api/messages', store.cookie)).slice(-1);
        const read = await call('PATCH', `/api/messages/${message?.id}/status`, store.cookie, {
          status: 'read',
        });
        expect(read.statusCode, read.body).toBe(200);
        expect((await stats()).unreadMessagesCount).toBe(ordered.unreadMessagesCount);
      });

      it('rows changed by SQL straight to the database', async () => {
        const { store, tajine } = await shop();
        await checkout(tajine.id, 1, 12);
        const [placed] = await ordersOf(store.cookie);
        await cached('/api/orders', store.cookie);
        await env()
          .database.db.update(orders)
          .set({ status: 'cancelled' })
          .where(eq(orders.id, placed?.id as number));
        expect((await ordersOf(store.cookie))[0]?.status).toBe('cancelled');
        await cached('/api/orders', store.cookie);
        await env()
          .database.db.update(customers)
          .set({ name: 'Nom changé en SQL' })
          .where(eq(customers.id, placed?.customer?.id as number));
        expect((await ordersOf(store.cookie))[0]?.customer?.name).toBe('Nom changé en SQL');
      });
    });
    // No email worker: its background statements would be counted as the reads'.
  },
  { mail: { worker: false } },
);

/** Two instances (two apps, pools and listeners, as two processes) on one PostgreSQL database. */
describe.runIf(ENGINES.includes('postgres'))('a seller’s lists across instances [postgres]', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hanout_test_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  const start = async () => {
    const database = await openPostgres(databaseUrl(adminUrl, name), 5);
    databases.push(database);
    const app = await buildApp({
      config: testConfig(),
      database,
      clientRoot: '/nonexistent-client-build',
      logger: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    await adminQuery(
      adminUrl,
      `create database "${name}" template "${inject('postgresTemplate')}"`,
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  });

  it('shows on B, within a second, an order placed on A, after B had the list in memory', async () => {
    const a = await start();
    const b = await start();
    const store = await newStore(a, 'Dar Deux Listes', [
      { name: 'Tajine deux listes', price: 30, stockQuantity: 4 },
    ]);
    const [tajine] = store.products as unknown as [{ id: number }];
    const read = (app: App) =>
      app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: store.cookie } });
    expect((await read(b)).json<Page<OrderSummary>>().items).toEqual([]);
    const { statements } = await b.database.recordQueries(() => read(b));
    expect(statements).toEqual([]);
    const order = await caller(() => a)('POST', '/api/checkout', undefined, {
      ...buyer,
      items: [{ productId: tajine.id, quantity: 1, price: 30 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const committed = Date.now();
    let seen = 0;
    while (seen === 0 && Date.now() - committed < 1000) {
      seen = (await read(b)).json<Page<OrderSummary>>().items.length;
      if (seen === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen).toBe(1);
    expect(Date.now() - committed).toBeLessThan(1000);
  });
});
