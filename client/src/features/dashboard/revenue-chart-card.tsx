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
import { formatDinars } from '../../lib/format.ts';
import { useDashboardStats } from './api.ts';
import { isolateFigure } from './stat-figures.ts';

// recharts stays out of the main bundle: this chunk loads when the dashboard draws the chart.
const RevenueChart = lazy(() => import('./revenue-chart.tsx'));

/** Revenue per day over the last 30 days, from the same stats answer as the cards. */
export function RevenueChartCard({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const stats = useDashboardStats();
  const loading = stats.isPending;
  const data = stats.data?.revenueByDay ?? [];
  const total = data.reduce(
    (sum, day) => sum + (Number.isFinite(day.revenue) ? day.revenue : 0),
    0,
  );
  const totalText = isolateFigure(formatDinars(total), i18n.language);
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
        <div
          className="h-56 sm:h-72 lg:h-auto lg:min-h-72 lg:flex-1"
          role="img"
          aria-label={t('dashboard.revenueChartLabel', { total: totalText })}
        >
          {loading ? (
            chartSkeleton
          ) : total === 0 ? (
            <p className="flex size-full items-center justify-center text-sm text-muted-foreground">
              {t('dashboard.noRevenue')}
            </p>
          ) : (
            <Suspense fallback={chartSkeleton}>
              <RevenueChart data={data} />
            </Suspense>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
