import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { useDashboardStats } from './api.ts';
import { daysWithSales, dayOf, periodTotal, type RevenueDay } from './revenue-days.ts';

// recharts stays out of the main bundle: this chunk loads when the dashboard draws the chart.
const RevenueChart = lazy(() => import('./revenue-chart.tsx'));

/** What the bars show, for screen readers: the days with sales, their amount and orders. */
function RevenueTable({ days, caption }: { days: RevenueDay[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  // sr-only on a div: a table grows to its content whatever width it is given.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.day')}</th>
            <th scope="col">{t('dashboard.chart.revenue')}</th>
            <th scope="col">{t('dashboard.chart.ordersColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dateFormat.format(dayOf(day.date))}</th>
              <td>
                <bdi>{formatMoney(day.revenue, language)}</bdi>
              </td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Revenue per day over the last 30 days, from the same stats answer as the cards. */
export function RevenueChartCard({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const stats = useDashboardStats();
  const loading = stats.isPending;
  const data = stats.data?.revenueByDay ?? [];
  const total = periodTotal(data);
  // First-strong isolate: "12,50 د.ت" reads right to left in Arabic, "12.50 DT" left to right.
  const totalText = isolate(formatMoney(total, i18n.language));
  const chartSkeleton = <Skeleton className="size-full" />;

  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader>
        <CardTitle as="h2">{t('dashboard.revenueTitle')}</CardTitle>
        <CardDescription>
          {loading ? (
            <Skeleton className="h-4 w-40" />
          ) : (
            t('dashboard.revenueTotal', { total: totalText })
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <div className="h-56 sm:h-72 lg:h-auto lg:min-h-72 lg:flex-1">
          {loading ? (
            chartSkeleton
          ) : total === 0 ? (
            <p className="flex size-full items-center justify-center text-sm text-muted-foreground">
              {t('dashboard.noRevenue')}
            </p>
          ) : (
            <>
              {/* The bars are a picture of the table below, which screen readers read instead. */}
              <div className="size-full" aria-hidden>
                <Suspense fallback={chartSkeleton}>
                  <RevenueChart data={data} />
                </Suspense>
              </div>
              <RevenueTable
                days={daysWithSales(data)}
                caption={t('dashboard.chart.caption', { total: totalText })}
              />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
