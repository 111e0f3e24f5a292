/** /marketplace/conversations/:token: a guest's private conversation with a store (issue 15). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { GuestConversationView } from '../features/guest-conversation/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * A private page, never to be indexed: robots.txt keeps crawlers off /marketplace/conversations,
 * and this tag covers one that follows a shared link anyway.
 */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export default function GuestConversationPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('guestConversation.title'));
  useNoIndex();
  const { token = '' } = useParams<{ token: string }>();
  // A new token is another conversation: nothing of the previous one stays on screen.
  return <GuestConversationView key={token} token={token} />;
}
