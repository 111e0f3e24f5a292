/**
 * The browse page's search, filters, sort and page, read from and written to the URL: a link
 * shows the same list to whoever opens it, and the back button steps through the changes.
 * Whatever in the URL is not valid is dropped, never sent (the server would answer 400).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { CATEGORY_CODES, type CategoryCode } from '../../../../common/categories.ts';
import { BROWSE_SORTS, type BrowseSort } from '../../../../common/schemas/marketplace.ts';
import { GOVERNORATE_CODES } from '../../../../common/tunisia.ts';
import type { ProductListParams } from './api.ts';

export { BROWSE_SORTS, type BrowseSort };
export const BROWSE_PAGE_SIZE = 24;

const MAX_PRICE = 1_000_000;
const MAX_PAGE = 10_000;

export interface BrowseQuery {
  q: string;
  category?: CategoryCode;
  governorate?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /**
   * Chosen by the buyer; none is the server's default: the best matches first for a search,
   * the newest when browsing.
   */
  sort?: BrowseSort;
  page: number;
}

export type BrowseQueryChanges = Partial<BrowseQuery>;

function priceOf(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

function oneOf<T extends string>(list: readonly T[], raw: string | null): T | undefined {
  return list.find((item) => item === raw);
}

export function readBrowseQuery(params: URLSearchParams): BrowseQuery {
  const page = Number(params.get('page'));
  const minPrice = priceOf(params.get('minPrice'));
  let maxPrice = priceOf(params.get('maxPrice'));
  // The server refuses min above max: such a link keeps its lower bound only.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) maxPrice = undefined;
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: oneOf(CATEGORY_CODES, params.get('category')),
    governorate: oneOf(GOVERNORATE_CODES, params.get('governorate')),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    sort: oneOf(BROWSE_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query as URL parameters, defaults left out: `/marketplace/products` is the plain list. */
export function browseSearchParams(query: BrowseQuery): Record<string, string | undefined> {
  return {
    q: query.q || undefined,
    category: query.category,
    governorate: query.governorate,
    minPrice: query.minPrice?.toString(),
    maxPrice: query.maxPrice?.toString(),
    inStock: query.inStock ? 'true' : undefined,
    // Newest is what browsing shows anyway; a search keeps it (its default is the best match).
    sort: query.sort === 'newest' && !query.q ? undefined : query.sort,
    page: query.page > 1 ? String(query.page) : undefined,
  };
}

/** What GET /api/marketplace/products is asked (empty values are left out by withSearchParams). */
export function browseApiParams(
  query: BrowseQuery,
  pageSize = BROWSE_PAGE_SIZE,
): ProductListParams {
  return { ...browseSearchParams(query), page: query.page, pageSize };
}

/** How many filters narrow the list (the search and the sort do not count). */
export function activeFilterCount(query: BrowseQuery): number {
  return [
    query.category,
    query.governorate,
    query.minPrice,
    query.maxPrice,
    query.inStock || undefined,
  ].filter((value) => value !== undefined).length;
}

/** Every filter off; the search and the sort stay. */
export const CLEARED_FILTERS: BrowseQueryChanges = {
  category: undefined,
  governorate: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
};

/** Applies changes to the query (`{ category: undefined }` clears it); any change but the page goes back to page 1. */
export function changeBrowseQuery(query: BrowseQuery, changes: BrowseQueryChanges): BrowseQuery {
  const next = { ...query, ...changes };
  return {
    ...next,
    q: next.q ?? '',
    inStock: next.inStock ?? false,
    page: changes.page ?? 1,
  };
}

/** The URL's query string for this query ('' when nothing is set); other keys (?lng=) are kept. */
export function writeBrowseQuery(previous: URLSearchParams, query: BrowseQuery): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(browseSearchParams(query))) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The browse page's query and a setter; each change is a new history entry (Back undoes it). */
export function useBrowseQuery() {
  const [params, setParams] = useSearchParams();
  const query = readBrowseQuery(params);
  const update = useCallback(
    (changes: BrowseQueryChanges) =>
      setParams((previous) =>
        writeBrowseQuery(previous, changeBrowseQuery(readBrowseQuery(previous), changes)),
      ),
    [setParams],
  );
  return { query, update };
}
