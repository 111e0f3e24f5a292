/** The orders list (SPEC §2): a table from md up, stacked cards on phones. */
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SKELETONS } from '../../../../common/constants.ts';
import type { OrderSummary } from '../../../../common/contracts/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Money } from '../../components/formatted.tsx';
import { formatDate, formatOrderId } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { GuestNameLine } from '../../components/guest-name-line.tsx';
import { customerNameOf } from './order-labels.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const SKELETON_ROWS = Array.from({ length: SKELETONS.orders }, (_, index) => index);

interface OrdersTableProps {
  orders: OrderSummary[] | undefined;
  isLoading: boolean;
}

export function OrdersTable({ orders, isLoading }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const rows = orders ?? [];
  const customerOf = (order: OrderSummary) => customerNameOf(order) ?? t('orders.unknownCustomer');
  const viewLink = (order: OrderSummary) => (
    <Button asChild variant="outline" size="sm" className="h-11 md:h-8">
      <Link
        href={paths.orders.view(order.id)}
        aria-label={t('orders.viewOrder', { id: formatOrderId(order.id) })}
      >
        <Eye aria-hidden />
        {t('orders.view')}
      </Link>
    </Button>
  );

  return (
    <>
      <Card className="hidden overflow-x-auto md:block" aria-busy={isLoading}>
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('orders.columns.id')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('orders.columns.customer')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('orders.columns.items')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('orders.columns.total')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('orders.columns.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('orders.columns.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <span className="sr-only">{t('orders.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {isLoading
              ? SKELETON_ROWS.map((index) => (
                  <tr key={index}>
                    {[16, 32, 8, 20, 20, 24, 14].map((width, cell) => (
                      <td key={cell} className="px-4 py-3">
                        <Skeleton className="h-5" style={{ width: `${width * 4}px` }} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((order) => (
                  <tr key={order.id} className="hover:bg-muted/40">
                    <td className="px-4 py-3 font-medium whitespace-nowrap">
                      {formatOrderId(order.id)}
                    </td>
                    <td className="px-4 py-3">
                      <bdi>{customerOf(order)}</bdi>
                      {order.guest && order.customer && (
                        <GuestNameLine
                          variant="short"
                          guest={order.guest}
                          customerName={order.customer.name}
                          className="block text-xs"
                        />
                      )}
                    </td>
                    <td className="px-4 py-3 text-end tabular-nums">{order.itemsCount}</td>
                    <td className="px-4 py-3 text-end">
                      <Money amount={order.totalAmount} />
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      {formatDate(order.orderDate, language)}
                    </td>
                    <td className="px-4 py-3 text-end">{viewLink(order)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </Card>

      <ul className="flex flex-col gap-3 md:hidden" aria-busy={isLoading}>
        {isLoading
          ? SKELETON_ROWS.map((index) => (
              <li key={index}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex justify-between">
                    <Skeleton className="h-5 w-20" />
                    <Skeleton className="h-5 w-24" />
                  </div>
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-4 w-32" />
                </Card>
              </li>
            ))
          : rows.map((order) => (
              <li key={order.id}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{formatOrderId(order.id)}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <p className="font-medium">
                    <bdi>{customerOf(order)}</bdi>
                    {order.guest && order.customer && (
                      <GuestNameLine
                        variant="short"
                        guest={order.guest}
                        customerName={order.customer.name}
                        className="block text-xs font-normal"
                      />
                    )}
                  </p>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-muted-foreground">{t('orders.columns.items')}</dt>
                      <dd className="tabular-nums">{order.itemsCount}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('orders.columns.total')}</dt>
                      <dd>
                        <Money amount={order.totalAmount} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('orders.columns.date')}</dt>
                      <dd>{formatDate(order.orderDate, language)}</dd>
                    </div>
                  </dl>
                  <div className="flex justify-end">{viewLink(order)}</div>
                </Card>
              </li>
            ))}
      </ul>
    </>
  );
}
