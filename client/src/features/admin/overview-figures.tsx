/**
 * The overview's figure cards: the marketplace's size with its trend against the previous 30
 * days, and the counts that ask for an operator (transporters waiting, open reports, unread
 * messages), each card leading to its list.
 */
import {
  Banknote,
  Flag,
  Inbox,
  Package,
  Scale,
  ShoppingCart,
  Store,
  TrendingDown,
  TrendingUp,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminOverview, Trend } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useFormat } from '../../lib/use-format.ts';
import { openDisputes } from './queue-counts.ts';
import { trendChange, type TrendTone } from './trend.ts';

const TONE_CLASS: Record<TrendTone, string> = {
  positive: 'text-success',
  negative: 'text-destructive',
  neutral: 'text-muted-foreground',
};

interface FigureCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Lines under the figure: the trend, a part of the total ("2 suspended"). */
  children?: ReactNode;
  /** The list the figure counts; the whole card is the link. */
  href?: string;
  /** Draws the eye: something waits for an operator. */
  attention?: boolean;
  /** Two columns wide at every width: a whole row of the phone's two (an amount in dinars needs it). */
  wide?: boolean;
}

function FigureCard({
  title,
  value,
  icon: Icon,
  children,
  href,
  attention,
  wide,
}: FigureCardProps) {
  const card = (
    <Card
      className={cn(
        'h-full',
        wide && 'col-span-2',
        href && 'transition-colors hover:bg-accent/50',
        attention && 'border-warning/50',
      )}
    >
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon
          className={cn('size-5 shrink-0', attention ? 'text-warning' : 'text-muted-foreground')}
          aria-hidden
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-xl font-bold tabular-nums sm:text-2xl">
          <bdi>{value}</bdi>
        </p>
        {children}
      </CardContent>
    </Card>
  );
  if (!href) return card;
  return (
    <Link
      href={href}
      className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {card}
    </Link>
  );
}

/** "+12.5% vs the previous 30 days", or how many came in the last 30 days when there is no base. */
function TrendLine({ trend, money = false }: { trend: Trend; money?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const change = trendChange(trend, format.language);
  const recent = money ? format.money(trend.last30Days) : String(trend.last30Days);
  if (!change) {
    return (
      <p className="text-xs text-muted-foreground">
        {t('admin.overview.last30Days', { value: recent })}
      </p>
    );
  }
  const Icon = change.tone === 'negative' ? TrendingDown : TrendingUp;
  return (
    <p className={cn('flex items-start gap-1 text-xs', TONE_CLASS[change.tone])}>
      {change.tone !== 'neutral' && <Icon className="size-3.5 shrink-0" aria-hidden />}
      {t('admin.overview.trend', { value: change.text })}
    </p>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}

// Eleven cards and the order value twice as wide: twelve cells, full rows at 2, 3 and 6 columns.
const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6';

export function OverviewFiguresSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={gridClassName} role="status" aria-label={t('admin.common.loading')}>
      {Array.from({ length: 12 }, (_, index) => (
        <Card key={index} aria-hidden>
          <CardHeader className="pb-2 sm:pb-2">
            <Skeleton className="h-4 w-24" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-8 w-16" />
            <Skeleton className="mt-2 h-3 w-28" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { transporters } = overview;
  const disputes = openDisputes(overview);
  return (
    <section aria-labelledby="admin-figures" className="flex flex-col gap-3">
      <h2 id="admin-figures" className="sr-only">
        {t('admin.overview.figures')}
      </h2>
      <div className={gridClassName}>
        <FigureCard
          title={t('admin.overview.stores')}
          value={String(overview.stores.total)}
          icon={Store}
          href={paths.admin.stores()}
        >
          <TrendLine trend={overview.stores} />
          {overview.stores.suspended > 0 && (
            <Note>{t('admin.overview.suspended', { count: overview.stores.suspended })}</Note>
          )}
        </FigureCard>
        <FigureCard
          title={t('admin.overview.products')}
          value={String(overview.products.total)}
          icon={Package}
        >
          <TrendLine trend={overview.products} />
          {overview.products.hidden > 0 && (
            <Note>{t('admin.overview.hidden', { count: overview.products.hidden })}</Note>
          )}
        </FigureCard>
        <FigureCard
          title={t('admin.overview.orders')}
          value={String(overview.orders.total)}
          icon={ShoppingCart}
        >
          <TrendLine trend={overview.orders} />
        </FigureCard>
        <FigureCard
          title={t('admin.overview.buyers')}
          value={String(overview.buyers.total)}
          icon={Users}
        >
          <TrendLine trend={overview.buyers} />
        </FigureCard>
        <FigureCard
          title={t('admin.overview.orderValue')}
          value={format.money(overview.orderValue.total)}
          icon={Banknote}
          wide
        >
          <TrendLine trend={overview.orderValue} money />
        </FigureCard>
        <FigureCard
          title={t('admin.overview.transporters')}
          value={String(transporters.verified)}
          icon={Truck}
          href={paths.admin.transporters({ status: 'verified' })}
        >
          <Note>{t('admin.overview.verified')}</Note>
        </FigureCard>
        <FigureCard
          title={t('admin.overview.transportersWaiting')}
          value={String(transporters.waiting)}
          icon={Truck}
          href={paths.admin.transporters()}
          attention={transporters.waiting > 0}
        >
          {transporters.incomplete > 0 && (
            <Note>{t('admin.overview.incomplete', { count: transporters.incomplete })}</Note>
          )}
        </FigureCard>
        <FigureCard
          title={t('admin.overview.deliveriesOpen')}
          value={String(overview.deliveriesOpen)}
          icon={Truck}
        />
        <FigureCard
          title={t('admin.overview.reportsOpen')}
          value={String(overview.reportsOpen)}
          icon={Flag}
          href={paths.admin.reports()}
          attention={overview.reportsOpen > 0}
        />
        <FigureCard
          title={t('admin.overview.inboxUnread')}
          value={String(overview.contactUnread)}
          icon={Inbox}
          href={paths.admin.inbox}
          attention={overview.contactUnread > 0}
        />
        <FigureCard
          title={t('admin.overview.disputesOpen')}
          value={String(disputes)}
          icon={Scale}
          href={paths.admin.disputes}
          attention={disputes > 0}
        />
      </div>
    </section>
  );
}
