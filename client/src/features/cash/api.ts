/**
 * The seller's cash calls (GET /api/cash, hand-over confirm and dispute): what transporters
 * collected at the door for the store, what they handed over, what they still hold. A decision on
 * a hand-over changes the balances, the ledger and the dashboard's "cash held" figure.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CashHandover, CashOverview } from '../../../../common/contracts/cash.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

export interface CashParams {
  /** Only the ledger with this transporter. */
  with: number | undefined;
  page: number;
}

export const cashQueries = {
  overview: (params: CashParams) =>
    queryOptions({
      queryKey: [...queryRoots.cash, 'overview', params] as const,
      queryFn: () => apiRequest<CashOverview>('GET', withSearchParams('/api/cash', params)),
    }),
};

/** Transporters collect and declare hand-overs from their side: followed like the orders list. */
export function useCashOverview(params: CashParams) {
  return useQuery({
    ...cashQueries.overview(params),
    ...FOLLOW_MARKETPLACE,
    placeholderData: keepPreviousData,
  });
}

function useRefreshCash() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryRoots.cash });
    void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
  };
}

export function useConfirmHandover() {
  const refresh = useRefreshCash();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<CashHandover>('POST', `/api/cash/handovers/${id}/confirm`),
    // A 409 (already decided) also means the page is stale.
    onSettled: refresh,
  });
}

export function useDisputeHandover() {
  const refresh = useRefreshCash();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      apiRequest<CashHandover>('POST', `/api/cash/handovers/${id}/dispute`, { note }),
    onSettled: refresh,
  });
}
