/**
 * The public marketplace: stores that finished setup and their live products, for anyone.
 * Nothing here needs a session, so nothing here reads beyond what a store chose to publish.
 */
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  productSearchQuerySchema,
  storeProductsQuerySchema,
} from '../../../common/schemas/marketplace.ts';
import type {
  MarketplaceProduct,
  MarketplaceStore,
} from '../../../common/contracts/marketplace.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { containsPattern, FOLD_FROM, FOLD_TO, foldText } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import { productOnSale } from '../products/index.ts';

const FEATURED_LIMIT = 8;
const STORES_LIMIT = 500;

type StoreProductsQuery = z.output<typeof storeProductsQuerySchema>;
type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** A seller's store is public once its setup is done. */
export const storeIsPublic = and(eq(users.userType, 'business'), eq(users.setupCompleted, true));
/** A product is on the marketplace when it is not archived and its store is public. */
const productIsLive = and(isNull(products.archivedAt), storeIsPublic);

const productColumns = {
  id: products.id,
  storeId: products.storeId,
  storeName: users.storeName,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  status: products.status,
  stockQuantity: products.stockQuantity,
  featured: products.featured,
  createdAt: products.createdAt,
};

interface ProductRow {
  id: number;
  storeId: number;
  storeName: string | null;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  status: string;
  stockQuantity: number;
  featured: boolean;
  createdAt: Date;
}

function toMarketplaceProduct(row: ProductRow): MarketplaceProduct {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName ?? '',
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl || null,
    status: row.status,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Live products of the store on this row, counted through products_store_id_idx. Raw SQL names
 * the outer "users" row on purpose: inside a subquery an unqualified "id" would be the product's.
 */
const liveProductsCount = sql<number>`(
  select count(*)::int from products p where p.store_id = "users"."id" and p.archived_at is null
)`;

/**
 * The store on this row has something a buyer can buy. One probe of the partial index
 * products_on_sale_store_idx, whose predicate this repeats word for word.
 */
export const storeHasProductOnSale = sql<boolean>`exists (
  select 1 from products p where p.store_id = "users"."id" and p.archived_at is null
    and p.stock_quantity > 0 and p.status <> 'out_of_stock'
)`;

/** `onSale`: the EXISTS above for one store's page; a literal true for lists it already filtered. */
const selectStores = (db: Db, onSale: SQL<boolean>) =>
  db
    .select({
      id: users.id,
      storeName: users.storeName,
      storeDescription: users.storeDescription,
      storePhone: users.storePhone,
      storeAddress: users.storeAddress,
      productsCount: liveProductsCount,
      hasProductsOnSale: onSale,
    })
    .from(users);

function toMarketplaceStore(row: {
  id: number;
  storeName: string | null;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  productsCount: number;
  hasProductsOnSale: boolean;
}): MarketplaceStore {
  return {
    ...row,
    storeName: row.storeName ?? '',
    productsCount: Number(row.productsCount),
    hasProductsOnSale: Boolean(row.hasProductsOnSale),
  };
}

/** The public list: only stores with something on sale (an empty shop window earns no trust). */
export async function listStores(db: Db): Promise<MarketplaceStore[]> {
  const rows = await selectStores(db, sql<boolean>`true`)
    .where(and(storeIsPublic, storeHasProductOnSale))
    .orderBy(asc(users.storeName), asc(users.id))
    .limit(STORES_LIMIT);
  return rows.map(toMarketplaceStore);
}

/** One store's page answers whether or not it has anything on sale; the page says which. */
export async function getStore(db: Db, id: number): Promise<MarketplaceStore> {
  const [row] = await selectStores(db, storeHasProductOnSale).where(
    and(eq(users.id, id), storeIsPublic),
  );
  if (!row) throw new AppError('NOT_FOUND', 'store.notFound');
  return toMarketplaceStore(row);
}

const selectProducts = (db: Db) =>
  db.select(productColumns).from(products).innerJoin(users, eq(users.id, products.storeId));

/**
 * Products on sale before sold-out ones, whatever else orders a list: a buyer meets what they can
 * buy first. A prefix of every ORDER BY, so pages stay a stable partition of the list.
 */
const soldOutLast = asc(sql`case when ${productOnSale} then 0 else 1 end`);

/** Featured products first, then the newest, so the home page is never empty while stores sell. */
export async function listFeaturedProducts(db: Db): Promise<MarketplaceProduct[]> {
  const rows = await selectProducts(db)
    .where(productIsLive)
    .orderBy(soldOutLast, desc(products.featured), desc(products.createdAt), desc(products.id))
    .limit(FEATURED_LIMIT);
  return rows.map(toMarketplaceProduct);
}

export async function getProduct(db: Db, id: number): Promise<MarketplaceProduct> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), productIsLive));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return toMarketplaceProduct(row);
}

const SORTS: Record<StoreProductsQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
};

/**
 * One page and the number of rows in all, in one query (a window count). Only a page past the
 * end, which has no row to carry the count, asks again.
 */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
): Promise<Page<MarketplaceProduct>> {
  const rows = await db
    .select({ ...productColumns, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ value: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.storeId))
      .where(where);
    total = counted?.value ?? 0;
  }
  return { items: rows.map(toMarketplaceProduct), total, page, pageSize };
}

/** 404 unless the store is on the marketplace: one indexed lookup, nothing counted. */
async function requirePublicStore(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), storeIsPublic));
  if (!row) throw new AppError('NOT_FOUND', 'store.notFound');
}

export async function listStoreProducts(
  db: Db,
  storeId: number,
  query: StoreProductsQuery,
): Promise<Page<MarketplaceProduct>> {
  const where = and(
    eq(products.storeId, storeId),
    productIsLive,
    query.status ? eq(products.status, query.status) : undefined,
    query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
  );
  const order = [soldOutLast, ...SORTS[query.sort]];
  const page = await pageOf(db, where, order, query.page, query.pageSize);
  // A row proves the store is public (productIsLive); only an empty page must ask.
  if (page.items.length === 0) await requirePublicStore(db, storeId);
  return page;
}

/** Only for ranking the matches: the filter itself reads the stored products.search_text. */
const folded = (column: typeof products.name) =>
  sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

/** Names and descriptions of every live product, accents and Arabic vowel marks ignored. */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
): Promise<Page<MarketplaceProduct>> {
  const needle = foldText(query.q.trim());
  const pattern = containsPattern(needle);
  const where = needle
    ? and(productIsLive, sql`${products.searchText} like ${pattern}`)
    : productIsLive;
  // A match in the name ranks above one in the description only.
  const order = needle
    ? [
        soldOutLast,
        sql`case when ${folded(products.name)} like ${pattern} then 0 else 1 end`,
        desc(products.featured),
        desc(products.createdAt),
        desc(products.id),
      ]
    : [soldOutLast, ...SORTS.newest];
  return pageOf(db, where, order, query.page, query.pageSize);
}

/**
 * Every listed store and every live product, for the sitemap. Bounded by the sitemap format's
 * 50,000. A store with nothing on sale is left out, as from the lists; its sold-out products stay
 * (their pages open and say so).
 */
export async function listSitemapEntries(db: Db) {
  const [stores, productRows] = await Promise.all([
    db
      .select({ id: users.id, updatedAt: users.updatedAt })
      .from(users)
      .where(and(storeIsPublic, storeHasProductOnSale))
      .orderBy(asc(users.id))
      .limit(5_000),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(users, eq(users.id, products.storeId))
      .where(productIsLive)
      .orderBy(asc(products.id))
      .limit(44_000),
  ]);
  return { stores, products: productRows };
}
