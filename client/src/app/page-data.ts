/**
 * What a server-drawn page shows first, read on the server into TanStack Query's cache under the
 * keys the pages use (client/src/entry-server.tsx). The server hands in its reads; a missing store
 * or product is kept as the 404 the browser's fetch would have met.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../common/contracts/users.ts';
import { matchRoute } from '../../../common/routes.ts';
import { authQueries } from '../features/auth/index.ts';
import {
  marketplaceQueries,
  parseMarketplaceId,
  readStoreQuery,
  STORE_PAGE_SIZE,
} from '../features/marketplace/index.ts';
import { applyFailure, type QueryFailure } from '../lib/ssr-state.ts';

/** The store products' query as the page asks for it (the server checks it with its schema). */
export interface StoreProductsRead {
  status?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: string;
  page: number;
  pageSize: number;
}

/**
 * The server's public reads, answering in the API's JSON shape. A missing store or product
 * rejects with an error carrying `statusCode` 404 (and the API's error body as `body`).
 */
export interface PageReads {
  featured(): Promise<unknown>;
  stores(): Promise<unknown>;
  store(id: number): Promise<unknown>;
  storeProducts(id: number, query: StoreProductsRead): Promise<unknown>;
  product(id: number): Promise<unknown>;
  related(id: number): Promise<unknown>;
}

interface Failure {
  statusCode?: number;
  body?: unknown;
}

/**
 * Runs a read into the cache under the page's own key. A 404 is kept as the error the client's
 * fetch would have met, so the page draws its "not found" message; any other failure leaves the
 * query empty and the browser asks again.
 */
async function fill(
  client: QueryClient,
  failures: QueryFailure[],
  queryKey: readonly unknown[],
  read: () => Promise<unknown>,
): Promise<'ok' | 'missing' | 'failed'> {
  try {
    client.setQueryData(queryKey, await read());
    return 'ok';
  } catch (error) {
    const { statusCode, body } = (error ?? {}) as Failure;
    if (statusCode !== 404) return 'failed';
    const failure: QueryFailure = { queryKey, status: 404, body: JSON.stringify(body ?? {}) };
    failures.push(failure);
    applyFailure(client, failure);
    return 'missing';
  }
}

/** Fills the cache with what the page at this URL shows first; says whether it is missing. */
export async function prefetch(
  client: QueryClient,
  failures: QueryFailure[],
  url: URL,
  reads: PageReads,
): Promise<boolean> {
  const route = matchRoute(url.pathname);
  const id = parseMarketplaceId(url.pathname.split('/')[3]);
  if (route === 'home') {
    await Promise.all([
      fill(client, failures, marketplaceQueries.featured().queryKey, () => reads.featured()),
      fill(client, failures, marketplaceQueries.stores().queryKey, () => reads.stores()),
    ]);
    return false;
  }
  if (route === 'marketplaceStore') {
    if (id === undefined) return true;
    const query = readStoreQuery(url.searchParams);
    const params = {
      status: query.status,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
      page: query.page,
      pageSize: STORE_PAGE_SIZE,
    };
    const [store] = await Promise.all([
      fill(client, failures, marketplaceQueries.store(id).queryKey, () => reads.store(id)),
      fill(client, failures, marketplaceQueries.storeProducts(id, params).queryKey, () =>
        reads.storeProducts(id, params),
      ),
    ]);
    return store === 'missing';
  }
  if (route === 'marketplaceProduct') {
    if (id === undefined) return true;
    const [product] = await Promise.all([
      fill(client, failures, marketplaceQueries.product(id).queryKey, () => reads.product(id)),
      fill(client, failures, marketplaceQueries.related(id).queryKey, () => reads.related(id)),
    ]);
    if (product === 'missing') return true;
    // Its store's WhatsApp number (Ask on WhatsApp) comes from the store's own answer.
    const storeId = client.getQueryData<{ storeId?: number }>(
      marketplaceQueries.product(id).queryKey,
    )?.storeId;
    if (storeId !== undefined)
      await fill(client, failures, marketplaceQueries.store(storeId).queryKey, () =>
        reads.store(storeId),
      );
    return false;
  }
  return false;
}

/** Who is signed in (null: nobody), as GET /api/user would have answered. */
export function putCurrentUser(client: QueryClient, user: PublicUser | null) {
  client.setQueryData(authQueries.currentUser().queryKey, user);
}
