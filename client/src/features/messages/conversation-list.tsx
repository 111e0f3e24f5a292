import { MessagesSquare, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SKELETONS, UI } from '../../../../common/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { GuestNameLine } from '../../components/guest-name-line.tsx';
import { conversationLabel, latestGuestMessage, type Conversation } from './conversations.ts';
import { CustomerAvatar } from './customer-avatar.tsx';
import { ConversationStatusBadge } from './message-status.tsx';
import { MessageTime } from './message-time.tsx';

type ConversationListProps = {
  /** The conversations left after the search. */
  conversations: readonly Conversation[];
  /** Whether the store has any message at all, to tell "none yet" from "none found". */
  hasMessages: boolean;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  search: string;
  onSearchChange: (value: string) => void;
  selectedId: number | null;
  onSelect: (conversation: Conversation) => void;
};

export function ConversationList({
  conversations,
  hasMessages,
  isLoading,
  isError,
  onRetry,
  search,
  onSearchChange,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col">
      <div className="border-b p-3">
        <SearchBox
          id="messages-search"
          label={t('messages.searchLabel')}
          placeholder={t('messages.searchPlaceholder')}
          value={search}
          onValueChange={onSearchChange}
          autoComplete="off"
        />
      </div>
      {isLoading ? (
        <ConversationSkeletons />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm text-destructive">{t('messages.loadError')}</p>
          <Button variant="outline" className="h-11 md:h-10" onClick={onRetry}>
            {t('messages.retry')}
          </Button>
        </div>
      ) : conversations.length === 0 ? (
        <EmptyState
          className="m-3 border-0"
          icon={hasMessages ? SearchX : MessagesSquare}
          title={hasMessages ? t('messages.noResults') : t('messages.empty')}
          description={hasMessages ? undefined : t('messages.emptyDescription')}
        />
      ) : (
        <ul
          aria-label={t('messages.conversations')}
          className="divide-y overflow-y-auto overscroll-contain"
          style={{ maxHeight: UI.messageListMaxHeightPx }}
        >
          {conversations.map((conversation) => (
            <li key={conversation.customerId}>
              <ConversationItem
                conversation={conversation}
                selected={conversation.customerId === selectedId}
                onSelect={() => onSelect(conversation)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationItem({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { customer, latest, unreadCount } = conversation;
  const label = conversationLabel(conversation);
  const guest = latestGuestMessage(conversation)?.guest;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex min-h-16 w-full items-start gap-3 px-3 py-3 text-start transition-colors outline-none',
        'hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        selected && 'bg-accent',
      )}
    >
      <CustomerAvatar name={customer.name} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-baseline gap-2">
          <span
            dir="auto"
            className={cn('min-w-0 flex-1 truncate text-page', unreadCount > 0 && 'font-semibold')}
          >
            {customer.name}
          </span>
          <MessageTime createdAt={latest.createdAt} />
        </span>
        {guest && <GuestNameLine guest={guest} customerName={customer.name} className="text-xs" />}
        <span className="flex items-center gap-2">
          <span className="flex min-w-0 flex-1 gap-1 text-sm text-muted-foreground">
            {latest.direction === 'outbound' && (
              <span className="shrink-0">{t('messages.youLabel')}</span>
            )}
            {/* dir=auto: a message in Arabic reads (and is cut) right to left in any interface. */}
            <span
              dir="auto"
              className={cn(
                'min-w-0 flex-1 truncate text-page',
                unreadCount > 0 && 'font-medium text-foreground',
              )}
            >
              {latest.content}
            </span>
          </span>
          {unreadCount > 0 && (
            <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              <span aria-hidden>{unreadCount}</span>
              <span className="sr-only">{t('messages.unreadCount', { count: unreadCount })}</span>
            </span>
          )}
        </span>
        {label && (
          <span>
            <ConversationStatusBadge label={label} />
          </span>
        )}
      </span>
    </button>
  );
}

function ConversationSkeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" className="divide-y">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: SKELETONS.messages }, (_, index) => (
        <div key={index} className="flex items-start gap-3 px-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="flex gap-2">
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-10" />
            </div>
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
