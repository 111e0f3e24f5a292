/**
 * Delivery terms (issue 14): the seller's own (GET and PUT /api/store/delivery-terms) and the
 * public ones of the stores in a cart (GET /api/marketplace/delivery-terms?stores=1,2).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreDeliveryTerms } from '../../../../common/contracts/delivery-terms.ts';
import type { DeliveryTerms } from '../../../../common/delivery-fee.ts';
import type { DeliveryTermsInput } from '../../../../common/schemas/delivery.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

/** The server refuses more stores than this in one call; a cart holds at most 50 lines anyway. */
const MAX_STORES = 50;

export const deliveryTermsQueries = {
  own: () =>
    queryOptions({
      queryKey: [...queryRoots.deliveryTerms, 'own'] as const,
      queryFn: () => apiRequest<DeliveryTerms>('GET', '/api/store/delivery-terms'),
    }),
  /** Sorted ids, so the cart and the checkout of the same stores share one answer. */
  ofStores: (storeIds: readonly number[]) => {
    const ids = [...new Set(storeIds)].sort((a, b) => a - b).slice(0, MAX_STORES);
    return queryOptions({
      queryKey: [...queryRoots.marketplace, 'delivery-terms', ids] as const,
      queryFn: () =>
        apiRequest<StoreDeliveryTerms[]>(
          'GET',
          withSearchParams('/api/marketplace/delivery-terms', { stores: ids.join(',') }),
        ),
      enabled: ids.length > 0,
    });
  },
};

export function useOwnDeliveryTerms(enabled = true) {
  return useQuery({ ...deliveryTermsQueries.own(), enabled });
}

/** The terms of the given stores, by store id; a store missing from the answer is not public. */
export function useStoresDeliveryTerms(storeIds: readonly number[]) {
  const query = useQuery(deliveryTermsQueries.ofStores(storeIds));
  const byStore = new Map((query.data ?? []).map((terms) => [terms.storeId, terms]));
  return { ...query, byStore };
}

export function useSaveDeliveryTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryTermsInput) =>
      apiRequest<DeliveryTerms>('PUT', '/api/store/delivery-terms', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryTermsQueries.own().queryKey, saved);
      // Buyers' carts in this browser (a seller shopping elsewhere) read the public terms.
      void queryClient.invalidateQueries({
        queryKey: [...queryRoots.marketplace, 'delivery-terms'],
      });
    },
  });
}

/** After a fee_changed conflict: the carts' terms are read again. */
export function useRefreshStoresDeliveryTerms() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: [...queryRoots.marketplace, 'delivery-terms'] });
}
