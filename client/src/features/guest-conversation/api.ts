/**
 * A guest's private conversation with a store (issue 15), by its link's token:
 * GET /api/marketplace/conversations/:token and POST …/messages. The token is the only key.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GuestConversation,
  GuestMessageAnswer,
} from '../../../../common/contracts/conversations.ts';
import type { GuestMessageInput } from '../../../../common/schemas/marketplace.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/**
 * Guests have no account, so no live stream (GET /api/events is for the signed-in): the page
 * asks again every minute and whenever the guest comes back to the tab.
 */
export const GUEST_CONVERSATION_REFETCH_MS = 60_000;

const conversationUrl = (token: string) =>
  `/api/marketplace/conversations/${encodeURIComponent(token)}`;

export const guestConversationQueries = {
  conversation: (token: string) =>
    queryOptions({
      queryKey: [...queryRoots.guestConversation, token] as const,
      queryFn: () => apiRequest<GuestConversation>('GET', conversationUrl(token)),
    }),
};

/** A link that is not one (altered, cut short, of a store gone): asking again will not help. */
export function isUnknownConversation(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Every minute, until the link fails (404 above all): a dead link is not asked about again. */
export function guestConversationRefetchInterval(query: {
  state: { status: 'pending' | 'error' | 'success' };
}): number | false {
  return query.state.status === 'error' ? false : GUEST_CONVERSATION_REFETCH_MS;
}

export function useGuestConversation(token: string) {
  return useQuery({
    ...guestConversationQueries.conversation(token),
    refetchOnWindowFocus: true,
    refetchInterval: guestConversationRefetchInterval,
    retry: (failureCount, error) => !isUnknownConversation(error) && failureCount < 1,
  });
}

export function useAnswerGuestConversation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestMessageInput) =>
      apiRequest<GuestMessageAnswer>('POST', `${conversationUrl(token)}/messages`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: guestConversationQueries.conversation(token).queryKey,
      }),
  });
}
