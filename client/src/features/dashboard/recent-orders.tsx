/** Recent Orders (SPEC §2): a table on wide screens, stacked cards on phones. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SKELETONS } from '../../../../common/constants.ts';
import type { OrderSummary } from '../../../../common/contracts/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { Money } from '../../components/formatted.tsx';
import { formatDate, formatOrderId } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { useRecentOrders } from './api.ts';
import { OrderStatusBadge } from '../orders/index.ts';
import { customerNameOf, productNamesOf } from './order-summary-text.ts';

const SKELETON_ROWS = Array.from({ length: SKELETONS.dashboardOrders }, (_, index) => index);

function useOrderText() {
  const { t, i18n } = useTranslation();
  return {
    customer: (order: OrderSummary) => customerNameOf(order) ?? t('dashboard.unknownCustomer'),
    products: (order: OrderSummary) => {
      const { names, more } = productNamesOf(order);
      return {
        names,
        separator: t('dashboard.listSeparator'),
        more: more > 0 ? t('dashboard.moreItems', { count: more }) : null,
      };
    },
    date: (order: OrderSummary) => formatDate(order.orderDate, i18n.language),
  };
}

/** The names truncate; the "+n" after them always shows. */
function ProductNames({ order, className }: { order: OrderSummary; className?: string }) {
  const { names, separator, more } = useOrderText().products(order);
  return (
    <div className={cn('flex min-w-0 items-center gap-1.5', className)}>
      {/* One isolate per name: an Arabic name must not pull its neighbour's words across. */}
      <span className="truncate" title={names.join(separator)}>
        {names.map((name, index) => (
          <Fragment key={index}>
            {index > 0 && separator}
            <bdi>{name}</bdi>
          </Fragment>
        ))}
      </span>
      {more && (
        <span className="shrink-0 rounded-full bg-muted px-1.5 text-xs font-medium text-foreground">
          {more}
        </span>
      )}
    </div>
  );
}

function ViewLink({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" asChild>
      <Link
        href={paths.orders.view(order.id)}
        aria-label={t('dashboard.viewOrder', { id: formatOrderId(order.id) })}
      >
        {t('dashboard.view')}
      </Link>
    </Button>
  );
}

const th = 'px-3 py-2 text-start font-medium';

function OrdersTable({ orders, loading }: { orders: OrderSummary[]; loading: boolean }) {
  const { t } = useTranslation();
  const text = useOrderText();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              {t('dashboard.columns.orderId')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.customer')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.products')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.total')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.date')}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('dashboard.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {loading
            ? SKELETON_ROWS.map((row) => (
                <tr key={row} aria-hidden>
                  {[14, 24, 36, 18, 18, 20, 12].map((width, cell) => (
                    <td key={cell} className="px-3 py-3">
                      <Skeleton className="h-5" style={{ width: `${width * 4}px` }} />
                    </td>
                  ))}
                </tr>
              ))
            : orders.map((order) => (
                <tr key={order.id} className="hover:bg-muted/40">
                  <td className="px-3 py-3 font-medium whitespace-nowrap">
                    {formatOrderId(order.id)}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <bdi>{text.customer(order)}</bdi>
                  </td>
                  <td className="px-3 py-3 text-muted-foreground">
                    <ProductNames order={order} className="max-w-80" />
                  </td>
                  <td className="px-3 py-3">
                    <Money amount={order.totalAmount} />
                  </td>
                  <td className="px-3 py-3">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">
                    {text.date(order)}
                  </td>
                  <td className="px-3 py-3 text-end">
                    <ViewLink order={order} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({ orders, loading }: { orders: OrderSummary[]; loading: boolean }) {
  const text = useOrderText();
  return (
    <ul className="flex flex-col divide-y md:hidden">
      {loading
        ? SKELETON_ROWS.map((row) => (
            <li key={row} className="flex flex-col gap-2 py-3" aria-hidden>
              <div className="flex justify-between">
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-5 w-20" />
              </div>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-28" />
            </li>
          ))
        : orders.map((order) => (
            <li key={order.id} className="flex flex-col gap-1.5 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{formatOrderId(order.id)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="font-medium">
                <bdi>{text.customer(order)}</bdi>
              </p>
              <ProductNames order={order} className="text-sm text-muted-foreground" />
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm">
                  <Money className="font-semibold" amount={order.totalAmount} />
                  <span className="text-muted-foreground"> · {text.date(order)}</span>
                </span>
                <ViewLink order={order} />
              </div>
            </li>
          ))}
    </ul>
  );
}

export function RecentOrders({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useRecentOrders();
  const orders = query.data ?? [];
  const loading = query.isPending;
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">{t('dashboard.recentOrders')}</CardTitle>
        <Button variant="link" asChild className="px-0">
          <Link href={paths.orders.list}>{t('dashboard.viewAllOrders')}</Link>
        </Button>
      </CardHeader>
      <CardContent aria-busy={loading}>
        {query.isError ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.loadError')}</p>
        ) : !loading && orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <p className="text-sm">{t('dashboard.noOrders')}</p>
            <p className="max-w-md text-xs">{t('firstDay.noOrdersHint')}</p>
            <Button asChild variant="outline" size="sm" className="mt-1">
              <Link href={paths.orders.create}>{t('firstDay.addOrder')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <OrdersTable orders={orders} loading={loading} />
            <OrderCards orders={orders} loading={loading} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
