/** The public marketplace: stores, products, search, Contact Seller (SPEC §2, §7) and reports. */
import { partialMatchKey, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ProductStatus, ReportTarget } from '../../../../common/enums.ts';
import type { ReportInput } from '../../../../common/schemas/admin.ts';
import type { ReportSaved } from '../../../../common/contracts/admin.ts';
import type {
  ContactSellerInput,
  MarketplaceSort,
} from '../../../../common/schemas/marketplace.ts';
import type {
  ContactSellerAnswer,
  MarketplaceProduct,
  MarketplaceProductPage,
  MarketplaceStore,
} from '../../../../common/contracts/marketplace.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { MARKETPLACE_LIST_RETRY } from '../../lib/query-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

export type { ContactSellerAnswer };

export interface StoreProductsParams {
  status?: ProductStatus;
  minPrice?: number;
  maxPrice?: number;
  sort: MarketplaceSort;
  page: number;
  pageSize: number;
}

/**
 * Browse and search: every store's products, narrowed by the filters given; without `q` and
 * filters, the newest first (sold-out ones last). browse-query.ts reads these from the URL.
 */
export interface ProductListParams {
  q?: string;
  category?: string;
  governorate?: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: string;
  sort?: string;
  page: number;
  pageSize: number;
}

const stores = [...queryRoots.marketplace, 'stores'] as const;
const products = [...queryRoots.marketplace, 'products'] as const;

/** GET /api/marketplace/…: one factory per endpoint (key, fetcher, result). */
export const marketplaceQueries = {
  stores: () =>
    queryOptions({
      queryKey: [...stores, 'list'] as const,
      queryFn: () => apiRequest<MarketplaceStore[]>('GET', '/api/marketplace/stores'),
    }),
  store: (id: number) =>
    queryOptions({
      queryKey: [...stores, 'detail', id] as const,
      queryFn: () => apiRequest<MarketplaceStore>('GET', `/api/marketplace/stores/${id}`),
    }),
  /** Every page and filter of one store's products. */
  storeProductLists: (storeId: number) => [...stores, 'products', storeId] as const,
  storeProducts: (storeId: number, params: StoreProductsParams) =>
    queryOptions({
      queryKey: [...marketplaceQueries.storeProductLists(storeId), params] as const,
      queryFn: () =>
        apiRequest<MarketplaceProductPage>(
          'GET',
          withSearchParams(`/api/marketplace/stores/${storeId}/products`, params),
        ),
    }),
  featured: () =>
    queryOptions({
      queryKey: [...products, 'featured'] as const,
      queryFn: () => apiRequest<MarketplaceProduct[]>('GET', '/api/marketplace/products/featured'),
    }),
  products: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...products, 'list', params] as const,
      queryFn: () =>
        apiRequest<MarketplaceProductPage>(
          'GET',
          withSearchParams('/api/marketplace/products', params),
        ),
    }),
  product: (id: number) =>
    queryOptions({
      queryKey: [...products, 'detail', id] as const,
      queryFn: () => apiRequest<MarketplaceProduct>('GET', `/api/marketplace/products/${id}`),
    }),
  /** Up to 8 live products: the same category first, then the same store. */
  related: (id: number) =>
    queryOptions({
      queryKey: [...products, 'related', id] as const,
      queryFn: () =>
        apiRequest<MarketplaceProduct[]>('GET', `/api/marketplace/products/${id}/related`),
    }),
};

/**
 * Lists retry once (SPEC §7), but only when trying again can help: a 4xx answer (a bad filter in
 * a shared link) would only fail the same way.
 */
export function retryListOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MARKETPLACE_LIST_RETRY;
}

/** An id that is not one, or a store or product that does not exist (400 or 404). */
export function isInvalidId(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/** "12" → 12; anything that is not a positive integer → undefined, and never asks the server. */
export function parseMarketplaceId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

export function useMarketplaceStores() {
  return useQuery({ ...marketplaceQueries.stores(), retry: retryListOnce });
}

export function useFeaturedProducts() {
  return useQuery({ ...marketplaceQueries.featured(), retry: retryListOnce });
}

export function useMarketplaceStore(id: number | undefined) {
  return useQuery({ ...marketplaceQueries.store(id ?? 0), enabled: id !== undefined });
}

export function useMarketplaceProduct(id: number | undefined) {
  return useQuery({ ...marketplaceQueries.product(id ?? 0), enabled: id !== undefined });
}

export function useStoreProducts(storeId: number | undefined, params: StoreProductsParams) {
  const sameStore = marketplaceQueries.storeProductLists(storeId ?? 0);
  return useQuery({
    ...marketplaceQueries.storeProducts(storeId ?? 0, params),
    enabled: storeId !== undefined,
    retry: retryListOnce,
    // The same store's previous page stays on screen while the next one loads; another store's
    // products never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && partialMatchKey(previousQuery.queryKey, sameStore) ? previous : undefined,
  });
}

export function useProductSearch(params: { q: string; page: number; pageSize: number }) {
  return useQuery({
    ...marketplaceQueries.products(params),
    enabled: params.q !== '',
    retry: retryListOnce,
    placeholderData: (previous) => previous,
  });
}

/**
 * The newest products of every store, a page at a time: the product list without a search, which
 * the server orders newest first (sold-out ones last).
 */
export function useNewestProducts(params: { page: number; pageSize: number }) {
  return useQuery({
    ...marketplaceQueries.products(params),
    retry: retryListOnce,
    placeholderData: (previous) => previous,
  });
}

/** The browse page's list: the previous answer stays on screen while a new filter loads. */
export function useBrowseProducts(params: ProductListParams) {
  return useQuery({
    ...marketplaceQueries.products(params),
    retry: retryListOnce,
    placeholderData: (previous) => previous,
  });
}

export function useRelatedProducts(id: number) {
  return useQuery({ ...marketplaceQueries.related(id), retry: retryListOnce });
}

export function useContactSeller(storeId: number) {
  return useMutation({
    mutationFn: (input: ContactSellerInput) =>
      apiRequest<ContactSellerAnswer>('POST', `/api/marketplace/stores/${storeId}/messages`, input),
  });
}

/**
 * Report a product or a store to Hanout's operators (issue 13): anyone may, signed in or not.
 * Nothing on the page changes, so no query is made stale.
 */
export function useReport(target: ReportTarget, id: number) {
  const collection = target === 'product' ? 'products' : 'stores';
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest<ReportSaved>('POST', `/api/marketplace/${collection}/${id}/reports`, input),
  });
}
