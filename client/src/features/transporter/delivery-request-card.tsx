import { Loader2, Phone, Store, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRequest } from '../../../../common/contracts/deliveries.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { formatDate, formatOrderId, formatPhone, telHref } from '../../lib/format.ts';
import { DeliveryFacts } from './delivery-facts.tsx';
import { MOVE_LABEL_KEYS, nextDeliveryMove, type DeliveryMoveTarget } from './delivery-status.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

interface DeliveryRequestCardProps {
  request: DeliveryRequest;
  /** The signed-in transporter: only they move what they accepted. */
  viewerId: number;
  onMove: (id: number, status: DeliveryMoveTarget) => void;
  /** The move under way for this card, if any. */
  moving: boolean;
}

/** One request on the board: where from, where to, what, when, for how much, and the next move. */
export function DeliveryRequestCard({
  request,
  viewerId,
  onMove,
  moving,
}: DeliveryRequestCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const next = nextDeliveryMove(request.status);
  const mine = request.transporter?.id === viewerId;
  // Anyone available may accept a pending request; only its transporter carries it further.
  const move = next && (request.status === 'pending' || mine) ? next : null;
  const storeName = request.store.name ?? t('delivery.card.unknownStore');
  return (
    <Card
      className="flex h-full flex-col"
      data-testid="delivery-request"
      data-request-id={request.id}
    >
      <CardHeader className="gap-2 pb-3 sm:pb-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">
              {t('delivery.card.title', { id: formatOrderId(request.orderId) })}
            </h3>
            <p className="text-xs text-muted-foreground">
              <bdi className="font-mono">{request.orderReference}</bdi>
              {' · '}
              <time dateTime={request.createdAt}>{formatDate(request.createdAt, language)}</time>
            </p>
          </div>
          <DeliveryStatusBadge status={request.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Store className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <bdi className="min-w-0 font-medium break-words text-page" dir="auto">
            {storeName}
          </bdi>
          {request.store.phone && (
            <a
              href={telHref(request.store.phone)}
              dir="ltr"
              className="whitespace-nowrap text-muted-foreground underline-offset-4 hover:underline"
            >
              {formatPhone(request.store.phone)}
            </a>
          )}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <DeliveryFacts delivery={request} />
        {request.recipient && (
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-muted/60 p-3 text-sm">
            <span className="text-xs text-muted-foreground">{t('delivery.card.recipient')}</span>
            <span className="flex items-center gap-2">
              <User className="size-4 text-muted-foreground" aria-hidden />
              <bdi dir="auto">{request.recipient.name}</bdi>
            </span>
            {request.recipient.phone && (
              <a
                href={telHref(request.recipient.phone)}
                className="flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <Phone className="size-4 text-muted-foreground" aria-hidden />
                <bdi dir="ltr" className="whitespace-nowrap">
                  {formatPhone(request.recipient.phone)}
                </bdi>
              </a>
            )}
          </div>
        )}
      </CardContent>
      {move && (
        <CardFooter>
          <Button
            className="h-11 w-full md:h-10"
            variant={move === 'accepted' ? 'default' : 'secondary'}
            disabled={moving}
            onClick={() => onMove(request.id, move)}
          >
            {moving && <Loader2 className="animate-spin" aria-hidden />}
            {t(MOVE_LABEL_KEYS[move])}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
