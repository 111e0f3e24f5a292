/**
 * The marketplace's public reads, one door for the JSON API and the server-rendered pages
 * (issue 16): both ask here, so both get the same data and, once cached, the same cache.
 *
 * STUB written by the lead: no caching yet. The cache helper turns it into the cached version
 * (same method names and data shapes; it may add what the HTTP side needs, e.g. the serialized
 * body and its ETag).
 */
import type { FastifyInstance } from 'fastify';
import {
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

export interface PublicReads {
  featured(): ReturnType<typeof listFeaturedProducts>;
  stores(): ReturnType<typeof listStores>;
  /** Throws the 404 AppError of a missing or suspended store. */
  store(id: number): ReturnType<typeof getStore>;
  storeProducts(id: number, query: StoreProductsQuery): ReturnType<typeof listStoreProducts>;
  /** Throws the 404 AppError of a missing or hidden product. */
  product(id: number): ReturnType<typeof getProduct>;
  related(id: number): ReturnType<typeof listRelatedProducts>;
  search(query: ProductSearchQuery): ReturnType<typeof searchProducts>;
}

export function publicReads(app: FastifyInstance): PublicReads {
  const db = () => app.database.db;
  return {
    featured: () => listFeaturedProducts(db()),
    stores: () => listStores(db()),
    store: (id) => getStore(db(), id),
    storeProducts: (id, query) => listStoreProducts(db(), id, query),
    product: (id) => getProduct(db(), id),
    related: (id) => listRelatedProducts(db(), id),
    search: (query) =>
      searchProducts(db(), query, { trigramPlan: app.database.engine === 'postgres' }),
  };
}
