/** A signed-in buyer's own orders and conversations with stores. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedOrder } from '../../../../common/types.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const myOrdersKey = ['/api/my/orders'] as const;
export const myConversationsKey = ['/api/my/conversations'] as const;

export function useMyOrder(id: number | null) {
  return useQuery<TrackedOrder>({
    queryKey: [`/api/my/orders/${id}`],
    enabled: id !== null,
  });
}

/** The buyer's reply joins the conversation with that store (the Contact Seller call). */
export function useReplyToStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, content }: { storeId: number; content: string }) =>
      apiRequest('POST', `/api/marketplace/stores/${storeId}/messages`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConversationsKey }),
  });
}
