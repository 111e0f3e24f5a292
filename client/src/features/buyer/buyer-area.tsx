import { ChevronRight, KeyRound, MessageSquare, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { Money } from '../../components/formatted.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { paths } from '../../../../common/routes.ts';
import { OrderItemsSummary, OrderStatusBadge } from '../orders/index.ts';
import { DeliveryFee } from '../delivery-terms/index.ts';
import { useMyConversations, useMyOrders } from './api.ts';
import { BuyerReplyBox } from './buyer-reply-box.tsx';

/** Where the dashboard's "My orders" button takes a buyer. */
export const BUYER_ORDERS_ID = 'my-orders';

/** A signed-in buyer's dashboard: their orders in every store and their conversations. */
export function BuyerArea() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <BuyerOrders />
      <BuyerConversations />
    </div>
  );
}

function BuyerOrders() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyOrders();
  const language = useLanguage();
  return (
    <Card id={BUYER_ORDERS_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2">{t('buyer.ordersTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isPending && [0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full" />)}
        {isError && <p className="text-sm text-destructive">{t('common.error')}</p>}
        {data?.length === 0 && (
          <EmptyState
            icon={ShoppingBag}
            title={t('buyer.noOrders')}
            description={t('buyer.noOrdersHint')}
          />
        )}
        {data?.map((order) => (
          <Link
            key={order.id}
            href={paths.myOrder(order.id)}
            className="group rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span
                className="min-w-0 font-semibold break-words text-page group-hover:underline"
                dir="auto"
              >
                {order.store.name ?? '—'}
              </span>
              <span className="flex items-center gap-1">
                <OrderStatusBadge status={order.status} />
                <ChevronRight className="size-4 text-muted-foreground rtl:rotate-180" aria-hidden />
              </span>
            </div>
            <p className="text-sm text-muted-foreground">
              {order.reference} · {formatDate(order.orderDate, language)}
            </p>
            <OrderItemsSummary items={order.items} className="mt-1" />
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold">
                <Money amount={order.totalAmount} />{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  {t('buyer.deliveryIncluded')} <DeliveryFee fee={order.deliveryFee} />
                </span>
              </p>
              {order.deliveryCode && (
                <p
                  className="flex items-center gap-1.5 text-sm font-medium"
                  data-testid="buyer-delivery-code"
                >
                  <KeyRound className="size-4 text-primary" aria-hidden />
                  {t('buyer.deliveryCode')}{' '}
                  <span className="font-mono text-base font-bold tracking-widest" dir="ltr">
                    {order.deliveryCode}
                  </span>
                </p>
              )}
            </div>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

function BuyerConversations() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyConversations();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('buyer.conversationsTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending && [0, 1].map((i) => <Skeleton key={i} className="h-24 w-full" />)}
        {isError && <p className="text-sm text-destructive">{t('common.error')}</p>}
        {data?.length === 0 && (
          <EmptyState
            icon={MessageSquare}
            title={t('buyer.noConversations')}
            description={t('buyer.noConversationsHint')}
          />
        )}
        {data?.map((conversation) => (
          <section
            key={conversation.store.id}
            aria-label={conversation.store.name ?? undefined}
            className="rounded-lg border p-3"
          >
            <h3 className="mb-2 font-semibold break-words text-page" dir="auto">
              {conversation.store.name ?? '—'}
            </h3>
            <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
              {conversation.messages.slice(-6).map((message) => {
                const mine = message.direction === 'inbound';
                return (
                  <li
                    key={message.id}
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                      mine ? 'self-end bg-primary text-primary-foreground' : 'self-start bg-muted',
                    )}
                  >
                    <span className="sr-only">
                      {mine ? t('buyer.you') : <bdi>{conversation.store.name}</bdi>}:{' '}
                    </span>
                    <span dir="auto" className="block break-words whitespace-pre-line">
                      {message.content}
                    </span>
                  </li>
                );
              })}
            </ul>
            <BuyerReplyBox
              storeId={conversation.store.id}
              storeName={conversation.store.name ?? '—'}
            />
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
