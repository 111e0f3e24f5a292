/**
 * "Your conversation with this store" on a store's page, for a guest who wrote to it from this
 * device (the link lives in this browser's storage only, for GUEST_LINK_DAYS).
 */
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { useGuestConversationToken } from './guest-links.ts';

export function GuestConversationLink({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const token = useGuestConversationToken(storeId);
  if (!token) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <Link
        href={paths.marketplace.conversation(token)}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
      >
        <MessagesSquare className="size-4" aria-hidden />
        {t('guestConversation.storeLink')}
      </Link>
      <span className="text-xs text-muted-foreground">{t('guestConversation.storeLinkHint')}</span>
    </p>
  );
}
