import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The shape of a page while its words load (a few milliseconds, longer on a slow phone). */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 sm:py-12"
      role="status"
      aria-label={t('common.loading')}
    >
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mb-6 h-5 w-4/5" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-4 w-full" />
      ))}
    </div>
  );
}

/** The page's file could not be fetched (offline, or a new version was deployed meanwhile). */
export function ContentLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <EmptyState
        icon={CloudOff}
        role="alert"
        title={t('content.loadError')}
        action={
          <Button variant="outline" className="h-11 md:h-10" onClick={onRetry}>
            <RotateCw aria-hidden />
            {t('content.retry')}
          </Button>
        }
      />
    </div>
  );
}
