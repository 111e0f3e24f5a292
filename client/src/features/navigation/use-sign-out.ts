import { useTranslation } from 'react-i18next';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { useLogout } from '../auth/index.ts';
import { pauseLiveUpdates } from '../live/index.ts';

/**
 * Logout as every header does it: end the session, say so, then go where the caller chooses
 * (the back office leaves for /auth; the public pages stay where the visitor was reading).
 */
export function useSignOut(afterSignOut?: () => void) {
  const { t } = useTranslation();
  const logout = useLogout();
  const signOut = useSubmitAction({
    action: async (_: void) => {
      // Closed first: the stream must not take this tab's own sign-out for one from elsewhere.
      // Every tab's stream closes with it; the other tabs then learn they are signed out.
      const live = pauseLiveUpdates();
      try {
        const answer = await logout.mutateAsync();
        live.signedOut();
        return answer;
      } catch (error) {
        live.resume();
        throw error;
      }
    },
    errorTitle: t('toast.logoutFailed'),
    describe: () => t('common.error'),
    successToast: { title: t('toast.logoutTitle'), description: t('toast.logoutDescription') },
    onSuccess: () => afterSignOut?.(),
  });
  return () => void signOut();
}
