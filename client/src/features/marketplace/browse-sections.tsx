/** /marketplace, the browsing page: every store on sale at a glance, then the newest products. */
import { PackageOpen, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../../../common/routes.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useMarketplaceStores, useNewestProducts } from './api.ts';
import { ViewAllStoresLink } from './home-sections.tsx';
import { LoadError } from './load-error.tsx';
import { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';
import { StoreAvatar } from './store-card.tsx';

export const NEWEST_PAGE_SIZE = 12;
/** Enough to see who sells here; the stores page has them all, with their descriptions. */
const DIRECTORY_LIMIT = 24;

/** Stores as compact links: name and number of products, a tap away from their page. */
export function StoreDirectory() {
  const { t } = useTranslation();
  const query = useMarketplaceStores();
  return (
    <section aria-labelledby="browse-stores-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="browse-stores-title" className="text-xl font-bold sm:text-2xl">
          {t('marketplace.browse.stores')}
        </h2>
        <ViewAllStoresLink />
      </div>
      {query.isPending ? (
        <div className="flex flex-wrap gap-2" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-44 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={Store} title={t('marketplace.noStores')} />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {query.data.slice(0, DIRECTORY_LIMIT).map((store) => (
            <li key={store.id} className="max-w-full min-w-0">
              <Link
                href={paths.marketplace.store(store.id)}
                className="flex min-h-14 items-center gap-3 rounded-2xl border bg-card py-1.5 ps-1.5 pe-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <StoreAvatar
                  name={store.storeName}
                  logo={store.logo}
                  className="size-10 text-base"
                />
                <span className="flex min-w-0 flex-col">
                  {/* Two lines rather than an ellipsis: a cut would fall inside an Arabic word. */}
                  <bdi className="line-clamp-2 text-sm font-semibold">{store.storeName}</bdi>
                  <span className="text-xs text-muted-foreground">
                    {t('marketplace.store.productsCount', { count: store.productsCount })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every store's products, newest first, a page at a time; the page lives in the address. */
export function NewestProducts({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useNewestProducts({ page, pageSize: NEWEST_PAGE_SIZE });
  return (
    <section aria-labelledby="browse-newest-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="browse-newest-title" className="text-xl font-bold sm:text-2xl">
          {t('marketplace.browse.newest')}
        </h2>
        <Link
          href={paths.marketplace.products()}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('marketplace.browse.allProducts')}
        </Link>
      </div>
      {query.isPending ? (
        <ProductCollectionSkeleton count={NEWEST_PAGE_SIZE} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={PackageOpen} title={t('marketplace.noProducts')} />
      ) : (
        <>
          <ProductCollection
            products={query.data.items}
            busy={query.isPlaceholderData}
            showStore
            headingLevel="h3"
          />
          <Pagination
            page={page}
            pageSize={NEWEST_PAGE_SIZE}
            className="pt-2"
            total={query.data.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </section>
  );
}
