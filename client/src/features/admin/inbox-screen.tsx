/**
 * /admin/inbox: the contact page's messages. Opening one marks it read; it can be marked unread
 * again or handled. Until Hanout sends email itself (issue 15), "Reply by email" opens the
 * operator's mail app on the writer's address.
 */
import { CheckCheck, ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContactMessage } from '../../../../common/contracts/admin.ts';
import { ADMIN_CONTACT_FILTERS } from '../../../../common/schemas/admin.ts';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { useAdminInbox, useUpdateContactMessage } from './api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { filterOf, FilterTabs } from './filter-tabs.tsx';
import { ListFrame } from './list-frame.tsx';

/** mailto: the writer, subject "Re: <topic>" (the topic in the writer's language). */
export function replyHrefOf(email: string, topic: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${topic}`)}`;
}

/**
 * Loads a language's texts (they come in one chunk per language, on demand) so that t(…, { lng })
 * can give them, and renders again once they are in.
 */
function useLanguageLoaded(language: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(false);
  const missing = enabled && !i18n.hasResourceBundle(language, 'translation');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void i18n.loadLanguages(language).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [i18n, language, missing]);
}

function MessageItem({ message }: { message: AdminContactMessage }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateContactMessage(message.id);
  const send = useSubmitAction({
    action: (change: { read?: boolean; handled?: true }) => update.mutateAsync(change),
    errorTitle: t('admin.inbox.failed'),
  });
  const topic = t(`contact.topics.${message.topic}`, { defaultValue: message.topic });
  // The reply goes to the writer: its subject in the language they wrote in.
  useLanguageLoaded(message.language, open);
  const replyTopic = t(`contact.topics.${message.topic}`, {
    lng: message.language,
    defaultValue: message.topic,
  });
  const unread = !message.readAt;
  const panelId = `contact-message-${message.id}`;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread) void send({ read: true });
  };

  return (
    <li>
      <Card className={cn('overflow-hidden', unread && 'border-primary/40')}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
          className="flex w-full items-start gap-3 p-4 text-start outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {unread ? (
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          ) : (
            <MailOpen className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <bdi className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>
                {message.name}
              </bdi>
              <Badge variant="outline">{topic}</Badge>
              {unread && <Badge variant="info">{t('admin.inbox.unread')}</Badge>}
              {message.handledAt && <Badge variant="success">{t('admin.inbox.handled')}</Badge>}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(message.createdAt, i18n.language)}
            </span>
            {!open && (
              // In the message's own direction, so a French line on an Arabic page is cut at its end.
              <span dir="auto" className="line-clamp-1 text-sm text-muted-foreground">
                {message.message}
              </span>
            )}
          </span>
          <ChevronDown
            className={cn(
              'mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
        {open && (
          <div id={panelId} className="flex flex-col gap-3 border-t px-4 py-3">
            <p className="text-sm break-words whitespace-pre-line">
              <bdi>{message.message}</bdi>
            </p>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
              <div>
                <dt className="inline">
                  {t('admin.common.labelled', { label: t('admin.inbox.email') })}
                </dt>
                <dd className="inline" dir="ltr">
                  {message.email}
                </dd>
              </div>
              {message.username && (
                <div>
                  <dt className="inline">
                    {t('admin.common.labelled', { label: t('admin.inbox.account') })}
                  </dt>
                  <dd className="inline">
                    <bdi>@{message.username}</bdi>
                  </dd>
                </div>
              )}
              <div>
                <dt className="inline">
                  {t('admin.common.labelled', { label: t('admin.inbox.language') })}
                </dt>
                <dd className="inline">
                  {t(`admin.inbox.languages.${message.language}`, {
                    defaultValue: message.language,
                  })}
                </dd>
              </div>
              {message.handledAt && (
                <div>
                  <dt className="inline">
                    {t('admin.common.labelled', { label: t('admin.inbox.handledBy') })}
                  </dt>
                  <dd className="inline">
                    <bdi>{message.handledBy ?? '—'}</bdi>,{' '}
                    {formatDateTime(message.handledAt, i18n.language)}
                  </dd>
                </div>
              )}
            </dl>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button asChild className="h-11 md:h-10">
                <a href={replyHrefOf(message.email, replyTopic)}>
                  <Reply className="rtl:-scale-x-100" aria-hidden />
                  {t('admin.inbox.reply')}
                </a>
              </Button>
              {!message.handledAt && (
                <Button
                  variant="outline"
                  className="h-11 md:h-10"
                  disabled={update.isPending}
                  onClick={() => void send({ handled: true })}
                >
                  <CheckCheck aria-hidden />
                  {t('admin.inbox.markHandled')}
                </Button>
              )}
              {!unread && (
                <Button
                  variant="ghost"
                  className="h-11 md:h-10"
                  disabled={update.isPending}
                  onClick={() => {
                    setOpen(false);
                    void send({ read: false });
                  }}
                >
                  <Mail aria-hidden />
                  {t('admin.inbox.markUnread')}
                </Button>
              )}
            </div>
          </div>
        )}
      </Card>
    </li>
  );
}

export function InboxScreen() {
  const { t } = useTranslation();
  const { page, get, update } = useListSearchParams();
  const status = filterOf(ADMIN_CONTACT_FILTERS, get('status'), 'open');
  const list = useAdminInbox({ status, page });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.inbox.title')}</h1>
        <p className="text-muted-foreground">{t('admin.inbox.subtitle')}</p>
      </div>
      <FilterTabs
        label={t('admin.common.statusFilter')}
        values={ADMIN_CONTACT_FILTERS}
        value={status}
        labelOf={(value) => t(`admin.inbox.filters.${value}`)}
        onChange={(value) => update({ status: value === 'open' ? undefined : value, page: 1 })}
      />
      <ListFrame
        query={list}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t('admin.inbox.empty')}
        pagesLabel={t('admin.inbox.pages')}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}
