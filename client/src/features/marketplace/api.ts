/** The public marketplace: stores, products, search and Contact Seller (SPEC §2, §7). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProductStatus } from '../../../../common/enums.ts';
import type {
  ContactSellerInput,
  MarketplaceSort,
} from '../../../../common/schemas/marketplace.ts';
import type { MarketplaceProduct, MarketplaceStore, Page } from '../../../../common/types.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { MARKETPLACE_LIST_RETRY } from '../../lib/query-client.ts';

export const marketplaceStoresKey = ['/api/marketplace/stores'] as const;
export const featuredProductsKey = ['/api/marketplace/products/featured'] as const;
export const productSearchKey = ['/api/marketplace/products'] as const;

export function marketplaceStoreKey(id: number) {
  return [`/api/marketplace/stores/${id}`] as const;
}

export function marketplaceProductKey(id: number) {
  return [`/api/marketplace/products/${id}`] as const;
}

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
  return useQuery<MarketplaceStore[]>({ queryKey: marketplaceStoresKey, retry: retryListOnce });
}

export function useFeaturedProducts() {
  return useQuery<MarketplaceProduct[]>({ queryKey: featuredProductsKey, retry: retryListOnce });
}

export function useMarketplaceStore(id: number | undefined) {
  return useQuery<MarketplaceStore>({
    queryKey: marketplaceStoreKey(id ?? 0),
    enabled: id !== undefined,
  });
}

export function useMarketplaceProduct(id: number | undefined) {
  return useQuery<MarketplaceProduct>({
    queryKey: marketplaceProductKey(id ?? 0),
    enabled: id !== undefined,
  });
}

export interface StoreProductsParams {
  status?: ProductStatus;
  minPrice?: number;
  maxPrice?: number;
  sort: MarketplaceSort;
  page: number;
  pageSize: number;
}

export function useStoreProducts(storeId: number | undefined, params: StoreProductsParams) {
  const path = `/api/marketplace/stores/${storeId ?? 0}/products`;
  return useQuery<Page<MarketplaceProduct>>({
    queryKey: [path, params],
    enabled: storeId !== undefined,
    retry: retryListOnce,
    // The same store's previous page stays on screen while the next one loads; another store's
    // products never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === path ? previous : undefined,
  });
}

export function useProductSearch(params: { q: string; page: number; pageSize: number }) {
  return useQuery<Page<MarketplaceProduct>>({
    queryKey: [...productSearchKey, params],
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
  return useQuery<Page<MarketplaceProduct>>({
    queryKey: [...productSearchKey, params],
    retry: retryListOnce,
    placeholderData: (previous) => previous,
  });
}

export interface ContactSellerAnswer {
  id: number;
  createdAt: string;
}

export function useContactSeller(storeId: number) {
  return useMutation({
    mutationFn: (input: ContactSellerInput) =>
      apiRequest<ContactSellerAnswer>('POST', `/api/marketplace/stores/${storeId}/messages`, input),
  });
}
