/**
 * The public marketplace: stores that finished setup and their live products, for anyone.
 * Nothing here needs a session, so nothing here reads beyond what a store chose to publish.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { CATEGORIES, type CategoryCode } from '../../../common/categories.ts';
import { toMediaImage } from '../../../common/media.ts';
import type {
  BrowseSort,
  productSearchQuerySchema,
  storeProductsQuerySchema,
} from '../../../common/schemas/marketplace.ts';
import type {
  MarketplaceProduct,
  MarketplaceStore,
} from '../../../common/contracts/marketplace.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { media, products, users } from '../../db/schema.ts';
import { containsPattern, foldText } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import {
  imageUrlOf,
  productCoverSql,
  productImagesSql,
  productOnSale,
  toImages,
  type ImageRef,
} from '../products/index.ts';

const FEATURED_LIMIT = 8;
const RELATED_LIMIT = 8;
const STORES_LIMIT = 500;

type StoreProductsQuery = z.output<typeof storeProductsQuerySchema>;
type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/**
 * A seller's store is public once its setup is done, unless an operator suspended it (issue 13).
 * Plain filters on the users row: the browse indexes on products keep answering the lists.
 */
export const storeIsPublic = and(
  eq(users.userType, 'business'),
  eq(users.setupCompleted, true),
  isNull(users.storeSuspendedAt),
);
/**
 * A product is on the marketplace when it is not archived, not hidden by an operator, and its
 * store is public. Every public read (lists, pages, related, sitemap, previews, checkout, contact
 * seller, reports) goes through it.
 */
export const productIsLive = and(
  isNull(products.archivedAt),
  isNull(products.hiddenAt),
  storeIsPublic,
);

const productColumns = {
  id: products.id,
  storeId: products.storeId,
  storeName: users.storeName,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  status: products.status,
  stockQuantity: products.stockQuantity,
  featured: products.featured,
  createdAt: products.createdAt,
  storeGovernorate: users.storeGovernorate,
  /** Lists show the cover only. */
  pictures: productCoverSql,
};

/** The product page shows every photo. */
const productPageColumns = {
  ...productColumns,
  pictures: productImagesSql,
};

interface ProductRow {
  id: number;
  storeId: number;
  storeName: string | null;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  category: string;
  status: string;
  stockQuantity: number;
  featured: boolean;
  createdAt: Date;
  storeGovernorate: string | null;
  pictures: ImageRef[] | ImageRef | null;
}

function toMarketplaceProduct(row: ProductRow): MarketplaceProduct {
  const images = toImages(row.pictures);
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName ?? '',
    storeGovernorate: row.storeGovernorate,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: imageUrlOf(images, row.imageUrl),
    images,
    // The column's check constraint holds it to CATEGORY_CODES.
    category: row.category as CategoryCode,
    status: row.status,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Live products of the store on this row, counted from the partial index products_live_store_idx
 * alone (an index-only scan), whose predicate this repeats word for word. Raw SQL names the outer
 * "users" row on purpose: inside a subquery an unqualified "id" would be the product's.
 */
const liveProductsCount = sql<number>`(
  select count(*)::int from products p where p.store_id = "users"."id"
    and p.archived_at is null and p.hidden_at is null
)`;

/**
 * The store on this row has something a buyer can buy. One probe of the partial index
 * products_on_sale_store_idx, whose predicate this repeats word for word; a product hidden by an
 * operator is filtered out of what the probe finds (rare rows, a plain filter).
 */
export const storeHasProductOnSale = sql<boolean>`exists (
  select 1 from products p where p.store_id = "users"."id" and p.archived_at is null
    and p.stock_quantity > 0 and p.status <> 'out_of_stock' and p.hidden_at is null
)`;

const logoMedia = alias(media, 'logo');
const coverMedia = alias(media, 'cover');

/**
 * `onSale`: the EXISTS above for one store's page; a literal true for lists it already filtered.
 * The logo and cover are left joins on media's primary key.
 */
const selectStores = (db: Db, onSale: SQL<boolean>) =>
  db
    .select({
      id: users.id,
      storeName: users.storeName,
      storeDescription: users.storeDescription,
      storePhone: users.storePhone,
      storeAddress: users.storeAddress,
      storeGovernorate: users.storeGovernorate,
      storeWhatsapp: users.storeWhatsapp,
      logo: { id: logoMedia.id, width: logoMedia.width, height: logoMedia.height },
      cover: { id: coverMedia.id, width: coverMedia.width, height: coverMedia.height },
      productsCount: liveProductsCount,
      hasProductsOnSale: onSale,
    })
    .from(users)
    .leftJoin(logoMedia, eq(logoMedia.id, users.storeLogoId))
    .leftJoin(coverMedia, eq(coverMedia.id, users.storeCoverId));

interface MediaSize {
  id: string;
  width: number;
  height: number;
}

function toMarketplaceStore(row: {
  id: number;
  storeName: string | null;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  storeGovernorate: string | null;
  storeWhatsapp: string | null;
  logo: MediaSize | null;
  cover: MediaSize | null;
  productsCount: number;
  hasProductsOnSale: boolean;
}): MarketplaceStore {
  return {
    ...row,
    storeName: row.storeName ?? '',
    logo: row.logo && toMediaImage(row.logo),
    cover: row.cover && toMediaImage(row.cover),
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

/**
 * The product is one of a few short candidate lists (each an ORDER BY … LIMIT that an index
 * answers), for a "first N by an order" that would otherwise sort every product. A MATERIALIZED
 * CTE computes the lists once: without statistics (a fresh PGlite), the planner re-ran them per row.
 */
function amongCandidates(parts: SQLWrapper[]): SQL {
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  return sql`${products.id} in (
    with candidates as materialized (${union})
    select id from candidates)`;
}

/** Featured products first, then the newest, so the home page is never empty while stores sell. */
export async function listFeaturedProducts(db: Db): Promise<MarketplaceProduct[]> {
  // products_featured_order_idx answers this ORDER BY … LIMIT without sorting the catalog.
  const rows = await selectProducts(db)
    .where(productIsLive)
    .orderBy(soldOutLast, desc(products.featured), ...NEWEST)
    .limit(FEATURED_LIMIT);
  return rows.map(toMarketplaceProduct);
}

/** A product's page, with every photo. */
export async function getProduct(db: Db, id: number): Promise<MarketplaceProduct> {
  const [row] = await db
    .select(productPageColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId))
    .where(and(eq(products.id, id), productIsLive));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return toMarketplaceProduct(row);
}

/**
 * "You may also like" under a product: live products of the same category first, then of the
 * same store, never the product itself; on sale before sold out. 404 like the product page.
 */
export async function listRelatedProducts(db: Db, id: number): Promise<MarketplaceProduct[]> {
  const [base] = await db
    .select({ category: products.category, storeId: products.storeId })
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId))
    .where(and(eq(products.id, id), productIsLive));
  if (!base) throw new AppError('NOT_FOUND', 'product.notFound');
  const sameCategory = eq(products.category, base.category);
  const sameStore = eq(products.storeId, base.storeId);
  const first = (condition: SQL) => asc(sql`case when ${condition} then 0 else 1 end`);
  const withinPart = [
    soldOutLast,
    desc(products.featured),
    desc(products.createdAt),
    desc(products.id),
  ];
  const order = [soldOutLast, first(sameCategory), first(sameStore), ...withinPart.slice(1)];
  // Each candidate part is ordered without the terms the full order adds (same category, same
  // store), so products_related_category_idx and products_related_store_idx give its first 8
  // rows in order. The first 8 of the whole are still among the parts' first 8: a product of the
  // category only, or of the store only, is outranked inside its part by nothing the whole would
  // put after it. Only a product of both can fall behind in both parts (the whole puts it before
  // same-rank products of one of them), so those get a part of their own, read off
  // products_related_store_category_idx.
  const candidates = (among: SQL) =>
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.storeId))
      .where(and(productIsLive, ne(products.id, id), among))
      .orderBy(...withinPart)
      .limit(RELATED_LIMIT);
  const rows = await selectProducts(db)
    .where(
      amongCandidates([
        candidates(sameCategory),
        candidates(sameStore),
        candidates(and(sameStore, sameCategory) as SQL),
      ]),
    )
    .orderBy(...order)
    .limit(RELATED_LIMIT);
  return rows.map(toMarketplaceProduct);
}

const NEWEST = [desc(products.createdAt), desc(products.id)];

const SORTS: Record<StoreProductsQuery['sort'] | BrowseSort, SQL[]> = {
  newest: NEWEST,
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
  popular: [desc(products.soldCount), ...NEWEST],
};

/**
 * Totals of large lists, per database, for a minute: counting 50,000 rows costs tens of
 * milliseconds every time, while a total a minute old on a list that large is harmless (the page
 * itself is always fresh). Only counts of COUNT_CACHE_MIN rows or more are kept, so small lists,
 * where a new product must show at once, are always counted. In-process: each instance has its own.
 */
const COUNT_CACHE_MIN = 1_000;
const COUNT_CACHE_TTL_MS = 60_000;
const COUNT_CACHE_MAX_KEYS = 500;
const countCaches = new WeakMap<Db, Map<string, { value: number; expires: number }>>();

/**
 * Forgets every cached total: a change the public-read cache hears of (public-reads.ts) makes
 * them as stale as its own entries, and "never a stale answer" covers totals too.
 */
export function forgetCachedCounts(db: Db): void {
  countCaches.delete(db);
}

function cachedCount(db: Db, key: string): number | undefined {
  const entry = countCaches.get(db)?.get(key);
  if (!entry) return undefined;
  if (entry.expires > Date.now()) return entry.value;
  countCaches.get(db)?.delete(key);
  return undefined;
}

function rememberCount(db: Db, key: string, value: number): void {
  if (value < COUNT_CACHE_MIN) return;
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  // A Map iterates in insertion order: the first key is the oldest.
  if (cache.size >= COUNT_CACHE_MAX_KEYS) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, { value, expires: Date.now() + COUNT_CACHE_TTL_MS });
}

/**
 * PostgreSQL's planner prices a LIKE at one operator per row, far below what matching a long
 * folded text costs, so on 50,000 products it prefers reading every row (~150 ms) to the trigram
 * index (~10 ms). For a search whose needle the index can serve (3 characters at least), the
 * page and the count run in a transaction that forbids reading every row, so the planner takes
 * the trigram bitmap scan, or a browse index when a sort order makes walking it cheaper (the
 * bench measured sorted searches at half the p99 with index scans left allowed). Settings are
 * transaction-local: nothing leaks to the pool's next query. Asked for on PostgreSQL only: an
 * embedded PGlite serves one small shop window, where reading the rows is right and the
 * transaction's extra round trips would cost more than they save.
 */
const TRIGRAM_PLAN = sql`select set_config('enable_seqscan', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * One page and the number of rows in all. The page's ids are chosen first in a subquery (an
 * ORDER BY … LIMIT that the products_browse_* indexes answer without sorting), and only those
 * rows get their columns and cover. The total is known from a page that is not full; otherwise
 * it is counted, and cached for large lists under `countKey` (the filters that define the set,
 * never the sort or the page).
 */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
  options: { countKey?: string; trigram?: boolean } = {},
): Promise<Page<MarketplaceProduct>> {
  const { countKey, trigram = false } = options;
  const known = countKey === undefined ? undefined : cachedCount(db, countKey);
  const read = async (tx: Db) => {
    const pageIds = tx
      .select({ pageId: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.storeId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('page_ids');
    const rowsQuery = tx
      .select(productColumns)
      .from(pageIds)
      .innerJoin(products, eq(products.id, pageIds.pageId))
      .innerJoin(users, eq(users.id, products.storeId))
      .orderBy(...order);
    const countQuery = async () => {
      const [counted] = await tx
        .select({ value: count() })
        .from(products)
        .innerJoin(users, eq(users.id, products.storeId))
        .where(where);
      return counted?.value ?? 0;
    };
    const rows = await rowsQuery;
    const offset = (page - 1) * pageSize;
    // A page that is not full ends the list: its rows give the total, nothing to count.
    const ended = rows.length < pageSize && (rows.length > 0 || page === 1);
    const total = known ?? (ended ? offset + rows.length : await countQuery());
    return [rows, total] as const;
  };
  const [rows, total] = trigram
    ? await db.transaction(async (tx) => {
        await tx.execute(TRIGRAM_PLAN);
        return read(tx);
      })
    : await read(db);
  if (countKey !== undefined && known === undefined) rememberCount(db, countKey, total);
  return { items: rows.map(toMarketplaceProduct), total, page, pageSize };
}

/** 404 unless the store is on the marketplace: one indexed lookup, nothing counted. */
export async function requirePublicStore(db: Db, id: number): Promise<void> {
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
    query.category ? eq(products.category, query.category) : undefined,
    query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
  );
  const order = [soldOutLast, ...SORTS[query.sort]];
  const page = await pageOf(db, where, order, query.page, query.pageSize);
  // A row proves the store is public (productIsLive); only an empty page must ask.
  if (page.items.length === 0) await requirePublicStore(db, storeId);
  return page;
}

/** Arabic writes "and" and "the" joined to the word: وخزف is خزف, الفخار is فخار. */
const withoutArabicPrefixes = (word: string) => [word, word.replace(/^(?:و|ال|وال)(?=\S{3})/u, '')];

/** Each word of each category's names in en, fr and ar, folded, with and without prefixes. */
const CATEGORY_WORDS = CATEGORIES.map((category) => ({
  code: category.code,
  words: [category.en, category.fr, category.ar].flatMap((name) =>
    foldText(name)
      .split(/[\s&,]+/u)
      .flatMap(withoutArabicPrefixes),
  ),
}));

/**
 * The categories a search names: the query (folded, three letters at least, so that "po" names
 * nothing) starts a word of one of the category's names ("poterie", "pottery", "فخار", "الفخار"
 * and "خزف" all name pottery). A query of several words names a category only as a whole name.
 */
function categoriesNamedBy(needle: string): CategoryCode[] {
  const queries = withoutArabicPrefixes(needle).filter((word) => word.length >= 3);
  if (queries.length === 0) return [];
  return CATEGORY_WORDS.filter(
    ({ code, words }) =>
      queries.some((query) => words.some((word) => word.startsWith(query))) ||
      CATEGORIES.some(
        (category) =>
          category.code === code &&
          [category.en, category.fr, category.ar].some((name) => foldText(name) === needle),
      ),
  ).map(({ code }) => code);
}

/**
 * Browse and search every live product (GET /api/marketplace/products). The search matches the
 * stored folded name and description (accents and Arabic vowel marks ignored; a trigram index on
 * PostgreSQL) or a category the query names. Filters: category, the store's governorate, price
 * range, on sale only. Order: on sale first, then `sort`; without one, a search ranks a match in
 * the name first, then the newest.
 */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
  options: { trigramPlan?: boolean } = {},
): Promise<Page<MarketplaceProduct>> {
  const needle = foldText(query.q.trim());
  const pattern = containsPattern(needle);
  let matches: SQL | undefined;
  if (needle) {
    const named = categoriesNamedBy(needle);
    const inText = sql`${products.searchText} like ${pattern}`;
    matches = named.length > 0 ? or(inText, inArray(products.category, named)) : inText;
  }
  const where = and(
    productIsLive,
    matches,
    query.category ? eq(products.category, query.category) : undefined,
    query.governorate ? eq(users.storeGovernorate, query.governorate) : undefined,
    query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
    query.inStock === 'true' ? productOnSale : undefined,
  );
  let order: SQL[];
  if (query.sort) order = [soldOutLast, ...SORTS[query.sort]];
  else if (needle) {
    // Relevance: a match in the name above one in the description or the category only. The
    // stored search_text starts with the folded name, so a match that starts within the name's
    // length is in the name (near enough: only for ranking). One key with the on-sale rank, so
    // PostgreSQL takes the trigram index and sorts the matches rather than walking an index.
    const inName = sql`strpos(${products.searchText}, ${needle}) between 1 and char_length(${products.name})`;
    order = [
      asc(
        sql`(case when ${productOnSale} then 0 else 2 end + case when ${inName} then 0 else 1 end)`,
      ),
      desc(products.featured),
      ...NEWEST,
    ];
  } else order = [soldOutLast, ...NEWEST];
  const countKey = JSON.stringify([
    needle,
    query.category,
    query.governorate,
    query.minPrice,
    query.maxPrice,
    query.inStock === 'true',
  ]);
  return pageOf(db, where, order, query.page, query.pageSize, {
    countKey,
    trigram: options.trigramPlan === true && needle.length >= 3,
  });
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
