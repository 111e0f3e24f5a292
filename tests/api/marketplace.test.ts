import { expect, it } from 'vitest';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount, signIn } from './session.ts';

describeEachEngine(
  'the public marketplace',
  (env) => {
    const call = caller(() => env().app);
    const get = <T>(url: string) =>
      call('GET', url).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json<T>();
      });

    it('lists only stores that finished setup, with their live products counted', async () => {
      const store = await newStore(env().app, 'Atelier Zitouna', [
        { name: 'Panier en alfa', price: 25, stockQuantity: 3 },
        { name: 'Chapeau de paille', price: 12.5, stockQuantity: 0 },
      ]);
      const unfinished = await newAccount(env().app);
      const stores = await get<MarketplaceStore[]>('/api/marketplace/stores');
      const mine = stores.find((s) => s.id === store.id);
      expect(mine).toMatchObject({ storeName: 'Atelier Zitouna', productsCount: 2 });
      expect(mine).not.toHaveProperty('email');
      expect(stores.some((s) => s.id === unfinished.id)).toBe(false);
      expect(stores.length).toBeGreaterThanOrEqual(7);
      // Buyers and transporters are never stores.
      const buyerId = (await newAccount(env().app, 'customer')).id;
      expect((await call('GET', `/api/marketplace/stores/${buyerId}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/marketplace/stores/${unfinished.id}`)).statusCode).toBe(404);
    });

    it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
      for (const url of [
        '/api/marketplace/stores/abc',
        '/api/marketplace/stores/1.5',
        '/api/marketplace/stores/abc/products',
        '/api/marketplace/products/abc',
        '/api/marketplace/products/-3',
      ]) {
        expect((await call('GET', url)).statusCode, url).toBe(400);
      }
      for (const url of [
        '/api/marketplace/stores/999999',
        '/api/marketplace/stores/999999/products',
        '/api/marketplace/products/999999',
        '/api/marketplace/products/99999999999',
      ]) {
        const response = await call('GET', url);
        expect([404, 400], url).toContain(response.statusCode);
        if (!url.endsWith('99999999999')) expect(response.statusCode, url).toBe(404);
      }
    });

    it('shows a product with its store, and hides archived products and unfinished stores', async () => {
      const store = await newStore(env().app, 'Dar Jerba', [
        { name: 'Couffin', price: 30, stockQuantity: 2 },
      ]);
      const [couffin] = store.products;
      const product = await get<MarketplaceProduct>(`/api/marketplace/products/${couffin?.id}`);
      expect(product).toMatchObject({ name: 'Couffin', price: 30, storeName: 'Dar Jerba' });
      // A product with orders is archived when deleted: gone from the marketplace.
      const buyer = await call('POST', '/api/checkout', undefined, {
        items: [{ productId: couffin?.id, quantity: 1, price: 30 }],
        name: 'Sami Ben Ali',
        phone: '22 123 456',
        governorate: 'TN-11',
        address: '3 rue de Rome, Tunis',
      });
      expect(buyer.statusCode, buyer.body).toBe(201);
      expect((await call('DELETE', `/api/products/${couffin?.id}`, store.cookie)).statusCode).toBe(
        204,
      );
      expect((await call('GET', `/api/marketplace/products/${couffin?.id}`)).statusCode).toBe(404);
    });

    it('filters, sorts and pages a store’s products', async () => {
      const store = await newStore(env().app, 'Poterie Nabeul', [
        { name: 'Bol', price: 8, stockQuantity: 10 },
        { name: 'Assiette', price: 15, stockQuantity: 4, status: 'low_stock' },
        { name: 'Jarre', price: 120, stockQuantity: 1 },
        { name: 'Tajine', price: 45, stockQuantity: 0 },
      ]);
      const base = `/api/marketplace/stores/${store.id}/products`;
      const all = await get<Page<MarketplaceProduct>>(base);
      expect(all.total).toBe(4);
      // Newest first, the sold-out Tajine after everything on sale.
      expect(all.items.map((p) => p.name)).toEqual(['Jarre', 'Assiette', 'Bol', 'Tajine']);
      const cheap = await get<Page<MarketplaceProduct>>(`${base}?maxPrice=20&sort=price_asc`);
      expect(cheap.items.map((p) => p.name)).toEqual(['Bol', 'Assiette']);
      const range = await get<Page<MarketplaceProduct>>(
        `${base}?minPrice=15&maxPrice=120&sort=price_desc`,
      );
      expect(range.items.map((p) => p.name)).toEqual(['Jarre', 'Assiette', 'Tajine']);
      const byName = await get<Page<MarketplaceProduct>>(`${base}?sort=name`);
      expect(byName.items.map((p) => p.name)).toEqual(['Assiette', 'Bol', 'Jarre', 'Tajine']);
      // One Jarre left reads low stock too (common/stock.ts).
      const low = await get<Page<MarketplaceProduct>>(`${base}?status=low_stock`);
      expect(low.items.map((p) => p.name)).toEqual(['Jarre', 'Assiette']);
      const page2 = await get<Page<MarketplaceProduct>>(`${base}?sort=name&page=2&pageSize=3`);
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(page2.items.map((p) => p.name)).toEqual(['Tajine']);
      const pastTheEnd = await get<Page<MarketplaceProduct>>(`${base}?page=9&pageSize=3`);
      expect(pastTheEnd).toMatchObject({ items: [], total: 4, page: 9 });
      for (const bad of [
        '?sort=random',
        '?status=sold',
        '?minPrice=abc',
        '?minPrice=50&maxPrice=10',
        '?pageSize=1000',
      ]) {
        const response = await call('GET', `${base}${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
    });

    it('features featured products first, then the newest, never more than 8', async () => {
      const store = await newStore(env().app, 'Vitrine', [
        { name: 'Mis en avant', price: 10, stockQuantity: 1, featured: true },
      ]);
      const featured = await get<MarketplaceProduct[]>('/api/marketplace/products/featured');
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.length).toBeLessThanOrEqual(8);
      expect(featured.some((p) => p.id === store.products[0]?.id)).toBe(true);
      // Featured first among the products on sale, then among the sold-out ones after them.
      const onSale = featured.filter((p) => p.status !== 'out_of_stock');
      expect(featured.slice(0, onSale.length)).toEqual(onSale);
      const flags = onSale.map((p) => p.featured);
      expect([...flags].sort((a, b) => Number(b) - Number(a))).toEqual(flags);
    });

    it('searches names and descriptions across stores, ignoring accents and Arabic marks', async () => {
      await newStore(env().app, 'Épicerie fine', [
        { name: 'Crème de dattes', price: 9, stockQuantity: 5 },
        {
          name: 'Harissa',
          description: 'Piment séché au soleil du Cap Bon.',
          price: 6,
          stockQuantity: 5,
        },
        {
          name: 'زيت زَيْتُون',
          description: 'زيت زيتون بكر ممتاز من صفاقس',
          price: 20,
          stockQuantity: 5,
        },
        { name: 'Brûle-parfum 100%', price: 14, stockQuantity: 5 },
      ]);
      const search = (q: string) =>
        get<Page<MarketplaceProduct>>(`/api/marketplace/products?q=${encodeURIComponent(q)}`);
      expect((await search('creme')).items.map((p) => p.name)).toContain('Crème de dattes');
      expect((await search('CRÈME')).items.map((p) => p.name)).toContain('Crème de dattes');
      expect((await search('seche')).items.map((p) => p.name)).toContain('Harissa');
      expect((await search('زيتون')).items.map((p) => p.name)).toContain('زيت زَيْتُون');
      // The user's % is a character, not a wildcard.
      expect((await search('100%')).items.map((p) => p.name)).toEqual(['Brûle-parfum 100%']);
      expect((await search('zzzz-nothing')).total).toBe(0);
      const everything = await search('');
      expect(everything.total).toBeGreaterThan(60);
      expect(everything.items.length).toBe(20);
      expect((await call('GET', `/api/marketplace/products?q=${'x'.repeat(201)}`)).statusCode).toBe(
        400,
      );
    });

    it('needs no session for any marketplace read', async () => {
      const seller = await signIn(env().app, 'demo_seller');
      const signedIn = await call('GET', '/api/marketplace/stores', seller);
      const visitor = await call('GET', '/api/marketplace/stores');
      expect(signedIn.json()).toEqual(visitor.json());
    });
  },
  { seed: true },
);
