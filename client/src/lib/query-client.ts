import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { UI } from '../../../common/constants.ts';
import { apiRequest } from './api-client.ts';

/** Query keys are API paths: ['/api/products'] fetches /api/products; extra parts become the query string. */
export const fetchByKey: QueryFunction = async ({ queryKey }) => {
  const [url, params] = queryKey as [string, Record<string, unknown> | undefined];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return apiRequest('GET', query ? `${url}?${query}` : url);
};

/** SPEC §7 and §9: no retry, no refetch on focus, never stale, unused entries kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: UI.queryGcTimeMs,
      },
      mutations: { retry: false },
    },
  });
}

/** Marketplace list queries retry once (SPEC §7). */
export const MARKETPLACE_LIST_RETRY = 1;

/**
 * For the seller's lists that buyers change from the marketplace (orders, customers, the
 * dashboard's figures): "never stale" would keep a seller looking at yesterday's orders, so these
 * refetch when a screen opens and every 30 s while it stays open.
 */
export const FOLLOW_MARKETPLACE = {
  refetchOnMount: 'always',
  refetchInterval: 30_000,
} as const;
