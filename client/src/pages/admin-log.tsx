import { useTranslation } from 'react-i18next';
import { OperatorsOnly, LogScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/log: the audit log of every operator action. */
export default function AdminLogPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.log');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <LogScreen />
    </OperatorsOnly>
  );
}
