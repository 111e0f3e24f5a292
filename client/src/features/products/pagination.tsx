import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next under a list, shown only when there is more than one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav
      aria-label={t('products.pagination')}
      className="flex items-center justify-between gap-2 pt-2"
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
        {t('products.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('products.pageOf', { page, pages })}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('products.next')}
        <ChevronRight className="rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
