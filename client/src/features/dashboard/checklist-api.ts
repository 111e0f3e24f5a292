/** A new seller's getting-started checklist and the Share my store action that ticks a step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerChecklist } from '../../../../common/contracts/dashboard.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { dashboardQueries } from './api.ts';

/**
 * Read again each time the dashboard opens: the steps tick themselves from what happened
 * elsewhere (a product added on /products/new, an order from the marketplace).
 */
export function useChecklist(enabled = true) {
  return useQuery({ ...dashboardQueries.checklist(), enabled, refetchOnMount: 'always' });
}

/** Each change answers with the new state, put straight into the cache. */
function useChecklistChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SellerChecklist>('POST', path, {}),
    onSuccess: (state) => queryClient.setQueryData(dashboardQueries.checklist().queryKey, state),
  });
}

export function useMarkStoreShared() {
  return useChecklistChange('/api/dashboard/checklist/shared');
}

export function useDismissChecklist() {
  return useChecklistChange('/api/dashboard/checklist/dismiss');
}
