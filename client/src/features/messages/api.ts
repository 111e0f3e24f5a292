import { useQuery } from '@tanstack/react-query';

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
