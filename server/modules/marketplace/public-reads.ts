/**
 * The marketplace's public reads, one door for the JSON API and the server-rendered pages
 * (issue 16): both ask here, so both get the same data from the same in-process cache.
 *
 * Each entry keeps the data (for the pages) and the answer ready to send (for the API: its JSON
 * exactly as the route's contract writes it, a strong ETag, its compressed forms once asked for),
 * so a hit costs no query, no serialization and no compression. Entries are scoped to the store
 * they show, or to the lists that mix stores; database triggers notify every instance of each
 * change (plugins/read-invalidations.ts) and a read right after this process's own write waits for
 * its notification first (server/cache/commit-barrier.ts). Nothing personal is ever read here.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import {
  marketplaceProductListSchema,
  marketplaceProductPageSchema,
  marketplaceProductSchema,
  marketplaceStoreListSchema,
  marketplaceStoreSchema,
} from '../../../common/contracts/marketplace.ts';
import { CachedBody } from '../../cache/http-body.ts';
import { PUBLIC_READS_CHANNEL } from '../../cache/channels.ts';
import { ScopedCache, type CacheLimits, type Scope } from '../../cache/scoped-cache.ts';
import { foldText } from '../../db/search.ts';
import { responseSerializerCompiler } from '../../plugins/response-serializer.ts';
import {
  forgetCachedCounts,
  getProduct,
  getStore,
  listFeaturedProducts,
  listRelatedProducts,
  listStoreProducts,
  listStores,
  searchProducts,
} from './service.ts';

type StoreProductsQuery = Parameters<typeof listStoreProducts>[2];
type ProductSearchQuery = Parameters<typeof searchProducts>[1];
type Data<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The reads, as data (server rendering) or as answers ready to send (the JSON routes). */
interface Reads<Featured, Stores, Store, Products, Product> {
  featured(): Promise<Featured>;
  stores(): Promise<Stores>;
  /** Throws the 404 AppError of a missing or suspended store. */
  store(id: number): Promise<Store>;
  storeProducts(id: number, query: StoreProductsQuery): Promise<Products>;
  /** Throws the 404 AppError of a missing or hidden product. */
  product(id: number): Promise<Product>;
  related(id: number): Promise<Featured>;
  search(query: ProductSearchQuery): Promise<Products>;
}

export interface PublicReads extends Reads<
  Data<typeof listFeaturedProducts>,
  Data<typeof listStores>,
  Data<typeof getStore>,
  Data<typeof listStoreProducts>,
  Data<typeof getProduct>
> {
  /** The same reads as JSON answers with their ETag (server/cache/http-body.ts). */
  answers: Reads<CachedBody, CachedBody, CachedBody, CachedBody, CachedBody>;
  /**
   * The catalogue's version, for caches built on these reads (rendered pages): take it before
   * reading, keep what was built only while isCurrent(version). It changes on every change to
   * what a public read shows; -1 (never current) while changes may go unheard. Waits, like every
   * read, for this process's own last writes to be heard.
   */
  version(): Promise<number>;
  isCurrent(version: number): boolean;
  /** Entries and bytes held now (tests, diagnostics). */
  size(): { entries: number; bytes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

/**
 * Enough for every store page and product of a large marketplace's hot set; a search page of 20
 * products is about 15 KB of JSON, 50 KB held with its data and compressed forms.
 */
export const DEFAULT_LIMITS: CacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };
/** What an entry holds beside its JSON: the parsed data, and the compressed forms. */
const BYTES_PER_JSON_BYTE = 3;

interface Entry {
  data: unknown;
  answer: CachedBody;
}

/** The reads of this app; the plugin below decorates app.publicReads with them. */
export function publicReads(app: FastifyInstance): PublicReads {
  return app.publicReads;
}

/** Search keys use the folded needle, as the query does: "Poterie " and "poterie" are one entry. */
function searchKey(query: ProductSearchQuery): string {
  return JSON.stringify([
    foldText(query.q.trim()),
    query.category,
    query.governorate,
    query.minPrice,
    query.maxPrice,
    query.inStock === 'true',
    query.sort,
    query.page,
    query.pageSize,
  ]);
}

function storeProductsKey(id: number, query: StoreProductsQuery): string {
  return JSON.stringify([
    id,
    query.status,
    query.category,
    query.minPrice,
    query.maxPrice,
    query.sort,
    query.page,
    query.pageSize,
  ]);
}

async function createPublicReads(app: FastifyInstance, limits: CacheLimits): Promise<PublicReads> {
  const db = () => app.database.db;
  const cache = new ScopedCache<Entry>(limits);
  await app.readInvalidations.listen([PUBLIC_READS_CHANNEL], {
    invalidate(scope) {
      cache.invalidate(scope);
      forgetCachedCounts(db());
    },
    setTrusted(trusted) {
      cache.setTrusted(trusted);
      forgetCachedCounts(db());
    },
  });

  // The routes' contracts, serialized as the routes would (strictly checked under test).
  const compile = responseSerializerCompiler(app.config.NODE_ENV === 'test');
  const serializerOf = (schema: ZodType) =>
    compile({ schema, method: 'GET', url: '/api/marketplace (cached)', httpStatus: '200' });
  const json = {
    product: serializerOf(marketplaceProductSchema),
    products: serializerOf(marketplaceProductListSchema),
    page: serializerOf(marketplaceProductPageSchema),
    store: serializerOf(marketplaceStoreSchema),
    stores: serializerOf(marketplaceStoreListSchema),
  };

  /** One cached read: its key, how to load it, how it serializes, which scope it belongs to. */
  const read = async <T>(
    key: string,
    load: () => Promise<T>,
    serialize: (data: T) => string,
    scope: (data: T) => Scope,
  ): Promise<Entry & { data: T }> => {
    const waiting = app.readInvalidations.settle();
    if (waiting) await waiting;
    const entry = await cache.get(key, async () => {
      const data = await load();
      const answer = new CachedBody(serialize(data));
      return {
        entry: { data, answer },
        scope: scope(data),
        bytes: answer.identity.length * BYTES_PER_JSON_BYTE,
      };
    });
    return entry as Entry & { data: T };
  };

  const lists = () => 'lists' as const;
  const entries = {
    featured: () => read('featured', () => listFeaturedProducts(db()), json.products, lists),
    stores: () => read('stores', () => listStores(db()), json.stores, lists),
    store: (id: number) =>
      read(
        `store:${id}`,
        () => getStore(db(), id),
        json.store,
        () => id,
      ),
    storeProducts: (id: number, query: StoreProductsQuery) =>
      read(
        `storeProducts:${storeProductsKey(id, query)}`,
        () => listStoreProducts(db(), id, query),
        json.page,
        () => id,
      ),
    product: (id: number) =>
      read(
        `product:${id}`,
        () => getProduct(db(), id),
        json.product,
        (product) => product.storeId,
      ),
    // Related products come from other stores too.
    related: (id: number) =>
      read(`related:${id}`, () => listRelatedProducts(db(), id), json.products, lists),
    search: (query: ProductSearchQuery) =>
      read(
        `search:${searchKey(query)}`,
        () => searchProducts(db(), query, { trigramPlan: app.database.engine === 'postgres' }),
        json.page,
        lists,
      ),
  };

  const reads: PublicReads = {
    featured: async () => (await entries.featured()).data,
    stores: async () => (await entries.stores()).data,
    store: async (id) => (await entries.store(id)).data,
    storeProducts: async (id, query) => (await entries.storeProducts(id, query)).data,
    product: async (id) => (await entries.product(id)).data,
    related: async (id) => (await entries.related(id)).data,
    search: async (query) => (await entries.search(query)).data,
    answers: {
      featured: async () => (await entries.featured()).answer,
      stores: async () => (await entries.stores()).answer,
      store: async (id) => (await entries.store(id)).answer,
      storeProducts: async (id, query) => (await entries.storeProducts(id, query)).answer,
      product: async (id) => (await entries.product(id)).answer,
      related: async (id) => (await entries.related(id)).answer,
      search: async (query) => (await entries.search(query)).answer,
    },
    async version() {
      const waiting = app.readInvalidations.settle();
      if (waiting) await waiting;
      return cache.trustworthy ? cache.version : -1;
    },
    isCurrent: (version) => version >= 0 && cache.trustworthy && cache.version === version,
    size: () => cache.size,
  };
  return reads;
}

export interface PublicReadsOptions {
  limits?: Partial<CacheLimits>;
}

/** Decorates app.publicReads; registered before the routes and the page renderer use it. */
export const publicReadsPlugin = fp(async (app: FastifyInstance, options: PublicReadsOptions) => {
  app.decorate(
    'publicReads',
    await createPublicReads(app, { ...DEFAULT_LIMITS, ...options.limits }),
  );
});
