/**
 * A store page's filters, sort, page and layout, read from and written to the URL so that a shared
 * or reloaded link shows the same list. Whatever in the URL is not valid is ignored, not sent.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/enums.ts';
import { MARKETPLACE_SORTS, type MarketplaceSort } from '../../../../common/schemas/marketplace.ts';

export type ProductLayout = 'grid' | 'list';

export interface StoreQuery {
  status?: ProductStatus;
  minPrice?: number;
  maxPrice?: number;
  sort: MarketplaceSort;
  page: number;
  layout: ProductLayout;
}

const MAX_PRICE = 1_000_000;

function priceOf(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

export function readStoreQuery(params: URLSearchParams): StoreQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const minPrice = priceOf(params.get('minPrice'));
  let maxPrice = priceOf(params.get('maxPrice'));
  // The server refuses min above max: such a link keeps its lower bound only.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) maxPrice = undefined;
  return {
    status: (PRODUCT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ProductStatus)
      : undefined,
    minPrice,
    maxPrice,
    sort: (MARKETPLACE_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as MarketplaceSort)
      : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    layout: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** True when the list is narrowed (sort and layout do not narrow it). */
export function hasFilters(query: StoreQuery): boolean {
  return query.status !== undefined || query.minPrice !== undefined || query.maxPrice !== undefined;
}

export type StoreQueryChanges = Partial<Omit<StoreQuery, 'layout'>> & { layout?: ProductLayout };

/** Writes changes into the query string; defaults are left out so links stay short. */
export function writeStoreQuery(previous: URLSearchParams, changes: StoreQueryChanges) {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  if ('status' in changes) set('status', changes.status);
  if ('minPrice' in changes) set('minPrice', changes.minPrice);
  if ('maxPrice' in changes) set('maxPrice', changes.maxPrice);
  if ('sort' in changes) set('sort', changes.sort, 'newest');
  if ('layout' in changes) set('view', changes.layout, 'grid');
  // A new filter or sort starts again at the first page.
  const narrows = ['status', 'minPrice', 'maxPrice', 'sort'].some((key) => key in changes);
  if ('page' in changes) set('page', changes.page, 1);
  else if (narrows) next.delete('page');
  return next;
}

export function useStoreQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: StoreQueryChanges) =>
      setParams((previous) => writeStoreQuery(previous, changes), { replace: true }),
    [setParams],
  );
  return { query: readStoreQuery(params), update };
}
