/**
 * /admin: the marketplace at a glance (figures, orders per day), the three queues that wait for
 * an operator, and the latest lines of the audit log.
 */
import { ChevronRight, Flag, Inbox, Scale, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAdminOverview, useAuditLog } from './api.ts';
import { AuditEntries } from './audit-entries.tsx';
import { LoadFailed } from './load-failed.tsx';
import { OrdersChartCard } from './orders-chart-card.tsx';
import { OverviewFigures, OverviewFiguresSkeleton } from './overview-figures.tsx';
import { openDisputes } from './queue-counts.ts';

/** How many audit lines the overview shows before "See the full log". */
const LATEST_ENTRIES = 5;

interface QueueProps {
  href: string;
  icon: LucideIcon;
  label: string;
  count: number | undefined;
}

function Queue({ href, icon: Icon, label, count }: QueueProps) {
  return (
    <li>
      <Link
        href={href}
        className="flex min-h-12 items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
      >
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="flex-1 text-sm font-medium">{label}</span>
        <span
          className={
            count
              ? 'rounded-full bg-warning-soft px-2 text-sm font-semibold text-warning tabular-nums'
              : 'text-sm text-muted-foreground tabular-nums'
          }
        >
          {count ?? '…'}
        </span>
        <ChevronRight className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden />
      </Link>
    </li>
  );
}

function Queues() {
  const { t } = useTranslation();
  const overview = useAdminOverview().data;
  return (
    // Below lg the figure cards above already give these three counts with their links: a phone
    // shows them once.
    <Card className="hidden flex-col lg:flex">
      <CardHeader>
        <CardTitle as="h2">{t('admin.overview.queues')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1">
          <Queue
            href={paths.admin.transporters()}
            icon={Truck}
            label={t('admin.overview.queueTransporters')}
            count={overview?.transporters.waiting}
          />
          <Queue
            href={paths.admin.reports()}
            icon={Flag}
            label={t('admin.overview.queueReports')}
            count={overview?.reportsOpen}
          />
          <Queue
            href={paths.admin.inbox}
            icon={Inbox}
            label={t('admin.overview.queueInbox')}
            count={overview?.contactUnread}
          />
          <Queue
            href={paths.admin.disputes}
            icon={Scale}
            label={t('admin.overview.queueDisputes')}
            count={overview && openDisputes(overview)}
          />
        </ul>
      </CardContent>
    </Card>
  );
}

function LatestEntries() {
  const { t } = useTranslation();
  const log = useAuditLog(1);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{t('admin.overview.latestActions')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.admin.log}>{t('admin.overview.fullLog')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {log.isError ? (
          <LoadFailed onRetry={() => void log.refetch()} />
        ) : (
          <AuditEntries
            entries={log.data?.items.slice(0, LATEST_ENTRIES)}
            loading={log.isPending}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function OverviewScreen() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.overview.title')}</h1>
        <p className="text-muted-foreground">{t('admin.overview.subtitle')}</p>
      </div>
      {overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} />
      ) : overview.data ? (
        <OverviewFigures overview={overview.data} />
      ) : (
        <OverviewFiguresSkeleton />
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <OrdersChartCard
          className="lg:col-span-2"
          days={overview.data?.ordersPerDay}
          loading={overview.isPending}
        />
        <Queues />
      </div>
      <LatestEntries />
    </div>
  );
}
