/**
 * /marketplace/conversations/:token (issue 15): a guest reads the store's replies to what they
 * wrote through Contact Seller and answers, with no account. Their own messages stand on the end
 * side, the store's on the start side, each with its time.
 */
import { Clock, Link2Off, Lock, Store } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GuestConversation } from '../../../../common/contracts/conversations.ts';
import { paths } from '../../../../common/routes.ts';
import { MessageComposer } from '../../components/form/message-composer.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { forgetGuestConversation, LoadError, StoreAvatar } from '../marketplace/index.ts';
import { ChatBubble, MessageTime } from '../messages/index.ts';
import { isUnknownConversation, useAnswerGuestConversation, useGuestConversation } from './api.ts';

/** The schema's bound (common/schemas/marketplace.ts), so the server never refuses a long one. */
const MESSAGE_MAX = 2000;

type Message = GuestConversation['messages'][number];

function Bubble({ message, storeName }: { message: Message; storeName: string }) {
  const { t } = useTranslation();
  // Inbound is the store's word for what the guest wrote to it: here, the reader's own.
  const mine = message.direction === 'inbound';
  return (
    <ChatBubble
      mine={mine}
      data-direction={mine ? 'guest' : 'store'}
      sender={
        <span className={cn('text-xs font-medium', mine ? 'sr-only' : 'text-muted-foreground')}>
          {mine ? t('guestConversation.you') : <bdi>{storeName}</bdi>}
        </span>
      }
      meta={<MessageTime createdAt={message.createdAt} />}
    >
      {message.content}
    </ChatBubble>
  );
}

function ConversationHeader({ conversation }: { conversation: GuestConversation }) {
  const { t } = useTranslation();
  const { store } = conversation;
  return (
    <div className="flex items-center gap-3 border-b p-4">
      <StoreAvatar name={store.name} logo={store.logo} className="size-12" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs text-muted-foreground">{t('guestConversation.with')}</p>
        <h1 className="line-clamp-2 text-lg leading-tight font-bold">
          <bdi>{store.name}</bdi>
        </h1>
      </div>
      <Button asChild variant="outline" size="sm" className="h-10 shrink-0">
        <Link href={paths.marketplace.store(store.id)}>
          <Store aria-hidden />
          <span className="hidden sm:inline">{t('guestConversation.visitStore')}</span>
          <span className="sr-only sm:hidden">{t('guestConversation.visitStore')}</span>
        </Link>
      </Button>
    </div>
  );
}

function Thread({ token, conversation }: { token: string; conversation: GuestConversation }) {
  const { t } = useTranslation();
  const answer = useAnswerGuestConversation(token);
  const send = useSubmitAction({
    action: (content: string) => answer.mutateAsync({ content }),
    errorTitle: t('guestConversation.answer.failed'),
  });
  const { messages } = conversation;
  const answered = messages.some((message) => message.direction === 'outbound');
  return (
    <Card className="flex flex-col gap-0 overflow-hidden p-0">
      <ConversationHeader conversation={conversation} />
      <ol
        aria-label={t('guestConversation.threadLabel', { store: conversation.store.name })}
        className="flex flex-col gap-3 p-4"
      >
        {messages.map((message) => (
          <Bubble key={message.id} message={message} storeName={conversation.store.name} />
        ))}
      </ol>
      {!answered && (
        <p className="mx-4 mb-4 flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('guestConversation.waiting')}
        </p>
      )}
      <MessageComposer
        className="p-4"
        label={t('guestConversation.answer.label', { store: conversation.store.name })}
        placeholder={t('guestConversation.answer.placeholder')}
        maxLength={MESSAGE_MAX}
        send={send}
        pending={answer.isPending}
        sendLabel={t('guestConversation.answer.send')}
        sendingLabel={t('guestConversation.answer.sending')}
        enterSendsHint={t('guestConversation.answer.enterHint')}
      />
    </Card>
  );
}

function ThreadSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-4" role="status" aria-label={t('common.loading')}>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-6 w-40" />
      </div>
      <Skeleton className="h-14 w-2/3 self-end" />
      <Skeleton className="h-14 w-2/3" />
      <Skeleton className="h-20 w-full" />
    </Card>
  );
}

export function GuestConversationView({ token }: { token: string }) {
  const { t } = useTranslation();
  const conversation = useGuestConversation(token);
  const unknown = conversation.isError && isUnknownConversation(conversation.error);
  // A dead link is not offered again on its store's page.
  useEffect(() => {
    if (unknown) forgetGuestConversation(token);
  }, [unknown, token]);

  let body;
  if (unknown)
    body = (
      <EmptyState
        icon={Link2Off}
        title={
          <span role="heading" aria-level={1}>
            {t('codes.conversation.notFound')}
          </span>
        }
        description={t('guestConversation.notFound.text')}
        action={
          <Button asChild variant="outline" className="h-11 md:h-10">
            <Link href={paths.marketplace.home}>{t('guestConversation.notFound.back')}</Link>
          </Button>
        }
      />
    );
  else if (conversation.isError)
    body = (
      <LoadError
        message={t('guestConversation.loadError')}
        onRetry={() => void conversation.refetch()}
      />
    );
  else if (conversation.isPending) body = <ThreadSkeleton />;
  else body = <Thread token={token} conversation={conversation.data} />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      {body}
      {conversation.data && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {t('guestConversation.private')}
        </p>
      )}
    </div>
  );
}
