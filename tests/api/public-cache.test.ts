/**
 * The public-read cache (issue 16): answers with a strong ETag and 304, compressed once and
 * correctly, a hit that runs no query, and never a stale answer after a change, on the very next
 * read of the same instance (a write through the API, or SQL straight to the database) and, on
 * PostgreSQL, within a second on another instance of the same database. Bounded in size.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from '../../common/contracts/shared.ts';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { media, products } from '../../server/db/schema.ts';
import { newAdmin } from './admin-fixtures.ts';
import { describeEachEngine, ENGINES } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const buyer = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};
const REASON = 'Photo trompeuse, produit non conforme';

describeEachEngine('public read cache', (env) => {
  const call = caller(() => env().app);
  const get = (url: string, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'GET', url, headers });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  /** Reads url twice and checks that the second read was answered from memory: no query. */
  const cached = async (url: string) => {
    await get(url);
    const { result, statements } = await env().database.recordQueries(() => get(url));
    expect(result.statusCode, result.body).toBe(200);
    expect(statements.map((statement) => statement.sql)).toEqual([]);
    return result;
  };
  let unique = 0;
  /** A store with two products on sale, each with a name no other test uses. */
  const shop = async () => {
    unique += 1;
    const tag = `${randomBytes(3).toString('hex')}${unique}`;
    const store = await newStore(env().app, `Dar Cache ${tag}`, [
      { name: `Tajine cache${tag}`, price: 12, stockQuantity: 5, featured: true },
      { name: `Plat cache${tag}`, price: 20, stockQuantity: 3 },
    ]);
    const [tajine, plat] = store.products as unknown as [{ id: number }, { id: number }];
    return { store, tajine, plat, search: `/api/marketplace/products?q=cache${tag}` };
  };

  describe('HTTP caching', () => {
    it('answers with a strong ETag, no-cache, and 304 to a matching If-None-Match', async () => {
      const { tajine } = await shop();
      const url = `/api/marketplace/products/${tajine.id}`;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toBe('accept-encoding');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
        const again = await get(url, { 'if-none-match': ifNoneMatch });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('no-cache');
      }
      const other = await get(url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
      // Security headers still go out on a cached answer.
      expect(first.headers['x-content-type-options']).toBe('nosniff');
    });

    it('changes the ETag when the answer changes, and then answers 200 to the old one', async () => {
      const { store, tajine } = await shop();
      const url = `/api/marketplace/products/${tajine.id}`;
      const before = await get(url);
      const edit = await call('PATCH', `/api/products/${tajine.id}`, store.cookie, { price: 13 });
      expect(edit.statusCode, edit.body).toBe(200);
      const after = await get(url, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json<MarketplaceProduct>().price).toBe(13);
    });

    it('compresses once, as the client accepts, to exactly the plain body', async () => {
      const { search } = await shop();
      const url = `/api/marketplace/products/featured`;
      for (const target of [url, search]) {
        const plain = await get(target);
        expect(plain.headers['content-encoding']).toBeUndefined();
        const gzip = await get(target, { 'accept-encoding': 'gzip, deflate' });
        const br = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
        if (plain.rawPayload.length < 1024) continue;
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        expect(gzip.headers.vary).toBe('accept-encoding');
        // Each representation has its own strong tag; any of them revalidates.
        expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
        const revalidated = await get(target, {
          'accept-encoding': 'gzip',
          'if-none-match': gzip.headers.etag as string,
        });
        expect(revalidated.statusCode).toBe(304);
        const refused = await get(target, { 'accept-encoding': 'br;q=0, gzip;q=0' });
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(refused.body).toBe(plain.body);
      }
      const featured = await get(url);
      expect(featured.rawPayload.length).toBeGreaterThan(1024);
    });

    it('answers every public read from memory the second time, with the same body', async () => {
      const { store, tajine, search } = await shop();
      for (const url of [
        '/api/marketplace/products/featured',
        '/api/marketplace/stores',
        `/api/marketplace/stores/${store.id}`,
        `/api/marketplace/stores/${store.id}/products?sort=price_asc`,
        `/api/marketplace/products/${tajine.id}`,
        `/api/marketplace/products/${tajine.id}/related`,
        search,
      ]) {
        const first = await get(url);
        const second = await cached(url);
        expect(second.body, url).toBe(first.body);
      }
    });

    it('keeps the 404s and the 400s of the routes, and caches neither', async () => {
      const { store, tajine } = await shop();
      expect((await get('/api/marketplace/products/99999999')).statusCode).toBe(404);
      expect((await get('/api/marketplace/stores/abc')).statusCode).toBe(400);
      expect((await get('/api/marketplace/products?minPrice=5&maxPrice=1')).statusCode).toBe(400);
      const gone = await call('DELETE', `/api/products/${tajine.id}`, store.cookie);
      expect(gone.statusCode, gone.body).toBe(204);
      expect((await get(`/api/marketplace/products/${tajine.id}`)).statusCode).toBe(404);
      expect((await get(`/api/marketplace/products/${tajine.id}`)).statusCode).toBe(404);
    });
  });

  describe('a change is on the very next read of the same instance', () => {
    it('a price edit', async () => {
      const { store, tajine, search } = await shop();
      const urls = [
        `/api/marketplace/products/${tajine.id}`,
        `/api/marketplace/stores/${store.id}/products`,
        search,
        '/api/marketplace/products/featured',
      ];
      for (const url of urls) await cached(url);
      const edit = await call('PATCH', `/api/products/${tajine.id}`, store.cookie, {
        price: 14.5,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await json<MarketplaceProduct>(urls[0] as string)).price).toBe(14.5);
      for (const url of urls.slice(1)) {
        const listed = await json<Page<MarketplaceProduct> | MarketplaceProduct[]>(url);
        const items = Array.isArray(listed) ? listed : listed.items;
        expect(items.find((item) => item.id === tajine.id)?.price, url).toBe(14.5);
      }
    });

    it('a stock change through a checkout', async () => {
      const { store, plat } = await shop();
      const url = `/api/marketplace/products/${plat.id}`;
      await cached(url);
      await cached(`/api/marketplace/stores/${store.id}`);
      const order = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [{ productId: plat.id, quantity: 3, price: 20 }],
      });
      expect(order.statusCode, order.body).toBe(201);
      const sold = await json<MarketplaceProduct>(url);
      expect(sold.stockQuantity).toBe(0);
    });

    it('a product hidden by an operator, and shown again', async () => {
      const { store, tajine, search } = await shop();
      const admin = await newAdmin(env().app);
      const url = `/api/marketplace/products/${tajine.id}`;
      await cached(url);
      await cached(search);
      const storeUrl = `/api/marketplace/stores/${store.id}`;
      expect((await cached(storeUrl)).json<MarketplaceStore>().productsCount).toBe(2);
      const hide = await call('PATCH', `/api/admin/products/${tajine.id}`, admin.cookie, {
        hidden: true,
        reason: REASON,
      });
      expect(hide.statusCode, hide.body).toBe(200);
      expect((await get(url)).statusCode).toBe(404);
      expect((await json<Page<MarketplaceProduct>>(search)).items.map((p) => p.id)).not.toContain(
        tajine.id,
      );
      expect((await json<MarketplaceStore>(storeUrl)).productsCount).toBe(1);
      const show = await call('PATCH', `/api/admin/products/${tajine.id}`, admin.cookie, {
        hidden: false,
        reason: REASON,
      });
      expect(show.statusCode, show.body).toBe(200);
      expect((await get(url)).statusCode).toBe(200);
    });

    it('a product deleted by its seller', async () => {
      const { store, tajine } = await shop();
      const list = `/api/marketplace/stores/${store.id}/products`;
      await cached(`/api/marketplace/products/${tajine.id}`);
      await cached(list);
      const gone = await call('DELETE', `/api/products/${tajine.id}`, store.cookie);
      expect(gone.statusCode, gone.body).toBe(204);
      expect((await get(`/api/marketplace/products/${tajine.id}`)).statusCode).toBe(404);
      expect((await json<Page<MarketplaceProduct>>(list)).items.map((p) => p.id)).not.toContain(
        tajine.id,
      );
    });

    it('a store suspended by an operator', async () => {
      const { store, tajine } = await shop();
      const admin = await newAdmin(env().app);
      const urls = [
        `/api/marketplace/stores/${store.id}`,
        `/api/marketplace/products/${tajine.id}`,
      ];
      for (const url of urls) await cached(url);
      await cached('/api/marketplace/stores');
      await cached('/api/marketplace/products/featured');
      const suspend = await call('PATCH', `/api/admin/stores/${store.id}`, admin.cookie, {
        suspended: true,
        reason: REASON,
      });
      expect(suspend.statusCode, suspend.body).toBe(200);
      for (const url of urls) expect((await get(url)).statusCode, url).toBe(404);
      const stores = await json<MarketplaceStore[]>('/api/marketplace/stores');
      expect(stores.map((s) => s.id)).not.toContain(store.id);
      const featured = await json<MarketplaceProduct[]>('/api/marketplace/products/featured');
      expect(featured.map((p) => p.storeId)).not.toContain(store.id);
    });

    it("a store's new name, on its page, its products and the stores list", async () => {
      const { store, tajine } = await shop();
      const urls = {
        store: `/api/marketplace/stores/${store.id}`,
        product: `/api/marketplace/products/${tajine.id}`,
        stores: '/api/marketplace/stores',
      };
      for (const url of Object.values(urls)) await cached(url);
      const renamed = `Nouveau nom ${randomBytes(3).toString('hex')}`;
      const edit = await call('PATCH', `/api/users/${store.id}`, store.cookie, {
        storeName: renamed,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await json<MarketplaceStore>(urls.store)).storeName).toBe(renamed);
      expect((await json<MarketplaceProduct>(urls.product)).storeName).toBe(renamed);
      const listed = await json<MarketplaceStore[]>(urls.stores);
      expect(listed.find((s) => s.id === store.id)?.storeName).toBe(renamed);
    });

    it("a product's photos", async () => {
      const { store, tajine } = await shop();
      const url = `/api/marketplace/products/${tajine.id}`;
      expect((await cached(url)).json<MarketplaceProduct>().images).toEqual([]);
      const [photo] = await env()
        .database.db.insert(media)
        .values({ ownerId: store.id, width: 1600, height: 1200, storedBytes: 1000 })
        .returning({ id: media.id });
      const edit = await call('PATCH', `/api/products/${tajine.id}`, store.cookie, {
        images: [{ id: photo?.id, alt: 'Le tajine' }],
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const shown = await json<MarketplaceProduct>(url);
      expect(shown.images.map((image) => [image.id, image.alt])).toEqual([
        [photo?.id, 'Le tajine'],
      ]);
      // Removing it shows too.
      await cached(url);
      const cleared = await call('PATCH', `/api/products/${tajine.id}`, store.cookie, {
        images: [],
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await json<MarketplaceProduct>(url)).images).toEqual([]);
    });

    it('a change made straight in the database, by no route of the app', async () => {
      const { tajine, search } = await shop();
      const url = `/api/marketplace/products/${tajine.id}`;
      for (let round = 1; round <= 5; round++) {
        await cached(url);
        await cached(search);
        await env()
          .database.db.update(products)
          .set({ price: 100 + round })
          .where(eq(products.id, tajine.id));
        expect((await json<MarketplaceProduct>(url)).price).toBe(100 + round);
        const found = await json<Page<MarketplaceProduct>>(search);
        expect(found.items.find((p) => p.id === tajine.id)?.price).toBe(100 + round);
      }
    });

    it('gives server rendering a version that moves with every change', async () => {
      const { store, tajine } = await shop();
      const reads = env().app.publicReads;
      const version = await reads.version();
      expect(reads.isCurrent(version)).toBe(true);
      expect((await reads.product(tajine.id)).price).toBe(12);
      const edit = await call('PATCH', `/api/products/${tajine.id}`, store.cookie, { price: 9 });
      expect(edit.statusCode, edit.body).toBe(200);
      const next = await reads.version();
      expect(next).not.toBe(version);
      expect(reads.isCurrent(version)).toBe(false);
      expect((await reads.product(tajine.id)).price).toBe(9);
    });
  });
});

describeEachEngine(
  'public read cache bounds',
  (env) => {
    it('keeps at most its number of entries, whatever the number of distinct queries', async () => {
      const { app } = env();
      await newStore(app, 'Dar Bornes', [{ name: 'Tapis bornes', price: 50, stockQuantity: 2 }]);
      for (let i = 0; i < 40; i++) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/marketplace/products?q=bornes&minPrice=${i}`,
        });
        expect(response.statusCode).toBe(200);
        expect(app.publicReads.size().entries).toBeLessThanOrEqual(10);
      }
      expect(app.publicReads.size().entries).toBe(10);
      const last = await app.inject({ method: 'GET', url: '/api/marketplace/products?q=bornes' });
      expect(last.json<Page<MarketplaceProduct>>().items.map((p) => p.name)).toEqual([
        'Tapis bornes',
      ]);
    });
  },
  { publicReads: { limits: { maxEntries: 10 } } },
);

/** Two instances (two apps, pools and listeners, as two processes) on one PostgreSQL database. */
if (ENGINES.includes('postgres')) {
  describe('public read cache across instances [postgres]', () => {
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

    it('sees on B, within a second, a change made on A, after B had it in memory', async () => {
      const a = await start();
      const b = await start();
      const store = await newStore(a, 'Dar Deux Instances', [
        { name: 'Tajine deux instances', price: 30, stockQuantity: 4 },
      ]);
      const [tajine] = store.products as unknown as [{ id: number }];
      const url = `/api/marketplace/products/${tajine.id}`;
      const read = (app: App) => app.inject({ method: 'GET', url });
      expect((await read(b)).json<MarketplaceProduct>().price).toBe(30);
      const { statements } = await b.database.recordQueries(() => read(b));
      expect(statements).toEqual([]);
      const edit = await caller(() => a)('PATCH', `/api/products/${tajine.id}`, store.cookie, {
        price: 31,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const committed = Date.now();
      let seen = 30;
      while (seen !== 31 && Date.now() - committed < 1000) {
        seen = (await read(b)).json<MarketplaceProduct>().price;
        if (seen !== 31) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(seen).toBe(31);
      expect(Date.now() - committed).toBeLessThan(1000);
      // A, the instance that wrote, saw it at once.
      expect((await read(a)).json<MarketplaceProduct>().price).toBe(31);
    });
  });
}
