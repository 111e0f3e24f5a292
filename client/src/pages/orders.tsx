import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ORDERS_PAGE_SIZE, useOrders } from '../features/orders/api.ts';
import { ListPagination, useListSearchParams } from '../features/orders/list-controls.tsx';
import { isOrderStatus } from '../features/orders/order-status.ts';
import { OrdersTable } from '../features/orders/orders-table.tsx';
import { OrdersToolbar } from '../features/orders/orders-toolbar.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /orders (SPEC §2): search, status filter, the table, paging; filters live in the URL. */
export default function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.orders'));
  const { q, page, get, update } = useListSearchParams();
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
        q={q}
        status={status}
        onSearch={(value) => update({ q: value, page: 1 })}
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
        <ListPagination
          page={page}
          pageSize={data.pageSize || ORDERS_PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => update({ page: next })}
          labels={{
            nav: t('orders.pagination.label'),
            previous: t('orders.pagination.previous'),
            next: t('orders.pagination.next'),
            status: (current, pages) => t('orders.pagination.status', { page: current, pages }),
          }}
        />
      )}
    </div>
  );
}
