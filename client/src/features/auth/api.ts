import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../../common/types.ts';
import { apiGetOrNullOn401 } from '../../lib/api-client.ts';

export const currentUserKey = ['/api/user'] as const;

/** null on 401 or any other failure (SPEC §7): the visitor is treated as signed out. */
async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiGetOrNullOn401<PublicUser>('/api/user');
  } catch {
    return null;
  }
}

export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    refetchOnWindowFocus: true,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
