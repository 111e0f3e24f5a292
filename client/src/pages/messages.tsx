import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Card } from '../components/ui/card.tsx';
import {
  useMarkMessagesRead,
  useMessages,
  ConversationList,
  filterConversations,
  groupConversations,
  unreadMessageIds,
  type Conversation,
  MessageThread,
  NoConversationSelected,
} from '../features/messages/index.ts';
import { cn } from '../lib/cn.ts';
import { paths } from '../../../common/routes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** ?customer={id} names the open conversation, so a link (or the back button) can open it. */
function selectedCustomerOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('customer'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /messages: conversations on the left, the open thread on the right (one at a time on phones). */
export default function MessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.messages'));
  const [, navigate] = useLocation();
  const selectedId = selectedCustomerOf(useSearch());
  const [query, setQuery] = useState('');
  const messages = useMessages();
  const { mutate: markRead } = useMarkMessagesRead();

  const conversations = useMemo(() => groupConversations(messages.data ?? []), [messages.data]);
  const visible = useMemo(() => filterConversations(conversations, query), [conversations, query]);
  const selected = conversations.find((conversation) => conversation.customerId === selectedId);

  // The customer whose unread messages were last marked read, so each opening marks them once.
  const markedFor = useRef<number | null>(null);

  const markConversationRead = (conversation: Conversation) => {
    markedFor.current = conversation.customerId;
    const ids = unreadMessageIds(conversation);
    if (ids.length > 0) markRead(ids);
  };

  const openConversation = (conversation: Conversation) => {
    markConversationRead(conversation);
    // Switching threads replaces the entry; going from the list to a thread adds one (phones).
    navigate(`${paths.messages}?customer=${conversation.customerId}`, {
      replace: selectedId !== null,
    });
  };

  // A conversation opened by the address (a link, reload, browser back) is read as well, once
  // its messages have arrived. Only the mutation runs here: no state is set.
  useEffect(() => {
    if (!selected) {
      markedFor.current = null;
      return;
    }
    if (markedFor.current === selected.customerId) return;
    markedFor.current = selected.customerId;
    const ids = unreadMessageIds(selected);
    if (ids.length > 0) markRead(ids);
  }, [selected, markRead]);

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <div className={cn('flex-col gap-1', selected ? 'hidden md:flex' : 'flex')}>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('messages.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('messages.subtitle')}</p>
      </div>
      {selected && <h1 className="sr-only md:hidden">{t('messages.title')}</h1>}
      <div className="grid gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] md:items-start lg:gap-6">
        <Card className={cn('overflow-hidden', selected && 'hidden md:block')}>
          <ConversationList
            conversations={visible}
            hasMessages={conversations.length > 0}
            isLoading={messages.isPending}
            isError={messages.isError}
            onRetry={() => void messages.refetch()}
            search={query}
            onSearchChange={setQuery}
            selectedId={selected?.customerId ?? null}
            onSelect={openConversation}
          />
        </Card>
        <Card
          className={cn(
            'h-[calc(100dvh-12rem)] min-h-[26rem] flex-col overflow-hidden md:h-[41.5rem]',
            selected ? 'flex' : 'hidden md:flex',
          )}
        >
          {selected ? (
            <MessageThread conversation={selected} onBack={() => navigate(paths.messages)} />
          ) : (
            <NoConversationSelected />
          )}
        </Card>
      </div>
    </div>
  );
}
