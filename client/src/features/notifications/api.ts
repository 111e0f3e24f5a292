/**
 * The header bell's calls (issue 15): the newest notifications page by page, and marking them
 * read. The live stream (features/live) marks the list stale when a notification arrives.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { NotificationPage } from '../../../../common/contracts/notifications.ts';
import { NOTIFICATION_PAGE_SIZE } from '../../../../common/schemas/notifications.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

/** GET /api/notifications?before=: newest first, older pages through `nextBefore`. */
export const notificationQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: [...queryRoots.notifications, 'list'] as const,
      queryFn: ({ pageParam }) =>
        apiRequest<NotificationPage>(
          'GET',
          withSearchParams('/api/notifications', {
            before: pageParam,
            limit: NOTIFICATION_PAGE_SIZE,
          }),
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
    }),
};

type Pages = InfiniteData<NotificationPage, number | undefined>;

/** The bell's list and its unread count; only fetched for a signed-in user. */
export function useNotifications(enabled: boolean) {
  const query = useInfiniteQuery({ ...notificationQueries.list(), enabled });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items ?? []),
    // Every page carries the account's count; the first is the freshest.
    unread: pages[0]?.unread ?? 0,
    isPending: enabled && query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * A write whose effect shows at once (the dot and the badge), rolled back if the server refuses,
 * and checked against the server once it answers.
 */
function useOptimisticWrite<Input>(
  request: (input: Input) => Promise<unknown>,
  change: (pages: Pages, input: Input) => Pages,
) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationQueries.list();
  return useMutation({
    mutationFn: request,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Pages>(queryKey);
      if (before) queryClient.setQueryData<Pages>(queryKey, change(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.notifications }),
  });
}

/** POST /api/notifications/:id/read. */
export function useMarkNotificationRead() {
  return useOptimisticWrite(
    (id: number) => apiRequest('POST', `/api/notifications/${id}/read`, {}),
    (data, id) => {
      const wasUnread = data.pages.some((page) =>
        page.items.some((item) => item.id === id && !item.read),
      );
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
          items: page.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
        })),
      };
    },
  );
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  return useOptimisticWrite(
    (_: void) => apiRequest('POST', '/api/notifications/read-all', {}),
    (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread: 0,
        items: page.items.map((item) => ({ ...item, read: true })),
      })),
    }),
  );
}
