import { useTranslation } from 'react-i18next';
import { DisputesScreen, OperatorsOnly } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/disputes: payments and cash hand-overs that stores contested (issue 14). */
export default function AdminDisputesPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.disputes');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <DisputesScreen />
    </OperatorsOnly>
  );
}
