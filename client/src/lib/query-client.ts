/**
 * The one QueryClient's defaults. Queries have no default fetcher: each comes from a
 * query-options factory in its feature's api.ts, with its own key and fetcher (decision 009).
 */
import { QueryClient } from '@tanstack/react-query';
import { UI } from '../../../common/constants.ts';

/** SPEC §7 and §9: no retry, no refetch on focus, never stale, unused entries kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
