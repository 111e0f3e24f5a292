/** Recent Messages (SPEC §2): the latest messages from customers, with links to the inbox. */
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SKELETONS } from '../../../../common/constants.ts';
import type { Message } from '../../../../common/contracts/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { describeMessageTime } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { useRecentMessages } from './api.ts';

function MessageTime({ createdAt }: { createdAt: string }) {
  const { t, i18n } = useTranslation();
  const time = describeMessageTime(createdAt, i18n.language);
  return (
    <time dateTime={createdAt} className="shrink-0 text-xs text-muted-foreground">
      {time.kind === 'yesterday' ? t('dashboard.yesterday') : time.text}
    </time>
  );
}

function RecentMessage({ message }: { message: Message }) {
  const { t } = useTranslation();
  // A guest filed under an existing customer is shown by the name they typed (issue 10).
  const name = message.guest?.name || message.customer?.name || t('dashboard.unknownCustomer');
  const unread = message.status === 'unread';
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        aria-hidden
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p
            className={cn('truncate text-sm text-page', unread ? 'font-semibold' : 'font-medium')}
            dir="auto"
          >
            {name}
            {unread && <span className="sr-only"> ({t('dashboard.unread')})</span>}
          </p>
          <MessageTime createdAt={message.createdAt} />
        </div>
        <p className="truncate text-sm text-muted-foreground text-page" dir="auto">
          {message.content}
        </p>
      </div>
      {unread && <span className="mt-2 size-2 shrink-0 rounded-full bg-primary" aria-hidden />}
    </li>
  );
}

export function RecentMessages() {
  const { t } = useTranslation();
  const query = useRecentMessages();
  const messages = query.data ?? [];
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">{t('dashboard.recentMessages')}</CardTitle>
        <Button variant="link" asChild className="px-0">
          <Link href={paths.messages}>{t('dashboard.openMessenger')}</Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {query.isPending ? (
          <ul className="divide-y" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: SKELETONS.dashboardMessages }, (_, index) => (
              <li key={index} className="flex items-start gap-3 py-3" aria-hidden>
                <Skeleton className="size-9 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-4 w-4/5" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.loadError')}</p>
        ) : messages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <MessageSquare className="size-8" aria-hidden />
            <p className="text-sm">{t('dashboard.noMessages')}</p>
            <p className="max-w-xs text-xs">{t('firstDay.noMessagesHint')}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {messages.map((message) => (
              <RecentMessage key={message.id} message={message} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" asChild className="w-full">
          <Link href={paths.messages}>{t('dashboard.viewAllMessages')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
