/** /admin/reports: the open queue (oldest first) and the reports already dealt with. */
import { useTranslation } from 'react-i18next';
import { ADMIN_REPORT_FILTERS } from '../../../../common/schemas/admin.ts';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { useAdminReports } from './api.ts';
import { filterOf, FilterTabs } from './filter-tabs.tsx';
import { ListFrame } from './list-frame.tsx';
import { ReportCard } from './report-card.tsx';

export function ReportsScreen() {
  const { t } = useTranslation();
  const { page, get, update } = useListSearchParams();
  const status = filterOf(ADMIN_REPORT_FILTERS, get('status'), 'open');
  const list = useAdminReports({ status, page });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.reports.title')}</h1>
        <p className="text-muted-foreground">{t('admin.reports.subtitle')}</p>
      </div>
      <FilterTabs
        label={t('admin.common.statusFilter')}
        values={ADMIN_REPORT_FILTERS}
        value={status}
        labelOf={(value) => t(`admin.reports.filters.${value}`)}
        onChange={(value) => update({ status: value === 'open' ? undefined : value, page: 1 })}
      />
      <ListFrame
        query={list}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t(status === 'open' ? 'admin.reports.emptyOpen' : 'admin.reports.empty')}
        pagesLabel={t('admin.reports.pages')}
      >
        {(items) => (
          <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
