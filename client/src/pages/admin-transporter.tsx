import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { OperatorsOnly, TransporterScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/transporters/:id: one transporter's documents and the decision on them. */
export default function AdminTransporterPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.transporters');
  useDocumentTitle(title);
  const params = useParams<{ id: string }>();
  // A malformed id is an id nothing has: the screen's not-found notice.
  const id = Number(params.id);
  return (
    <OperatorsOnly title={title}>
      <TransporterScreen id={Number.isInteger(id) && id > 0 ? id : 0} />
    </OperatorsOnly>
  );
}
