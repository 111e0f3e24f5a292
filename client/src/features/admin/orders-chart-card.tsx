/** The overview's chart card: orders per day over 30 days, with a table for screen readers. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '../../../../common/contracts/admin.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { calendarDay, formatMoney } from '../../lib/format.ts';

// recharts stays out of the main bundle: this chunk loads when the overview draws the chart.
const OrdersChart = lazy(() => import('./orders-chart.tsx'));

type Days = AdminOverview['ordersPerDay'];

/** What the bars show, for screen readers: the days with orders. */
function OrdersTable({ days, caption }: { days: Days; caption: string }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.chart.day')}</th>
            <th scope="col">{t('admin.overview.chart.ordersColumn')}</th>
            <th scope="col">{t('admin.overview.chart.value')}</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => day.orders > 0)
            .map((day) => (
              <tr key={day.date}>
                <th scope="row">{dateFormat.format(calendarDay(day.date))}</th>
                <td>{day.orders}</td>
                <td>
                  <bdi>{formatMoney(day.value, i18n.language)}</bdi>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrdersChartCard({
  days,
  loading,
  className,
}: {
  days: Days | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const data = days ?? [];
  const total = data.reduce((sum, day) => sum + day.orders, 0);
  const skeleton = <Skeleton className="size-full" />;
  const caption = t('admin.overview.chart.total', { count: total });
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader>
        <CardTitle as="h2">{t('admin.overview.chart.title')}</CardTitle>
        <CardDescription>{loading ? <Skeleton className="h-4 w-40" /> : caption}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <div className="h-56 sm:h-64">
          {loading ? (
            skeleton
          ) : total === 0 ? (
            <p className="flex size-full items-center justify-center text-sm text-muted-foreground">
              {t('admin.overview.chart.none')}
            </p>
          ) : (
            <>
              <div className="size-full" aria-hidden>
                <Suspense fallback={skeleton}>
                  <OrdersChart data={data} />
                </Suspense>
              </div>
              <OrdersTable days={data} caption={caption} />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
