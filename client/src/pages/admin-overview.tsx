import { useTranslation } from 'react-i18next';
import { OperatorsOnly, OverviewScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin (issue 13): the operators' overview; anyone else is told why not. */
export default function AdminOverviewPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.overview');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <OverviewScreen />
    </OperatorsOnly>
  );
}
