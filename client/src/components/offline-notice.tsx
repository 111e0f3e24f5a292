/**
 * The offline notice (issue 15), in both layouts: without a connection the pages the service
 * worker kept still show, and this says they may be out of date and that sending waits.
 */
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/pwa.ts';

export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // The live region stays in the page so that screen readers announce the change.
    <div role="status" aria-live="polite">
      {!online && (
        <p
          className="flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning"
          data-testid="offline-notice"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {t('pwa.offline')}
        </p>
      )}
    </div>
  );
}
