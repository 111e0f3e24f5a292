/** /admin/stores: every seller's store by status, searchable; filters live in the URL. */
import { ChevronRight, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminStore } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { ADMIN_STORE_FILTERS } from '../../../../common/schemas/admin.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { useAdminStores } from './api.ts';
import { filterOf, FilterTabs } from './filter-tabs.tsx';
import { ListFrame } from './list-frame.tsx';
import { storeStateOf, StoreStateBadge } from './status-badges.tsx';

/** A store without a name yet (setup not finished) goes by its owner's name. */
export function storeNameOf(store: Pick<AdminStore, 'storeName' | 'fullName'>): string {
  return store.storeName?.trim() || store.fullName;
}

function StoreCard({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link href={paths.admin.store(store.id)} className="block rounded-lg">
        <Card className="flex items-center gap-3 p-4 transition-colors hover:bg-accent/50">
          <ProductImage
            image={store.logo}
            alt=""
            sizes="thumb"
            className="size-12 shrink-0 rounded-md border object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <bdi className="truncate font-semibold">{storeNameOf(store)}</bdi>
              <StoreStateBadge state={storeStateOf(store)} />
              {store.openReports > 0 && (
                <span className="inline-flex items-center gap-1 text-xs text-warning">
                  <Flag className="size-3.5" aria-hidden />
                  {t('admin.stores.openReports', { count: store.openReports })}
                </span>
              )}
            </div>
            <p className="truncate text-sm text-muted-foreground">
              <bdi>@{store.username}</bdi>
            </p>
            {/* Its own left-to-right line, cut at its end: an Arabic page keeps its start. */}
            <p dir="ltr" className="truncate text-sm text-muted-foreground rtl:text-right">
              {store.email}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('admin.stores.counts', {
                products: store.productsCount,
                orders: store.ordersCount,
              })}
            </p>
          </div>
          <ChevronRight
            className="size-5 shrink-0 text-muted-foreground rtl:-scale-x-100"
            aria-hidden
          />
        </Card>
      </Link>
    </li>
  );
}

export function StoresScreen() {
  const { t } = useTranslation();
  const { q: typed, page, get, update } = useListSearchParams();
  const q = useDebouncedValue(typed.trim());
  const status = filterOf(ADMIN_STORE_FILTERS, get('status'), 'all');
  const list = useAdminStores({ status, q, page });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.stores.title')}</h1>
        <p className="text-muted-foreground">{t('admin.stores.subtitle')}</p>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t('admin.common.statusFilter')}
          values={ADMIN_STORE_FILTERS}
          value={status}
          labelOf={(value) => t(`admin.stores.filters.${value}`)}
          onChange={(value) => update({ status: value === 'all' ? undefined : value, page: 1 })}
        />
        <SearchBox
          id="admin-stores-search"
          wrapperClassName="w-full lg:max-w-sm"
          label={t('admin.stores.search')}
          placeholder={t('admin.stores.search')}
          value={typed}
          onValueChange={(value) => update({ q: value, page: 1 })}
        />
      </div>
      <ListFrame
        query={list}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t('admin.stores.empty')}
        pagesLabel={t('admin.stores.pages')}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}
