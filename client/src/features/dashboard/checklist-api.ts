/** A new seller's getting-started checklist and the Share my store action that ticks a step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerChecklist } from '../../../../common/types.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const checklistKey = ['/api/dashboard/checklist'] as const;

/**
 * Read again each time the dashboard opens: the steps tick themselves from what happened
 * elsewhere (a product added on /products/new, an order from the marketplace).
 */
export function useChecklist(enabled = true) {
  return useQuery<SellerChecklist>({ queryKey: checklistKey, enabled, refetchOnMount: 'always' });
}

/** Each change answers with the new state, put straight into the cache. */
function useChecklistChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SellerChecklist>('POST', path, {}),
    onSuccess: (state) => queryClient.setQueryData(checklistKey, state),
  });
}

export function useMarkStoreShared() {
  return useChecklistChange('/api/dashboard/checklist/shared');
}

export function useDismissChecklist() {
  return useChecklistChange('/api/dashboard/checklist/dismiss');
}
