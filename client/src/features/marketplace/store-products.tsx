import { Filter, LayoutGrid, List, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useStoreProducts } from './api.ts';
import { LoadError } from './load-error.tsx';
import { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';
import { StoreFilters } from './store-filters.tsx';
import { hasFilters, useStoreQuery, type ProductLayout } from './store-query.ts';

export const STORE_PAGE_SIZE = 12;
const FILTERS_ID = 'store-filters';

function LayoutToggle({
  value,
  onChange,
}: {
  value: ProductLayout;
  onChange: (layout: ProductLayout) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { layout: 'grid', icon: LayoutGrid, label: t('marketplace.store.gridView') },
    { layout: 'list', icon: List, label: t('marketplace.store.listView') },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('marketplace.store.layout')}
      className="flex rounded-md border p-0.5"
    >
      {options.map(({ layout, icon: Icon, label }) => (
        <Button
          key={layout}
          type="button"
          variant="ghost"
          size="icon"
          className={cn(
            'size-11 md:size-9',
            value === layout && 'bg-accent text-accent-foreground',
          )}
          aria-pressed={value === layout}
          aria-label={label}
          title={label}
          onClick={() => onChange(layout)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}

/**
 * A store's products: count, Filter, grid/list toggle, the list and its pages, all in the URL.
 * A store with nothing on sale (its link still works, issue 10) says so above what it has sold.
 */
export function StoreProducts({
  storeId,
  nothingOnSale = false,
}: {
  storeId: number;
  nothingOnSale?: boolean;
}) {
  const { t } = useTranslation();
  const { query, update } = useStoreQuery();
  const filtered = hasFilters(query);
  // A shared link with filters opens with them shown.
  const [filtersOpen, setFiltersOpen] = useState(filtered);
  const products = useStoreProducts(storeId, {
    status: query.status,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort,
    page: query.page,
    pageSize: STORE_PAGE_SIZE,
  });
  const activeCount = [query.status, query.minPrice, query.maxPrice].filter(
    (value) => value !== undefined,
  ).length;

  return (
    <section aria-labelledby="store-products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <h2 id="store-products-title" className="text-lg font-bold sm:text-xl">
            {t('marketplace.store.products')}
          </h2>
          <div className="text-sm text-muted-foreground" aria-live="polite">
            {products.data ? (
              t('marketplace.store.itemsCount', { count: products.data.total })
            ) : (
              <Skeleton className="my-0.5 h-4 w-16" />
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            className="h-11 md:h-10"
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Filter aria-hidden />
            {t('marketplace.filters.button')}
            {activeCount > 0 && (
              <Badge variant="secondary" className="ms-1">
                {activeCount}
              </Badge>
            )}
          </Button>
          <LayoutToggle value={query.layout} onChange={(layout) => update({ layout })} />
        </div>
      </div>

      {filtersOpen && (
        <StoreFilters
          // Cleared or changed from elsewhere (the empty state's button): the inputs follow.
          key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
          id={FILTERS_ID}
          query={query}
          onChange={update}
        />
      )}

      {products.isPending ? (
        <ProductCollectionSkeleton count={STORE_PAGE_SIZE} layout={query.layout} />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={
            filtered
              ? t('marketplace.store.noMatch')
              : nothingOnSale
                ? t('marketplace.store.nothingOnSale')
                : t('marketplace.store.empty')
          }
          action={
            filtered ? (
              <Button
                variant="outline"
                className="h-11 md:h-10"
                onClick={() =>
                  update({ status: undefined, minPrice: undefined, maxPrice: undefined })
                }
              >
                {t('marketplace.filters.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {nothingOnSale && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm font-medium"
            >
              <PackageOpen className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              {t('marketplace.store.nothingOnSale')}
            </p>
          )}
          <ProductCollection
            products={products.data.items}
            layout={query.layout}
            showStore={false}
            busy={products.isPlaceholderData}
            label={t('marketplace.store.products')}
          />
          <Pagination
            page={query.page}
            pageSize={STORE_PAGE_SIZE}
            className="pt-2"
            total={products.data.total}
            onPageChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}
