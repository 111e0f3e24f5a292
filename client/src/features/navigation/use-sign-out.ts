import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast.ts';
import { useLogout } from '../auth/api.ts';

/**
 * Logout as every header does it: end the session, say so, then go where the caller chooses
 * (the back office leaves for /auth; the public pages stay where the visitor was reading).
 */
export function useSignOut(afterSignOut?: () => void) {
  const { t } = useTranslation();
  const logout = useLogout();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('toast.logoutTitle'), description: t('toast.logoutDescription') });
        afterSignOut?.();
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('toast.logoutFailed'),
          description: t('common.error'),
        }),
    });
}
