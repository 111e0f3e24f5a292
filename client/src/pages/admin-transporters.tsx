import { useTranslation } from 'react-i18next';
import { OperatorsOnly, TransportersScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/transporters: the verification queue and every transporter. */
export default function AdminTransportersPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.transporters');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <TransportersScreen />
    </OperatorsOnly>
  );
}
