/** The store's inbox calls (SPEC §7): the list, the recent few, the unread badge, replies. */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MessageInput } from '../../../../common/schemas/back-office.ts';
import type { Message, UnreadCount } from '../../../../common/contracts/messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { withMessagesRead } from './conversations.ts';

/** GET /api/messages, /api/messages/recent and /api/messages/unread. */
export const messageQueries = {
  /** The store's messages, newest first (at most 500). */
  list: () =>
    queryOptions({
      queryKey: [...queryRoots.messages, 'list'] as const,
      queryFn: () => apiRequest<Message[]>('GET', '/api/messages'),
    }),
  /** The newest messages customers sent, for the dashboard. */
  recent: () =>
    queryOptions({
      queryKey: [...queryRoots.messages, 'recent'] as const,
      queryFn: () => apiRequest<Message[]>('GET', '/api/messages/recent'),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...queryRoots.messages, 'unread'] as const,
      queryFn: () => apiRequest<UnreadCount>('GET', '/api/messages/unread'),
    }),
};

/** Unread messages of the signed-in store; the call runs only when signed in (SPEC §6). */
export function useUnreadCount(enabled: boolean) {
  const query = useQuery({
    ...messageQueries.unreadCount(),
    enabled,
    // The live stream marks it stale as messages arrive; a focus catches what it may have missed.
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  return query.data?.count ?? 0;
}

/**
 * Every query a message change can alter (SPEC §7): the lists and the chrome's badge, and the
 * dashboard, whose unread card counts the same messages.
 */
export function invalidateMessageQueries(queryClient: QueryClient) {
  return Promise.all(
    [queryRoots.messages, queryRoots.dashboard].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The store's messages, newest first (at most 500). */
export function useMessages() {
  // New customer messages show up while the page is open: the live stream marks the list stale.
  return useQuery(messageQueries.list());
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
  const list = messageQueries.list().queryKey;
  const unread = messageQueries.unreadCount().queryKey;
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(
        ids.map((id) =>
          apiRequest<Message>('PATCH', `/api/messages/${id}/status`, { status: 'read' }),
        ),
      ),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: list });
      queryClient.setQueryData(list, (messages) =>
        messages ? withMessagesRead(messages, ids) : messages,
      );
      queryClient.setQueryData(unread, (count) =>
        count ? { count: Math.max(0, count.count - ids.length) } : count,
      );
    },
    onSettled: () => invalidateMessageQueries(queryClient),
  });
}
