/**
 * /admin/transporters: the verification queue (waiting first, oldest submission first, as the
 * API orders it) and every other transporter by status, searchable; filters live in the URL.
 */
import { formatDateTime, isolate } from '../../lib/format.ts';
import { ChevronRight, FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminTransporter } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { ADMIN_TRANSPORTER_FILTERS } from '../../../../common/schemas/admin.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { useAdminTransporters } from './api.ts';
import { useAdminQueueCounts } from './queue-counts.ts';
import { filterOf, FilterTabs } from './filter-tabs.tsx';
import { ListFrame } from './list-frame.tsx';
import { transporterStateOf, TransporterStateBadge } from './status-badges.tsx';

function TransporterCard({ transporter }: { transporter: AdminTransporter }) {
  const { t, i18n } = useTranslation();
  const documents = [transporter.identityDocument, transporter.drivingLicence].filter(Boolean);
  return (
    <li>
      <Link href={paths.admin.transporter(transporter.id)} className="block rounded-lg">
        <Card className="flex items-center gap-3 p-4 transition-colors hover:bg-accent/50">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <bdi className="truncate font-semibold">{transporter.fullName}</bdi>
              <TransporterStateBadge state={transporterStateOf(transporter)} />
            </div>
            <p className="truncate text-sm text-muted-foreground">
              <bdi>@{transporter.username}</bdi> · <bdi>{transporter.vehicleType}</bdi> ·{' '}
              <bdi dir="ltr">{transporter.licensePlate}</bdi>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <FileCheck2 className="size-3.5" aria-hidden />
                {t('admin.transporters.documentsCount', { count: documents.length })}
              </span>
              {transporter.documentsSubmittedAt && (
                <span>
                  {t('admin.transporters.submittedAt', {
                    date: isolate(formatDateTime(transporter.documentsSubmittedAt, i18n.language)),
                  })}
                </span>
              )}
            </p>
          </div>
          <ChevronRight
            className="size-5 shrink-0 text-muted-foreground rtl:-scale-x-100"
            aria-hidden
          />
        </Card>
      </Link>
    </li>
  );
}

export function TransportersScreen() {
  const { t } = useTranslation();
  const { q: typed, page, get, update } = useListSearchParams();
  const q = useDebouncedValue(typed.trim());
  const status = filterOf(ADMIN_TRANSPORTER_FILTERS, get('status'), 'waiting');
  const list = useAdminTransporters({ status, q, page });
  // The nav badges' count (refreshed every minute), not a new run of the whole overview.
  const waiting = useAdminQueueCounts(true).transportersWaiting;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.transporters.title')}</h1>
        <p className="text-muted-foreground">{t('admin.transporters.subtitle')}</p>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t('admin.common.statusFilter')}
          values={ADMIN_TRANSPORTER_FILTERS}
          value={status}
          labelOf={(value) => t(`admin.transporters.filters.${value}`)}
          countOf={(value) => (value === 'waiting' ? waiting : undefined)}
          onChange={(value) => update({ status: value === 'waiting' ? undefined : value, page: 1 })}
        />
        <SearchBox
          id="admin-transporters-search"
          wrapperClassName="w-full lg:max-w-sm"
          label={t('admin.transporters.search')}
          placeholder={t('admin.transporters.search')}
          value={typed}
          onValueChange={(value) => update({ q: value, page: 1 })}
        />
      </div>
      <ListFrame
        query={list}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t('admin.transporters.empty')}
        pagesLabel={t('admin.transporters.pages')}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((transporter) => (
              <TransporterCard key={transporter.id} transporter={transporter} />
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}
