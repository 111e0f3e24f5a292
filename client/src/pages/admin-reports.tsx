import { useTranslation } from 'react-i18next';
import { OperatorsOnly, ReportsScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/reports: what visitors reported, to act on or dismiss. */
export default function AdminReportsPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.reports');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <ReportsScreen />
    </OperatorsOnly>
  );
}
