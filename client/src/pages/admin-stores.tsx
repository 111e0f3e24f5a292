import { useTranslation } from 'react-i18next';
import { OperatorsOnly, StoresScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/stores: every store, to suspend or restore. */
export default function AdminStoresPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.stores');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <StoresScreen />
    </OperatorsOnly>
  );
}
