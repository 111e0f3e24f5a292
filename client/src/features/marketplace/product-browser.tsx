/**
 * Browse and search every store's products (/marketplace/products): the count, the sort, the
 * filters (a sidebar from lg, a bottom sheet on phones), the filters in force as removable chips,
 * the grid and its pages. Everything lives in the URL (browse-query.ts).
 */
import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { overlayClassName } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { governorateName } from '../orders/index.ts';
import { useBrowseProducts } from './api.ts';
import { BrowseFilters, SortSelect } from './browse-filters.tsx';
import {
  activeFilterCount,
  browseApiParams,
  BROWSE_PAGE_SIZE,
  CLEARED_FILTERS,
  type BrowseQuery,
  type BrowseQueryChanges,
} from './browse-query.ts';
import { LoadError } from './load-error.tsx';
import { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';

interface Chip {
  key: string;
  label: string;
  changes: BrowseQueryChanges;
}

/** The search and each filter in force, each with what removes it. */
function useChips(query: BrowseQuery): Chip[] {
  const { t, i18n } = useTranslation();
  const chips: Chip[] = [];
  if (query.q)
    chips.push({
      key: 'q',
      label: t('marketplace.catalog.searchChip', { q: query.q }),
      changes: { q: '' },
    });
  if (query.category)
    chips.push({
      key: 'category',
      label: t(`categories.${query.category}`),
      changes: { category: undefined },
    });
  if (query.governorate)
    chips.push({
      key: 'governorate',
      label: governorateName(query.governorate, i18n.language),
      changes: { governorate: undefined },
    });
  const { minPrice: min, maxPrice: max } = query;
  if (min !== undefined || max !== undefined)
    chips.push({
      key: 'price',
      label:
        min !== undefined && max !== undefined
          ? t('marketplace.catalog.priceBetween', { min, max })
          : min !== undefined
            ? t('marketplace.catalog.priceFrom', { min })
            : t('marketplace.catalog.priceUpTo', { max }),
      changes: { minPrice: undefined, maxPrice: undefined },
    });
  if (query.inStock)
    chips.push({
      key: 'stock',
      label: t('marketplace.catalog.inStock'),
      changes: { inStock: false },
    });
  return chips;
}

interface ProductBrowserProps {
  query: BrowseQuery;
  onChange: (changes: BrowseQueryChanges) => void;
}

export function ProductBrowser({ query, onChange }: ProductBrowserProps) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const products = useBrowseProducts(browseApiParams(query));
  const chips = useChips(query);
  const filterCount = activeFilterCount(query);
  const total = products.data?.total;
  // Price inputs keep what was typed until the URL's bounds change from elsewhere (a chip).
  const filtersKey = `${query.minPrice ?? ''}-${query.maxPrice ?? ''}`;

  let results;
  if (products.isPending) results = <ProductCollectionSkeleton count={8} />;
  else if (products.isError) results = <LoadError onRetry={() => void products.refetch()} />;
  else if (products.data.items.length === 0)
    results = (
      <EmptyState
        icon={SearchX}
        title={t('marketplace.catalog.empty')}
        description={t('marketplace.catalog.emptyHint')}
        action={
          chips.length > 0 ? (
            <Button
              variant="outline"
              className="h-11 md:h-10"
              onClick={() => onChange({ ...CLEARED_FILTERS, q: '' })}
            >
              {t('marketplace.catalog.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    results = (
      <>
        <ProductCollection
          products={products.data.items}
          busy={products.isPlaceholderData}
          label={t('marketplace.catalog.results')}
          headingLevel="h2"
          showCategory={!query.category}
          layout="grid"
        />
        <Pagination
          page={query.page}
          pageSize={BROWSE_PAGE_SIZE}
          className="pt-2"
          total={products.data.total}
          onPageChange={(page) => {
            onChange({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside aria-labelledby="browse-filters-title" className="hidden lg:block">
        <div className="sticky top-20 flex flex-col gap-4 rounded-lg border p-4">
          <h2 id="browse-filters-title" className="text-base font-semibold">
            {t('marketplace.catalog.filtersTitle')}
          </h2>
          <BrowseFilters key={filtersKey} id="browse-side" query={query} onChange={onChange} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div
            className="text-sm text-muted-foreground"
            aria-live="polite"
            data-testid="browse-count"
          >
            {total !== undefined ? (
              t('marketplace.catalog.count', { count: total })
            ) : (
              <Skeleton className="my-0.5 h-4 w-20" />
            )}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center sm:justify-end lg:block">
            <DialogPrimitive.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <DialogPrimitive.Trigger asChild>
                <Button variant="outline" className="h-11 min-w-0 lg:hidden">
                  <SlidersHorizontal aria-hidden />
                  {t('marketplace.catalog.filters')}
                  {filterCount > 0 && (
                    <Badge variant="secondary" className="ms-1">
                      {filterCount}
                    </Badge>
                  )}
                </Button>
              </DialogPrimitive.Trigger>
              <DialogPrimitive.Portal>
                <DialogPrimitive.Overlay className={overlayClassName} />
                <DialogPrimitive.Content
                  aria-describedby={undefined}
                  className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl border-t bg-background shadow-lg outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-toast-in-bottom"
                >
                  <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
                    <DialogPrimitive.Title className="text-base font-semibold">
                      {t('marketplace.catalog.filtersTitle')}
                    </DialogPrimitive.Title>
                    <DialogPrimitive.Close asChild>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-11"
                        aria-label={t('common.close')}
                      >
                        <X aria-hidden />
                      </Button>
                    </DialogPrimitive.Close>
                  </div>
                  <div className="overflow-y-auto px-4 py-4">
                    <BrowseFilters
                      key={filtersKey}
                      id="browse-sheet"
                      query={query}
                      onChange={onChange}
                    />
                  </div>
                  <div className="flex gap-2 border-t px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
                    <Button
                      variant="ghost"
                      className="h-11 flex-1"
                      disabled={filterCount === 0}
                      onClick={() => onChange(CLEARED_FILTERS)}
                    >
                      {t('marketplace.catalog.clear')}
                    </Button>
                    <DialogPrimitive.Close asChild>
                      <Button className="h-11 flex-1">
                        {total !== undefined
                          ? t('marketplace.catalog.showResults', { count: total })
                          : t('marketplace.catalog.apply')}
                      </Button>
                    </DialogPrimitive.Close>
                  </div>
                </DialogPrimitive.Content>
              </DialogPrimitive.Portal>
            </DialogPrimitive.Root>
            <SortSelect id="browse" query={query} onChange={onChange} className="min-w-0 sm:w-60" />
          </div>
        </div>

        {chips.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('marketplace.catalog.filters')}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => onChange(chip.changes)}
                  aria-label={t('marketplace.catalog.removeFilter', { name: chip.label })}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border bg-muted/50 ps-3 pe-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <bdi>{chip.label}</bdi>
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <Button
                  variant="link"
                  className="h-9 px-2"
                  onClick={() => onChange({ ...CLEARED_FILTERS, q: '' })}
                >
                  {t('marketplace.catalog.clear')}
                </Button>
              </li>
            )}
          </ul>
        )}

        {results}
      </div>
    </div>
  );
}
