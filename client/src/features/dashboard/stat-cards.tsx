/** The four stat cards of SPEC §2, with the week-over-week captions computed by the server. */
import {
  Banknote,
  MessageSquare,
  ShoppingCart,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SKELETONS } from '../../../../common/constants.ts';
import type { DashboardStats } from '../../../../common/contracts/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import { statFiguresOf, trendCaption, type TrendTone } from './stat-figures.ts';

const TONE_CLASS: Record<TrendTone, string> = {
  positive: 'text-success',
  negative: 'text-destructive',
  neutral: 'text-muted-foreground',
};

interface StatCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  caption?: { text: string; tone: TrendTone } | null;
}

function StatCard({ title, value, icon: Icon, caption }: StatCardProps) {
  const TrendIcon = caption?.tone === 'negative' ? TrendingDown : TrendingUp;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-xl font-bold sm:text-2xl">
          <bdi>{value}</bdi>
        </p>
        {caption && (
          <p className={cn('mt-1 flex items-start gap-1 text-xs', TONE_CLASS[caption.tone])}>
            {caption.tone !== 'neutral' && <TrendIcon className="size-3.5 shrink-0" aria-hidden />}
            {caption.text}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

export function StatCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={gridClassName} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: SKELETONS.statCards }, (_, index) => (
        <Card key={index} aria-hidden>
          <CardHeader className="flex-row items-center justify-between pb-2 sm:pb-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="size-5" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-8 w-20" />
            <Skeleton className="mt-2 h-3 w-32" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

interface StatCardsProps {
  stats: DashboardStats | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function StatCards({ stats, failed, onRetry }: StatCardsProps) {
  const { t, i18n } = useTranslation();
  const figures = statFiguresOf(stats);
  const trend = (percent: number | null) => {
    const caption = trendCaption(percent, i18n.language);
    return caption && { text: t('dashboard.trend', { value: caption.value }), tone: caption.tone };
  };

  return (
    <section aria-label={t('dashboard.statsLabel')} className="flex flex-col gap-2">
      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning"
        >
          <span>{t('dashboard.statsError')}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('dashboard.retry')}
          </Button>
        </div>
      )}
      <div className={gridClassName}>
        <StatCard
          title={t('dashboard.totalOrders')}
          value={String(figures.ordersCount)}
          icon={ShoppingCart}
          caption={trend(figures.trends.orders)}
        />
        <StatCard
          title={t('dashboard.totalRevenue')}
          value={formatMoney(figures.revenue, i18n.language)}
          icon={Banknote}
          caption={trend(figures.trends.revenue)}
        />
        <StatCard
          title={t('dashboard.totalCustomers')}
          value={String(figures.customersCount)}
          icon={Users}
          caption={trend(figures.trends.customers)}
        />
        <StatCard
          title={t('dashboard.unreadMessages')}
          value={String(figures.unreadMessagesCount)}
          icon={MessageSquare}
          caption={
            figures.unreadMessagesCount > 0
              ? {
                  text: t('dashboard.newToday', { count: figures.unreadToday }),
                  tone: 'neutral',
                }
              : null
          }
        />
      </div>
    </section>
  );
}
