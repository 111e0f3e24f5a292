/** /marketplace's "newest products": the product list without a search, across every store. */
import { expect, it } from 'vitest';
import type { MarketplaceProduct } from '../../common/contracts/marketplace.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

describeEachEngine(
  'browsing the newest products',
  (env) => {
    const call = caller(() => env().app);
    const newest = async (query = '') => {
      const response = await call('GET', `/api/marketplace/products${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<MarketplaceProduct>>();
    };

    it('lists live products of every public store, newest first, a bounded page at a time', async () => {
      const first = await newStore(env().app, 'Dar Smen', [
        { name: 'Smen de Béja', price: 22, stockQuantity: 4 },
      ]);
      const second = await newStore(env().app, 'Bsissa Sfax', [
        { name: 'Bsissa aux amandes', price: 11.5, stockQuantity: 6 },
      ]);
      // A seller still in the wizard is not on the marketplace, nor are their products.
      const unfinished = await newAccount(env().app);
      const hidden = await call('POST', '/api/products', unfinished.cookie, {
        name: 'Produit caché',
        description: 'Pas encore en vente sur le marché',
        price: 5,
        status: 'in_stock',
        stockQuantity: 3,
      });
      expect(hidden.statusCode, hidden.body).toBe(201);

      const page1 = await newest('?page=1&pageSize=12');
      expect(page1.items.slice(0, 2).map((p) => p.name)).toEqual([
        'Bsissa aux amandes',
        'Smen de Béja',
      ]);
      expect(page1.items[0]).toMatchObject({ storeId: second.id, storeName: 'Bsissa Sfax' });
      expect(page1.items[1]).toMatchObject({ storeId: first.id });
      expect(page1.items.some((p) => p.storeId === unfinished.id)).toBe(false);
      expect(page1.items).toHaveLength(12);

      const page2 = await newest('?page=2&pageSize=12');
      expect(page2.total).toBe(page1.total);
      const seen = new Set(page1.items.map((p) => p.id));
      expect(page2.items.some((p) => seen.has(p.id))).toBe(false);

      // A page size beyond the limit is refused, not served in full.
      expect((await call('GET', '/api/marketplace/products?pageSize=100000')).statusCode).toBe(400);
    });

    it('drops a product the seller removed', async () => {
      const store = await newStore(env().app, 'Chéchia Tunis', [
        { name: 'Chéchia rouge enfant', price: 35, stockQuantity: 2 },
      ]);
      const [product] = store.products;
      expect((await newest()).items[0]?.id).toBe(product?.id);
      const removed = await call('DELETE', `/api/products/${product?.id}`, store.cookie);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect((await newest()).items.some((p) => p.id === product?.id)).toBe(false);
    });
  },
  { seed: true },
);
