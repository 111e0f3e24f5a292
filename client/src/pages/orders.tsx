import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../components/pagination.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  ORDERS_PAGE_SIZE,
  useOrders,
  isOrderStatus,
  OrdersTable,
  OrdersToolbar,
} from '../features/orders/index.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useListSearchParams } from '../lib/use-list-search-params.ts';

/** /orders (SPEC §2): search, status filter, the table, paging; filters live in the URL. */
export default function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.orders'));
  const { q: typed, page, get, update } = useListSearchParams();
  // What is typed goes to the URL at once (a click on View right after typing keeps it);
  // the list asks the server once typing pauses.
  const q = useDebouncedValue(typed.trim());
  const statusParam = get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const orders = useOrders({ q, status, page });
  const data = orders.data;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('orders.title')}</h1>
        <p className="text-muted-foreground">{t('orders.subtitle')}</p>
      </div>
      <OrdersToolbar
        q={typed}
        status={status}
        onSearchChange={(value) => update({ q: value, page: 1 })}
        onStatusChange={(value) => update({ status: value, page: 1 })}
      />
      {orders.isError ? (
        <EmptyState
          role="alert"
          icon={PackageSearch}
          title={t('orders.loadError')}
          action={
            <Button
              variant="outline"
              className="h-11 md:h-10"
              onClick={() => void orders.refetch()}
            >
              {t('orders.retry')}
            </Button>
          }
        />
      ) : !orders.isPending && data?.items.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={t('orders.empty')}
          // A store with no order at all, not a search that missed: say where orders come from
          // (the toolbar's Record an order button is right above).
          description={q || status ? undefined : t('firstDay.noOrdersHint')}
        />
      ) : (
        <OrdersTable orders={data?.items} isLoading={orders.isPending} />
      )}
      {data && (
        <Pagination
          page={page}
          pageSize={data.pageSize || ORDERS_PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => update({ page: next })}
          label={t('orders.pagination.label')}
        />
      )}
    </div>
  );
}
