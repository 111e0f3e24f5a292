import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** A marketplace call that failed (after its retry): say so and offer to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CloudOff}
      role="alert"
      title={message ?? t('marketplace.load_error')}
      action={
        <Button variant="outline" className="h-11 md:h-10" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('marketplace.retry')}
        </Button>
      }
    />
  );
}
