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
 * For the lists others change from their side (a buyer's order, a transporter's progress, a
 * seller's hand-over): while a screen stays open the live stream (features/live) marks them
 * stale as the changes happen; opening a screen still refetches, since events may have been
 * missed while nothing was listening for that list (the stream only replays 24 h).
 */
export const FOLLOW_MARKETPLACE = {
  refetchOnMount: 'always',
} as const;
