/** An operator screen whose data did not come: say so and offer to try again. */
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      icon={AlertTriangle}
      title={t('admin.common.loadError')}
      action={
        <Button variant="outline" className="h-11 md:h-10" onClick={onRetry}>
          {t('admin.common.retry')}
        </Button>
      }
    />
  );
}
