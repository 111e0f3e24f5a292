import { ArrowLeft, Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../common/contracts/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChatBubble } from './chat-bubble.tsx';
import type { Conversation } from './conversations.ts';
import { CustomerAvatar } from './customer-avatar.tsx';
import { MessageStatusLabel } from './message-status.tsx';
import { MessageTime } from './message-time.tsx';
import { ReplyBox } from './reply-box.tsx';
import { GuestNameLine } from '../../components/guest-name-line.tsx';

/** One customer's conversation: who it is, the messages oldest first, and the reply box. */
export function MessageThread({
  conversation,
  onBack,
}: {
  conversation: Conversation;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { customer, messages } = conversation;
  return (
    <section aria-labelledby="thread-title" className="flex h-full min-h-0 flex-col">
      <div className="border-b p-1 md:hidden">
        <Button variant="ghost" className="h-11 text-muted-foreground" onClick={onBack}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
          {t('messages.back')}
        </Button>
      </div>
      <div className="flex items-center gap-3 border-b p-3">
        <CustomerAvatar name={customer.name} />
        <div className="flex min-w-0 flex-col">
          <h2 id="thread-title" dir="auto" className="truncate text-base font-semibold text-page">
            {customer.name}
          </h2>
          {customer.email && (
            <a
              href={`mailto:${customer.email}`}
              className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate" dir="ltr">
                {customer.email}
              </span>
            </a>
          )}
        </div>
      </div>
      {/* column-reverse keeps the view pinned to the newest message, with no effect to scroll it. */}
      <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain">
        <ol
          aria-label={t('messages.threadLabel', { name: customer.name })}
          className="flex flex-col gap-3 p-4"
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} customerName={customer.name} />
          ))}
        </ol>
      </div>
      <ReplyBox
        key={conversation.customerId}
        customerId={customer.id}
        customerName={customer.name}
      />
    </section>
  );
}

function MessageBubble({ message, customerName }: { message: Message; customerName: string }) {
  const { t } = useTranslation();
  const outbound = message.direction === 'outbound';
  return (
    <ChatBubble
      mine={outbound}
      sender={
        message.guest ? (
          // A guest wrote under this customer with another name: who wrote, and why it is here.
          <GuestNameLine guest={message.guest} customerName={customerName} className="text-xs" />
        ) : (
          <span className="sr-only">{outbound ? t('messages.you') : customerName}</span>
        )
      }
      meta={
        <span className="flex flex-wrap items-center gap-2">
          <MessageTime createdAt={message.createdAt} />
          {!outbound && <MessageStatusLabel status={message.status} />}
        </span>
      }
    >
      {message.content}
    </ChatBubble>
  );
}

/** What the thread column shows before the seller picks a conversation. */
export function NoConversationSelected() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="h-full border-0"
      icon={MessageSquareText}
      title={t('messages.selectPrompt')}
    />
  );
}
