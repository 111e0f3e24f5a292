/**
 * Related products on a generated catalogue, against the order written out in full: on sale
 * first, then the same category, then the same store, featured, newest, highest id. The service
 * picks its 8 among short candidate lists read off indexes; this checks that what it picks is
 * exactly the first 8 of that order, ties and the awkward cases included.
 */
import { beforeAll, expect, it } from 'vitest';
import type { MarketplaceProduct } from '../../common/contracts/marketplace.ts';
import { eq } from 'drizzle-orm';
import { products, users } from '../../server/db/schema.ts';
import { productIsLive } from '../../server/modules/marketplace/service.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';

const CATEGORIES = ['food', 'pottery', 'crafts'] as const;
/** Few distinct dates, so many rows tie on everything but the id. */
const DATES = [1, 2, 3, 4, 5].map((day) => new Date(Date.UTC(2026, 0, day)));
const STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

interface Row {
  id: number;
  storeId: number;
  category: string;
  stockQuantity: number;
  status: string;
  featured: boolean;
  createdAt: Date;
}

/** The related products' order written out whole, as listRelatedProducts defines it. */
function expectedRelated(all: Row[], base: Row): number[] {
  const onSale = (row: Row) => (row.stockQuantity > 0 && row.status !== 'out_of_stock' ? 0 : 1);
  const key = (row: Row) => [
    onSale(row),
    row.category === base.category ? 0 : 1,
    row.storeId === base.storeId ? 0 : 1,
    row.featured ? 0 : 1,
    -row.createdAt.getTime(),
    -row.id,
  ];
  return all
    .filter(
      (row) =>
        row.id !== base.id && (row.category === base.category || row.storeId === base.storeId),
    )
    .map((row) => ({ row, key: key(row) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    })
    .slice(0, 8)
    .map(({ row }) => row.id);
}

describeEachEngine('related products on a generated catalogue', (env) => {
  const call = caller(() => env().app);
  let live: Row[] = [];
  const bases: number[] = [];

  beforeAll(async () => {
    const { db } = env().database;
    const stores: number[] = [];
    for (const name of ['Souk A', 'Souk B', 'Souk C', 'Souk D']) {
      stores.push((await newStore(env().app, name)).id);
    }
    const awkwardStores: number[] = [];
    for (const name of ['Souk E', 'Souk F', 'Souk G']) {
      awkwardStores.push((await newStore(env().app, name)).id);
    }
    const [e = 0, f = 0, g = 0] = awkwardStores;
    const next = generator(16);
    const generated = Array.from({ length: 240 }, (_, i) => {
      const status = STATUSES[next(3)] ?? 'in_stock';
      return {
        storeId: stores[next(stores.length)] ?? e,
        name: `Produit ${i}`,
        description: 'Fait main.',
        price: 10 + next(50),
        category: CATEGORIES[next(CATEGORIES.length)] ?? 'food',
        status,
        stockQuantity: status === 'out_of_stock' ? 0 : next(4),
        featured: next(4) === 0,
        createdAt: DATES[next(DATES.length)] ?? new Date(),
        archivedAt: next(12) === 0 ? new Date() : null,
        hiddenAt: next(15) === 0 ? new Date() : null,
      };
    });
    // The awkward case, in stores and a category of its own: an old, plain product of both the
    // base's store and category, behind 10 newer featured ones of the category only and 10 of the
    // store only. The full order puts it first; the category's first 8 and the store's first 8,
    // each in its own order, both miss it.
    const plain = { description: 'Fait main.', price: 20, status: 'in_stock', stockQuantity: 5 };
    const awkward = [
      { ...plain, storeId: e, name: 'Base', category: 'sweets', createdAt: DATES[4] },
      { ...plain, storeId: e, name: 'Both', category: 'sweets', createdAt: DATES[0] },
      ...Array.from({ length: 10 }, (_, i) => ({
        ...plain,
        storeId: i % 2 ? f : g,
        name: `Category only ${i}`,
        category: 'sweets',
        featured: true,
        createdAt: DATES[4],
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        ...plain,
        storeId: e,
        name: `Store only ${i}`,
        category: 'crafts',
        featured: true,
        createdAt: DATES[4],
      })),
    ];
    const inserted = await db
      .insert(products)
      .values([...generated, ...awkward])
      .returning({ id: products.id, name: products.name });
    const baseId = inserted.find((row) => row.name === 'Base')?.id ?? 0;
    bases.push(baseId);
    live = await db
      .select({
        id: products.id,
        storeId: products.storeId,
        category: products.category,
        stockQuantity: products.stockQuantity,
        status: products.status,
        featured: products.featured,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.storeId))
      .where(productIsLive);
    // Every tenth live product as a base too: each store and category, on sale or not.
    bases.push(...live.filter((_, i) => i % 10 === 0).map((row) => row.id));
  });

  it('puts the product of the same store and category first even when both lists bury it', async () => {
    const response = await call('GET', `/api/marketplace/products/${bases[0]}/related`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MarketplaceProduct[]>()[0]?.name).toBe('Both');
  });

  it('gives exactly the first 8 of the full order for every product', async () => {
    expect(bases.length).toBeGreaterThan(20);
    for (const id of bases) {
      const base = live.find((row) => row.id === id);
      if (!base) throw new Error(`product ${id} is not live`);
      const response = await call('GET', `/api/marketplace/products/${id}/related`);
      expect(response.statusCode, response.body).toBe(200);
      const got = response.json<MarketplaceProduct[]>().map((product) => product.id);
      expect(got, `related of ${id}`).toEqual(expectedRelated(live, base));
    }
  });
});
