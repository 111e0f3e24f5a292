/** /email/unsubscribe/:token: an email's "unsubscribe" link, open to everyone (issue 15). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { UnsubscribeView } from '../features/profile/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function EmailUnsubscribePage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.unsubscribe'));
  const { token = '' } = useParams<{ token: string }>();
  // A new token is another link: nothing of the previous one's state carries over.
  return <UnsubscribeView key={token} token={token} />;
}
