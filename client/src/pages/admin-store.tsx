import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { OperatorsOnly, StoreScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/stores/:id: one store, its products and its reports. */
export default function AdminStorePage() {
  const { t } = useTranslation();
  const title = t('admin.titles.stores');
  useDocumentTitle(title);
  const params = useParams<{ id: string }>();
  // A malformed id is an id nothing has: the screen's not-found notice.
  const id = Number(params.id);
  return (
    <OperatorsOnly title={title}>
      <StoreScreen id={Number.isInteger(id) && id > 0 ? id : 0} />
    </OperatorsOnly>
  );
}
