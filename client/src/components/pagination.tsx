/**
 * The one pagination control of the app: Previous / Page n of m / Next under a list, shown only
 * when there is more than one page. Used by the back-office lists and the marketplace grids.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name, e.g. "Order pages"; "Pages" when not given. */
  label?: string;
  className?: string;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  // A page past the end (a stale URL) still reads "Page m of m".
  const current = Math.min(page, pages);
  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className={cn('flex items-center justify-between gap-2', className)}
    >
      <Button
        variant="outline"
        className="h-11 md:h-10"
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('pagination.status', { page: current, pages })}
      </p>
      <Button
        variant="outline"
        className="h-11 md:h-10"
        disabled={current >= pages}
        onClick={() => onPageChange(current + 1)}
      >
        {t('pagination.next')}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
