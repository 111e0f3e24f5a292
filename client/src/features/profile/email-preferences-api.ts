/**
 * The account's email choices (GET/PUT /api/user/email-preferences) and an email's unsubscribe
 * link (GET/POST /api/email/unsubscribe/:token), issue 15.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptionalEmailKind } from '../../../../common/enums.ts';
import type { EmailPreferences, Unsubscribe } from '../../../../common/contracts/notifications.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const emailPreferencesQueries = {
  mine: () =>
    queryOptions({
      queryKey: [...queryRoots.emailPreferences, 'mine'],
      queryFn: () => apiRequest<EmailPreferences>('GET', '/api/user/email-preferences'),
    }),
  /** What an unsubscribe link turns off; no account needed, the token is the key. */
  unsubscribe: (token: string) =>
    queryOptions({
      queryKey: [...queryRoots.emailPreferences, 'unsubscribe', token],
      queryFn: () =>
        apiRequest<Unsubscribe>('GET', `/api/email/unsubscribe/${encodeURIComponent(token)}`),
    }),
};

/**
 * Turns one kind on or off. The switch moves at once (optimistic); a refusal puts it back, and
 * the answer, the whole set as stored, replaces the guess.
 */
export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = emailPreferencesQueries.mine();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: OptionalEmailKind; enabled: boolean }) =>
      apiRequest<EmailPreferences>('PUT', '/api/user/email-preferences', {
        kinds: { [kind]: enabled },
      }),
    onMutate: async ({ kind, enabled }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        queryClient.setQueryData(queryKey, {
          ...previous,
          kinds: previous.kinds.map((entry) =>
            entry.kind === kind ? { ...entry, enabled } : entry,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}

/** The unsubscribe link's one click: the answer says it is off now. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Unsubscribe>('POST', `/api/email/unsubscribe/${encodeURIComponent(token)}`, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(emailPreferencesQueries.unsubscribe(token).queryKey, answer);
      // A signed-in owner's profile switches must not show the old choice.
      void queryClient.invalidateQueries({ queryKey: emailPreferencesQueries.mine().queryKey });
    },
  });
}
