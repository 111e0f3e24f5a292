import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageInput } from '../../../../common/schemas/back-office.ts';
import type { Message } from '../../../../common/types.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { withMessagesRead } from './conversations.ts';

export const unreadCountKey = ['/api/messages/unread'] as const;

/** Unread messages of the signed-in store; the call runs only when signed in (SPEC §6). */
export function useUnreadCount(enabled: boolean) {
  const query = useQuery<{ count: number }>({
    queryKey: unreadCountKey,
    enabled,
    // The badge follows new messages without a reload.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  return query.data?.count ?? 0;
}

export const messagesKey = ['/api/messages'] as const;
export const recentMessagesKey = ['/api/messages/recent'] as const;
/** The dashboard's unread card counts the same messages. */
const dashboardStatsKey = ['/api/dashboard/stats'] as const;

/** Every query a message change can alter (SPEC §7): the lists, the chrome's badge, the stats. */
export function invalidateMessageQueries(queryClient: QueryClient) {
  return Promise.all(
    [messagesKey, recentMessagesKey, unreadCountKey, dashboardStatsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The store's messages, newest first (at most 500). */
export function useMessages() {
  return useQuery<Message[]>({
    queryKey: messagesKey,
    // New customer messages show up while the seller keeps the page open, like the badge.
    refetchInterval: 30_000,
  });
}

/** The store's reply to a customer; the server answers the outbound message. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => apiRequest<Message>('POST', '/api/messages', input),
    onSettled: () => invalidateMessageQueries(queryClient),
  });
}

/**
 * Marks the given messages read, all at once. The list and the badges drop at once; the refetch
 * that follows puts the server's word back in place, should a call have failed.
 */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(
        ids.map((id) =>
          apiRequest<Message>('PATCH', `/api/messages/${id}/status`, { status: 'read' }),
        ),
      ),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: messagesKey });
      queryClient.setQueryData<Message[]>(messagesKey, (messages) =>
        messages ? withMessagesRead(messages, ids) : messages,
      );
      queryClient.setQueryData<{ count: number }>(unreadCountKey, (unread) =>
        unread ? { count: Math.max(0, unread.count - ids.length) } : unread,
      );
    },
    onSettled: () => invalidateMessageQueries(queryClient),
  });
}
