/**
 * Stock that tells the truth (issue 10): the stored status follows the quantity at every write,
 * sold-out products come last in the marketplace's lists, and a store with nothing on sale is
 * left out of the public store list while its own page still answers.
 */
import { expect, it } from 'vitest';
import { LIMITS } from '../../common/constants.ts';
import { MARKETPLACE_SORTS } from '../../common/schemas/marketplace.ts';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import type { Product } from '../../common/contracts/products.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';

const buyer = {
  name: 'Nour Jaziri',
  phone: '+216 23 111 222',
  governorate: 'TN-12',
  address: 'Rue de Carthage, La Marsa',
};

describeEachEngine('stock status follows the quantity', (env) => {
  const call = caller(() => env().app);
  const product = async (cookie: string, id: number) => {
    const response = await call('GET', `/api/products/${id}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Product>();
  };

  it('reads out of stock at 0 and low stock at the threshold, whatever was chosen', async () => {
    const store = await newStore(env().app, 'Savonnerie de Djerba');
    const create = (stockQuantity: number, status: string) =>
      call('POST', '/api/products', store.cookie, {
        name: `Savon ${stockQuantity} ${status}`,
        description: 'Savon au laurier fait main à Djerba.',
        price: 6.5,
        stockQuantity,
        status,
      });
    const cases: [number, string, string][] = [
      [0, 'in_stock', 'out_of_stock'],
      [0, 'low_stock', 'out_of_stock'],
      [3, 'in_stock', 'low_stock'],
      [LIMITS.lowStockThreshold, 'in_stock', 'low_stock'],
      [LIMITS.lowStockThreshold + 1, 'low_stock', 'in_stock'],
      [40, 'in_stock', 'in_stock'],
      // Paused by the seller with stock left: stays out of stock.
      [12, 'out_of_stock', 'out_of_stock'],
    ];
    for (const [stock, chosen, expected] of cases) {
      const response = await create(stock, chosen);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Product>().status, `${stock} ${chosen}`).toBe(expected);
    }
  });

  it('applies the rule when a PATCH sends only the stock or only the status', async () => {
    const store = await newStore(env().app, 'Dattes de Tozeur', [
      { name: 'Deglet Nour 1 kg', price: 14, stockQuantity: 20 },
    ]);
    const id = store.products[0]?.id as number;
    const patch = async (body: object) => {
      const response = await call('PATCH', `/api/products/${id}`, store.cookie, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Product>().status;
    };
    expect(await patch({ stockQuantity: 0 })).toBe('out_of_stock');
    expect(await patch({ status: 'in_stock' })).toBe('out_of_stock');
    // Stock coming back after a sell-out puts the product back on sale.
    expect(await patch({ stockQuantity: 2 })).toBe('low_stock');
    expect(await patch({ stockQuantity: 30 })).toBe('in_stock');
    expect(await patch({ status: 'out_of_stock' })).toBe('out_of_stock');
    // A paused product stays paused when only its stock changes.
    expect(await patch({ stockQuantity: 25 })).toBe('out_of_stock');
    expect(await patch({ status: 'low_stock', stockQuantity: 25 })).toBe('in_stock');
    expect((await product(store.cookie, id)).status).toBe('in_stock');
  });

  it('sells the last unit out of stock and puts it back on sale when the order is cancelled', async () => {
    const store = await newStore(env().app, 'Chéchia Tunis', [
      { name: 'Chéchia rouge', price: 25, stockQuantity: 7 },
    ]);
    const id = store.products[0]?.id as number;
    const checkout = (quantity: number) =>
      call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [{ productId: id, quantity, price: 25 }],
      });
    const first = await checkout(3);
    expect(first.statusCode, first.body).toBe(201);
    expect(await product(store.cookie, id)).toMatchObject({
      stockQuantity: 4,
      status: 'low_stock',
    });
    const last = await checkout(4);
    expect(last.statusCode, last.body).toBe(201);
    expect(await product(store.cookie, id)).toMatchObject({
      stockQuantity: 0,
      status: 'out_of_stock',
    });
    const page = await call('GET', `/api/marketplace/products/${id}`);
    expect(page.json<MarketplaceProduct>().status).toBe('out_of_stock');

    const orderId = last.json<{ orders: { id: number }[] }>().orders[0]?.id;
    const cancelled = await call('PATCH', `/api/orders/${orderId}`, store.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderDetail>().status).toBe('cancelled');
    expect(await product(store.cookie, id)).toMatchObject({
      stockQuantity: 4,
      status: 'low_stock',
    });
    const firstId = first.json<{ orders: { id: number }[] }>().orders[0]?.id;
    await call('PATCH', `/api/orders/${firstId}`, store.cookie, { status: 'cancelled' });
    expect(await product(store.cookie, id)).toMatchObject({
      stockQuantity: 7,
      status: 'in_stock',
    });
  });

  it('lists sold-out products after those on sale, for every sort and across pages', async () => {
    const store = await newStore(env().app, 'Poterie de Sejnane', [
      { name: 'Amphore', price: 90, stockQuantity: 0 },
      { name: 'Bol', price: 8, stockQuantity: 10 },
      { name: 'Cruche', price: 30, stockQuantity: 0 },
      { name: 'Plat', price: 45, stockQuantity: 2 },
      { name: 'Zir', price: 60, stockQuantity: 9, status: 'out_of_stock' },
    ]);
    const soldOut = new Set(['Amphore', 'Cruche', 'Zir']);
    for (const sort of MARKETPLACE_SORTS) {
      const base = `/api/marketplace/stores/${store.id}/products?sort=${sort}`;
      const all = (await call('GET', base)).json<Page<MarketplaceProduct>>();
      const names = all.items.map((p) => p.name);
      expect(
        names.slice(0, 2).every((name) => !soldOut.has(name)),
        `${sort}: ${names}`,
      ).toBe(true);
      expect(
        names.slice(2).every((name) => soldOut.has(name)),
        `${sort}: ${names}`,
      ).toBe(true);
      // Pages are slices of the same order: nothing lost, nothing twice.
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const slice = (await call('GET', `${base}&pageSize=2&page=${page}`)).json<
          Page<MarketplaceProduct>
        >();
        expect(slice.total).toBe(5);
        paged.push(...slice.items.map((p) => p.name));
      }
      expect(paged, sort).toEqual(names);
    }
    const byPrice = (
      await call('GET', `/api/marketplace/stores/${store.id}/products?sort=price_asc`)
    )
      .json<Page<MarketplaceProduct>>()
      .items.map((p) => p.name);
    expect(byPrice).toEqual(['Bol', 'Plat', 'Cruche', 'Zir', 'Amphore']);
  });

  it('puts sold-out products last in search results', async () => {
    await newStore(env().app, 'Harissa du Cap Bon', [
      { name: 'Harissa vide-grenier', price: 5, stockQuantity: 0 },
      { name: 'Harissa traditionnelle', price: 6, stockQuantity: 8 },
    ]);
    const results = (
      await call('GET', `/api/marketplace/products?q=${encodeURIComponent('harissa')}`)
    ).json<Page<MarketplaceProduct>>();
    const statuses = results.items.map((p) => p.status === 'out_of_stock');
    expect(statuses).toContain(true);
    expect([...statuses].sort((a, b) => Number(a) - Number(b))).toEqual(statuses);
  });

  it('leaves a store with nothing on sale out of the public list; its page still answers', async () => {
    const soldOut = await newStore(env().app, 'Tout est parti', [
      { name: 'Dernier tapis', price: 300, stockQuantity: 0 },
    ]);
    const empty = await newStore(env().app, 'Vitrine vide');
    const selling = await newStore(env().app, 'Encore en vente', [
      { name: 'Kilim', price: 250, stockQuantity: 1 },
    ]);
    const stores = (await call('GET', '/api/marketplace/stores')).json<MarketplaceStore[]>();
    const ids = stores.map((s) => s.id);
    expect(ids).toContain(selling.id);
    expect(ids).not.toContain(soldOut.id);
    expect(ids).not.toContain(empty.id);

    for (const store of [soldOut, empty]) {
      const page = await call('GET', `/api/marketplace/stores/${store.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json<MarketplaceStore>().hasProductsOnSale).toBe(false);
    }
    const sellingPage = await call('GET', `/api/marketplace/stores/${selling.id}`);
    expect(sellingPage.json<MarketplaceStore>().hasProductsOnSale).toBe(true);

    const sitemap = (await call('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain(`/marketplace/stores/${selling.id}<`);
    expect(sitemap).not.toContain(`/marketplace/stores/${soldOut.id}<`);

    // Its last product sold: the store leaves the list, and comes back when restocked.
    const kilim = selling.products[0]?.id as number;
    await call('PATCH', `/api/products/${kilim}`, selling.cookie, { stockQuantity: 0 });
    const after = (await call('GET', '/api/marketplace/stores')).json<MarketplaceStore[]>();
    expect(after.map((s) => s.id)).not.toContain(selling.id);
    await call('PATCH', `/api/products/${kilim}`, selling.cookie, { stockQuantity: 3 });
    const back = (await call('GET', '/api/marketplace/stores')).json<MarketplaceStore[]>();
    expect(back.map((s) => s.id)).toContain(selling.id);
  });
});
