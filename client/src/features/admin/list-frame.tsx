/**
 * What every operator list shares: the loading rows, the failure and the empty message, then the
 * rows and the pages under them. The list's own filters and cards come from its screen.
 */
import { SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../../common/contracts/shared.ts';
import { Pagination } from '../../components/pagination.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { LoadFailed } from './load-failed.tsx';

interface ListFrameProps<Item> {
  query: {
    data: Page<Item> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** The pages' accessible name. */
  pagesLabel: string;
  children: (items: Item[]) => ReactNode;
}

export function ListFrame<Item>({
  query,
  page,
  onPageChange,
  emptyText,
  pagesLabel,
  children,
}: ListFrameProps<Item>) {
  const { t } = useTranslation();
  const { data } = query;
  // An action emptied the last page (its last report dealt with): go to the new last page
  // rather than "All clear!" with the other pages out of reach.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : page;
  const beyondEnd = !!data && data.items.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (beyondEnd) onPageChange(lastPage);
  }, [beyondEnd, lastPage, onPageChange]);
  let body: ReactNode;
  if (query.isError) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (!data)
    body = (
      <div className="flex flex-col gap-3" role="status" aria-label={t('admin.common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full" />
        ))}
      </div>
    );
  else if (data.items.length === 0) body = <EmptyState icon={SearchX} title={emptyText} />;
  else body = children(data.items);
  return (
    <>
      {body}
      {data && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={onPageChange}
          label={pagesLabel}
        />
      )}
    </>
  );
}
