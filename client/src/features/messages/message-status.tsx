import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import type { ConversationLabel } from './conversations.ts';

/** The label of an inbound message (SPEC §4); read messages carry none. */
export function MessageStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'unread' || status === 'awaiting') {
    return <ConversationStatusBadge label={status} />;
  }
  if (status === 'replied') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <CheckCheck className="size-3.5" aria-hidden />
        {t('messages.status.replied')}
      </span>
    );
  }
  return null;
}

export function ConversationStatusBadge({ label }: { label: ConversationLabel }) {
  const { t } = useTranslation();
  if (label === 'unread') return <Badge variant="info">{t('messages.status.unread')}</Badge>;
  if (label === 'awaiting') return <Badge variant="warning">{t('messages.status.awaiting')}</Badge>;
  return null;
}
