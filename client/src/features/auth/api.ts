/** Who is signed in, and the calls that change it (SPEC §4, §7). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  UserUpdateInput,
} from '../../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { UI } from '../../../../common/constants.ts';
import { apiGetOrNullOn401, apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** null on 401 or any other failure (SPEC §7): the visitor is treated as signed out. */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiGetOrNullOn401<PublicUser>('/api/user');
  } catch {
    return null;
  }
}

/** GET /api/user: who is signed in, or null. */
export const authQueries = {
  currentUser: () => queryOptions({ queryKey: queryRoots.currentUser, queryFn: fetchCurrentUser }),
};

const currentUserKey = authQueries.currentUser().queryKey;

export function useCurrentUser() {
  const query = useQuery({ ...authQueries.currentUser(), refetchOnWindowFocus: true });
  return { user: query.data ?? null, isLoading: query.isPending };
}

function useSetUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(currentUserKey, user);
  };
}

/**
 * Signs in; the current user is set at once and refreshed. The caller's onSuccess runs 100 ms
 * after the answer (SPEC §7), once the redirect guard has seen the new user.
 */
export function useLogin(options: { onSuccess?: (user: PublicUser) => void } = {}) {
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/auth/login', input),
    onSuccess: (user) => {
      // Nothing cached for a previous account may show to this one. The current-user entry
      // stays: the redirect guard is watching it, and it is replaced just below.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      setTimeout(() => options.onSuccess?.(user), UI.loginCallbackDelayMs);
    },
  });
}

/** Creates the account; it does not sign in (DESIGN.md). */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiRequest<PublicUser>('POST', '/api/auth/register', input),
  });
}

/** Ends the session on the server and forgets every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout', {}),
    // Only once the server has ended the session: the httpOnly cookie is out of our reach.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserKey, null);
    },
  });
}

export function useUpdateUser() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: ({ id, ...input }: UserUpdateInput & { id: number }) =>
      apiRequest<PublicUser>('PATCH', `/api/users/${id}`, input),
    onSuccess: setUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('POST', '/api/users/me/password', input),
  });
}

/** The 202 answer of "Forgot password?": the same words whether or not the address has an account. */
export interface PasswordResetRequested {
  message: string;
  code: 'passwordReset.requested';
}

/** POST /api/auth/password-reset/request: asks for the emailed link. */
export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiRequest<PasswordResetRequested>('POST', '/api/auth/password-reset/request', input),
  });
}

/**
 * POST /api/auth/password-reset: the link's token and the new password. It signs nobody in and
 * ends every session of the account, so whoever was signed in here is not any more.
 */
export function usePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      apiRequest<void>('POST', '/api/auth/password-reset', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
