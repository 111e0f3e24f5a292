/** What a card shows while its data loads: placeholders, and "Loading…" for screen readers. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from './ui/skeleton.tsx';

export function LoadingBlock({
  rows = 2,
  rowClassName = 'h-16',
}: {
  rows?: number;
  /** The height of each placeholder row, close to what will replace it (no layout shift). */
  rowClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" aria-busy>
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`${rowClassName} w-full`} />
      ))}
    </div>
  );
}
