/** A signed-in buyer's own orders and conversations with stores. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyerConversation,
  BuyerOrder,
  TrackedOrder,
} from '../../../../common/contracts/buyer.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** GET /api/my/orders, /api/my/orders/:id and /api/my/conversations. */
export const buyerQueries = {
  orders: () =>
    queryOptions({
      queryKey: [...queryRoots.buyer, 'orders', 'list'] as const,
      queryFn: () => apiRequest<BuyerOrder[]>('GET', '/api/my/orders'),
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: [...queryRoots.buyer, 'orders', 'detail', id] as const,
      queryFn: () => apiRequest<TrackedOrder>('GET', `/api/my/orders/${id}`),
    }),
  conversations: () =>
    queryOptions({
      queryKey: [...queryRoots.buyer, 'conversations'] as const,
      queryFn: () => apiRequest<BuyerConversation[]>('GET', '/api/my/conversations'),
    }),
};

export function useMyOrders() {
  return useQuery(buyerQueries.orders());
}

export function useMyOrder(id: number | null) {
  return useQuery({ ...buyerQueries.order(id ?? 0), enabled: id !== null });
}

export function useMyConversations() {
  return useQuery(buyerQueries.conversations());
}

/** The buyer's reply joins the conversation with that store (the Contact Seller call). */
export function useReplyToStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, content }: { storeId: number; content: string }) =>
      apiRequest('POST', `/api/marketplace/stores/${storeId}/messages`, { content }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: buyerQueries.conversations().queryKey }),
  });
}
