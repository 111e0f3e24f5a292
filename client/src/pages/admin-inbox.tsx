import { useTranslation } from 'react-i18next';
import { OperatorsOnly, InboxScreen } from '../features/admin/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /admin/inbox: the contact page's messages. */
export default function AdminInboxPage() {
  const { t } = useTranslation();
  const title = t('admin.titles.inbox');
  useDocumentTitle(title);
  return (
    <OperatorsOnly title={title}>
      <InboxScreen />
    </OperatorsOnly>
  );
}
