/** /products body: search, status filter, the card grid and its pages (SPEC §2). */
import { PackagePlus, PackageSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SKELETONS } from '../../../../common/constants.ts';
import type { ProductStatus } from '../../../../common/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../../../common/routes.ts';
import { useProducts } from './api.ts';
import { Pagination } from '../../components/pagination.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { StatusFilter } from './status-filter.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export const PRODUCTS_PAGE_SIZE = 12;

const gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProductStatus | undefined>();
  const q = useDebouncedValue(search.trim());
  // The page belongs to one search and filter: a new one starts again at page 1.
  const filterKey = `${q}\u0000${status ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const query = useProducts({ q: q || undefined, status, page, pageSize: PRODUCTS_PAGE_SIZE });
  const items = query.data?.items ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        <SearchBox
          id="products-search"
          wrapperClassName="flex-1"
          label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
          value={search}
          onValueChange={setSearch}
        />
        <StatusFilter value={status} onChange={setStatus} />
      </div>

      {query.isPending ? (
        <div className={gridClassName} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETONS.products }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <EmptyState
          title={t('products.loadError')}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('products.retry')}
            </Button>
          }
        />
      ) : items.length === 0 && (q || status) ? (
        <EmptyState
          icon={PackageSearch}
          title={t('products.empty')}
          description={t('products.emptyFiltered')}
        />
      ) : items.length === 0 ? (
        // Not a search that found nothing: a store that has nothing yet, and what to do about it.
        <EmptyState
          icon={PackagePlus}
          title={t('products.emptyStore.title')}
          description={t('products.emptyStore.hint')}
          action={
            <Button asChild className="h-11 md:h-10">
              <Link href={paths.products.create}>
                <Plus aria-hidden />
                {t('products.emptyStore.action')}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className={gridClassName} aria-busy={query.isPlaceholderData}>
            {items.map((product) => (
              <li key={product.id} className="grid">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PRODUCTS_PAGE_SIZE}
            className="pt-2"
            total={query.data.total}
            onPageChange={(next) => {
              setPaging({ filterKey, page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
