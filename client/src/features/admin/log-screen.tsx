/** /admin/log: every operator action, newest first, page by page. Read only, as the API is. */
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { useAuditLog } from './api.ts';
import { AuditEntries } from './audit-entries.tsx';
import { ListFrame } from './list-frame.tsx';

export function LogScreen() {
  const { t } = useTranslation();
  const { page, update } = useListSearchParams();
  const log = useAuditLog(page);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.log.title')}</h1>
        <p className="text-muted-foreground">{t('admin.log.subtitle')}</p>
      </div>
      <ListFrame
        query={log}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t('admin.log.empty')}
        pagesLabel={t('admin.log.pages')}
      >
        {(items) => (
          <Card>
            <CardContent className="pt-2 sm:pt-2">
              <AuditEntries entries={items} loading={false} />
            </CardContent>
          </Card>
        )}
      </ListFrame>
    </div>
  );
}
