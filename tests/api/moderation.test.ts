/**
 * What an operator's decision does to the public marketplace (issue 13), on both engines: a
 * suspended store and a hidden product leave every public read (pages, lists, search, sitemap,
 * previews, contact, checkout) while orders already placed stay readable by their buyers and the
 * seller keeps working. Suspension and hiding are set in the database here: the operators' routes
 * have their own suite.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CheckoutResult } from '../../common/contracts/checkout.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { products, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

// The real index.html template, for the page heads (404 for a suspended store's page).
const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-moderation-'));
copyFileSync(path.resolve('client/index.html'), path.join(clientRoot, 'index.html'));

const guest = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

type Listed = { id: number };

describeEachEngine(
  'moderation on the marketplace',
  (env) => {
    const call = caller(() => env().app);
    const db = () => env().database.db;
    const suspend = (
      storeId: number,
      reason = 'Produits contrefaits signalés à plusieurs reprises',
    ) =>
      db()
        .update(users)
        .set({ storeSuspendedAt: new Date(), storeSuspensionReason: reason })
        .where(eq(users.id, storeId));
    const hide = (productId: number, reason = 'Photo trompeuse, produit non conforme') =>
      db()
        .update(products)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(eq(products.id, productId));
    const ids = (items: Listed[]) => items.map((item) => item.id);
    const searchIds = async (query: string) => {
      const response = await call('GET', `/api/marketplace/products${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ids(response.json<Page<Listed>>().items);
    };

    it('takes a suspended store and its products off every public page and list', async () => {
      const store = await newStore(env().app, 'Bijoux Mahdia Suspendus', [
        { name: 'Bracelet argent Mahdia', price: 45, stockQuantity: 6, featured: true },
        { name: 'Bague argent filigrane', price: 38, stockQuantity: 4 },
      ]);
      const neighbour = await newStore(env().app, 'Argent Mahdia Voisin', [
        { name: 'Bracelet argent voisin', price: 40, stockQuantity: 6 },
      ]);
      const [bracelet] = store.products;
      const listedBefore = ids((await call('GET', '/api/marketplace/stores')).json<Listed[]>());
      expect(listedBefore).toContain(store.id);
      expect(await searchIds('?q=bracelet')).toContain(bracelet?.id);

      await suspend(store.id);
      expect((await call('GET', `/api/marketplace/stores/${store.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/marketplace/stores/${store.id}/products`)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/marketplace/products/${bracelet?.id}`)).statusCode).toBe(404);
      const related = await call('GET', `/api/marketplace/products/${bracelet?.id}/related`);
      expect(related.statusCode).toBe(404);
      expect(ids((await call('GET', '/api/marketplace/stores')).json<Listed[]>())).not.toContain(
        store.id,
      );
      const search = await searchIds('?q=bracelet');
      expect(search).not.toContain(bracelet?.id);
      expect(search).toContain(neighbour.products[0]?.id);
      expect(await searchIds('?pageSize=100')).not.toContain(bracelet?.id);
      const featured = ids(
        (await call('GET', '/api/marketplace/products/featured')).json<Listed[]>(),
      );
      expect(featured).not.toContain(bracelet?.id);
      // The neighbour's related products never show the suspended store's.
      const neighbourRelated = await call(
        'GET',
        `/api/marketplace/products/${neighbour.products[0]?.id}/related`,
      );
      expect(ids(neighbourRelated.json<Listed[]>())).not.toContain(bracelet?.id);

      const sitemap = (await call('GET', '/sitemap.xml')).body;
      expect(sitemap).not.toContain(`/marketplace/stores/${store.id}<`);
      expect(sitemap).not.toContain(`/marketplace/products/${bracelet?.id}<`);
      expect(sitemap).toContain(`/marketplace/products/${neighbour.products[0]?.id}<`);
      const page = await call('GET', `/marketplace/stores/${store.id}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Bijoux Mahdia Suspendus');
      const productPage = await call('GET', `/marketplace/products/${bracelet?.id}`);
      expect(productPage.statusCode).toBe(404);

      const contact = await call(
        'POST',
        `/api/marketplace/stores/${store.id}/messages`,
        undefined,
        {
          name: 'Amel',
          phone: '22456789',
          content: 'Bonjour, est-ce disponible ?',
        },
      );
      expect(contact.statusCode).toBe(404);
      expect(contact.json().code).toBe('store.notFound');
    });

    it('refuses a suspended store’s products at checkout, and keeps placed orders working', async () => {
      const store = await newStore(env().app, 'Poterie Suspendue', [
        { name: 'Plat à couscous peint', price: 35, stockQuantity: 5 },
      ]);
      const [dish] = store.products;
      const buyer = await newAccount(env().app, 'customer');
      const line = { productId: dish?.id ?? 0, quantity: 1, price: dish?.price ?? 0 };
      const placed = await call('POST', '/api/checkout', buyer.cookie, { ...guest, items: [line] });
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = placed.json<CheckoutResult>().orders;

      await suspend(store.id, 'Boutique suspendue après plusieurs signalements');
      const refused = await call('POST', '/api/checkout', undefined, { ...guest, items: [line] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().problems).toEqual([
        { index: 0, productId: dish?.id, reason: 'not_found' },
      ]);

      // The buyer still follows the order placed before.
      const mine = await call('GET', '/api/my/orders', buyer.cookie);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(JSON.stringify(mine.json())).toContain(order?.reference);
      const detail = await call('GET', `/api/my/orders/${order?.id}`, buyer.cookie);
      expect(detail.statusCode, detail.body).toBe(200);
      const tracked = await call('POST', '/api/orders/track', undefined, {
        reference: order?.reference,
        phone: guest.phone,
      });
      expect(tracked.statusCode, tracked.body).toBe(200);

      // The seller keeps working, and is told why the store is off the marketplace.
      const me = await call('GET', '/api/user', store.cookie);
      expect(me.json().storeSuspension).toEqual({
        at: expect.any(String),
        reason: 'Boutique suspendue après plusieurs signalements',
      });
      const orders = await call('GET', '/api/orders', store.cookie);
      expect(orders.statusCode).toBe(200);
      expect(JSON.stringify(orders.json())).toContain(order?.reference);
      const shipped = await call('PATCH', `/api/orders/${order?.id}`, store.cookie, {
        status: 'shipped',
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      const edited = await call('PATCH', `/api/products/${dish?.id}`, store.cookie, {
        price: 36,
      });
      expect(edited.statusCode, edited.body).toBe(200);
    });

    it('hides a product from the marketplace, and shows the seller why', async () => {
      const store = await newStore(env().app, 'Savonnerie Hammam', [
        { name: 'Savon noir beldi caché', price: 12, stockQuantity: 8, featured: true },
        { name: 'Savon laurier visible', price: 9, stockQuantity: 8 },
      ]);
      const [hidden, visible] = store.products;
      await hide(hidden?.id ?? 0);

      expect((await call('GET', `/api/marketplace/products/${hidden?.id}`)).statusCode).toBe(404);
      expect(
        (await call('GET', `/api/marketplace/products/${hidden?.id}/related`)).statusCode,
      ).toBe(404);
      expect(await searchIds('?q=savon')).not.toContain(hidden?.id);
      expect(await searchIds('?q=savon')).toContain(visible?.id);
      const storeProducts = await call('GET', `/api/marketplace/stores/${store.id}/products`);
      expect(ids(storeProducts.json<Page<Listed>>().items)).toEqual([visible?.id]);
      expect((await call('GET', `/api/marketplace/stores/${store.id}`)).json().productsCount).toBe(
        1,
      );
      const featured = ids(
        (await call('GET', '/api/marketplace/products/featured')).json<Listed[]>(),
      );
      expect(featured).not.toContain(hidden?.id);
      expect((await call('GET', '/sitemap.xml')).body).not.toContain(
        `/marketplace/products/${hidden?.id}<`,
      );
      expect((await call('GET', `/marketplace/products/${hidden?.id}`)).statusCode).toBe(404);
      const checkout = await call('POST', '/api/checkout', undefined, {
        ...guest,
        items: [{ productId: hidden?.id, quantity: 1, price: hidden?.price }],
      });
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json().problems[0].reason).toBe('not_found');

      const own = await call('GET', `/api/products/${hidden?.id}`, store.cookie);
      expect(own.statusCode).toBe(200);
      expect(own.json().hidden).toEqual({
        at: expect.any(String),
        reason: 'Photo trompeuse, produit non conforme',
      });
      expect((await call('GET', `/api/products/${visible?.id}`, store.cookie)).json().hidden).toBe(
        null,
      );
    });

    it('leaves out a store whose only products on sale are hidden', async () => {
      const store = await newStore(env().app, 'Tapis Tous Cachés', [
        { name: 'Kilim rayé caché', price: 120, stockQuantity: 2 },
      ]);
      await hide(store.products[0]?.id ?? 0);
      const listed = ids((await call('GET', '/api/marketplace/stores')).json<Listed[]>());
      expect(listed).not.toContain(store.id);
      const page = await call('GET', `/api/marketplace/stores/${store.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ productsCount: 0, hasProductsOnSale: false });
    });
  },
  { clientRoot, config: { PUBLIC_URL: 'https://hanout.example' } },
);
