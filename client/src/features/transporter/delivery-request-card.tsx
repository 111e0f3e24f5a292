/**
 * One request on the board, short enough for a phone (issue 14): where from and to, the cash to
 * collect at the door and what the transporter earns, the addresses on one line each and the rest
 * folded away; then the moves the request allows: accept, start, directions, calls, complete with
 * the buyer's code, or mark as failed.
 */
import { AlertTriangle, ArrowRight, MessageCircle, Navigation, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRequest } from '../../../../common/contracts/deliveries.ts';
import { DELIVERY_CODE_MAX_ATTEMPTS } from '../../../../common/schemas/delivery.ts';
import { Money } from '../../components/formatted.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatOrderId, telHref } from '../../lib/format.ts';
import { failureReasonKey } from '../../lib/delivery-failure.ts';
import { useMoveDeliveryRequest } from './api.ts';
import { CodeLockedNotice, CompleteDeliveryDialog } from './complete-delivery-dialog.tsx';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';
import { MOVE_LABEL_KEYS } from './delivery-status.ts';
import { FailDeliveryDialog } from './fail-delivery-dialog.tsx';
import { governorateName } from '../../lib/governorates.ts';
import { transporterToBuyerText, whatsappLink } from '../../lib/whatsapp.ts';

/** Google Maps' search link for an address: opens the app on a phone, the site elsewhere. */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function Route({ request }: { request: DeliveryRequest }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const place = (code: string | null) =>
    code ? governorateName(code, language) : t('verification.preview.unknownPlace');
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-base font-semibold">
      <span className="sr-only">{t('verification.preview.from')}</span>
      <span>{place(request.pickupGovernorate)}</span>
      <ArrowRight className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden />
      <span className="sr-only">{t('verification.preview.to')}</span>
      <span>{place(request.deliveryGovernorate)}</span>
    </p>
  );
}

/**
 * A line of the card's facts: the label in a column as wide as the longest label (the grid's
 * first column), the value on one line, the whole of it on hover.
 */
function FactLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate" title={value}>
        <bdi dir="auto">{value}</bdi>
      </dd>
    </>
  );
}

/** Why it failed, in the history. */
function FailureLine({ request }: { request: DeliveryRequest }) {
  const { t } = useTranslation();
  if (!request.failureReason) return null;
  const reasonKey = failureReasonKey(request.failureReason);
  return (
    <p className="flex items-start gap-2 text-sm text-destructive">
      <X className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {reasonKey ? t(reasonKey) : request.failureReason}
        {request.failureNote && (
          <>
            {' · '}
            <bdi dir="auto" className="text-muted-foreground">
              {request.failureNote}
            </bdi>
          </>
        )}
      </span>
    </p>
  );
}

interface DeliveryRequestCardProps {
  request: DeliveryRequest;
  /** After an accept: the card moves to the Mine tab, and the board follows it there. */
  onAccepted?: () => void;
}

export function DeliveryRequestCard({ request, onAccepted }: DeliveryRequestCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const move = useMoveDeliveryRequest();
  const [dialog, setDialog] = useState<'complete' | 'fail' | null>(null);
  const send = useSubmitAction({
    action: (status: 'accepted' | 'in_progress') => move.mutateAsync({ id: request.id, status }),
    errorTitle: t('transporter.board.moveFailed'),
    onSuccess: (_result, status) => {
      if (status === 'accepted') onAccepted?.();
    },
  });
  const { status } = request;
  const inHand = status === 'accepted' || status === 'in_progress';
  const storeName = request.store.name ?? t('delivery.card.unknownStore');
  // Once picked up, the buyer's phone is known: a prefilled chat in the transporter's language.
  const buyerWhatsapp =
    status === 'in_progress' && request.recipient
      ? whatsappLink(
          request.recipient.phone,
          transporterToBuyerText(t, {
            name: request.recipient.name,
            reference: request.orderReference,
            store: storeName,
          }),
        )
      : null;
  const callButton = (phone: string, label: string) => (
    <Button asChild variant="outline" size="sm" className="h-10">
      <a href={telHref(phone)}>
        <Phone aria-hidden />
        {label}
      </a>
    </Button>
  );

  return (
    <Card
      className="flex h-full flex-col gap-3 p-4"
      data-testid="delivery-request"
      data-request-id={request.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">
            {t('delivery.card.title', { id: formatOrderId(request.orderId) })}
            <span className="sr-only"> {request.orderReference}</span>
          </h3>
          <Route request={request} />
        </div>
        <DeliveryStatusBadge status={status} />
      </div>

      <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted/60 p-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('transporter.board.cash')}</dt>
          <dd>
            <Money className="text-base font-bold" amount={request.cashToCollect} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('transporter.board.earn')}</dt>
          <dd>
            <Money className="text-base font-bold text-success" amount={request.paymentAmount} />
          </dd>
        </div>
      </dl>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <FactLine label={t('transporter.board.store')} value={storeName} />
        <FactLine label={t('delivery.facts.pickup')} value={request.pickupAddress} />
        <FactLine label={t('delivery.facts.drop')} value={request.deliveryAddress} />
        {request.recipient && (
          <FactLine label={t('delivery.card.recipient')} value={request.recipient.name} />
        )}
      </dl>

      <details className="group text-sm">
        <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
          {t('transporter.board.more')}
        </summary>
        <dl className="mt-2 grid gap-1">
          <div>
            <dt className="text-xs text-muted-foreground">{t('delivery.facts.package')}</dt>
            <dd className="break-words">
              <bdi dir="auto">{request.packageDetails}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('delivery.facts.date')}</dt>
            <dd>
              {request.requestedDeliveryDate
                ? formatDate(`${request.requestedDeliveryDate}T12:00:00Z`, language)
                : t('delivery.facts.noDate')}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('transporter.board.posted')}</dt>
            <dd>
              <time dateTime={request.createdAt}>{formatDate(request.createdAt, language)}</time>
              {' · '}
              <bdi className="font-mono">{request.orderReference}</bdi>
            </dd>
          </div>
        </dl>
      </details>

      {status === 'failed' && <FailureLine request={request} />}
      {status === 'in_progress' && request.codeLocked && <CodeLockedNotice />}
      {status === 'in_progress' &&
        !request.codeLocked &&
        request.codeAttemptsLeft < DELIVERY_CODE_MAX_ATTEMPTS && (
          <p className="flex items-center gap-2 text-sm text-warning">
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            {t('transporter.board.code.attemptsLeft', { count: request.codeAttemptsLeft })}
          </p>
        )}

      {(status === 'pending' || inHand) && (
        <div className="mt-auto flex flex-col gap-2">
          {inHand && (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm" className="h-10">
                <a href={directionsHref(request.deliveryAddress)} target="_blank" rel="noopener">
                  <Navigation aria-hidden />
                  {t('transporter.board.directions')}
                </a>
              </Button>
              {request.store.phone &&
                callButton(request.store.phone, t('transporter.board.callStore'))}
              {status === 'in_progress' &&
                request.recipient?.phone &&
                callButton(request.recipient.phone, t('transporter.board.callBuyer'))}
              {buyerWhatsapp && (
                <Button asChild variant="outline" size="sm" className="h-10">
                  <a href={buyerWhatsapp} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden />
                    {t('whatsapp.transporter.button')}
                  </a>
                </Button>
              )}
            </div>
          )}
          {status === 'pending' && (
            <Button
              className="h-11 w-full md:h-10"
              disabled={move.isPending}
              onClick={() => void send('accepted')}
            >
              {move.isPending && <Spinner label={t('common.loading')} iconClassName="size-4" />}
              {t(MOVE_LABEL_KEYS.accepted)}
            </Button>
          )}
          {status === 'accepted' && (
            <Button
              className="h-11 w-full md:h-10"
              variant="secondary"
              disabled={move.isPending}
              onClick={() => void send('in_progress')}
            >
              {move.isPending && <Spinner label={t('common.loading')} iconClassName="size-4" />}
              {t(MOVE_LABEL_KEYS.in_progress)}
            </Button>
          )}
          {status === 'in_progress' && (
            <div className="grid grid-cols-2 gap-2">
              <Button
                className="h-11 md:h-10"
                disabled={request.codeLocked}
                onClick={() => setDialog('complete')}
              >
                {t(MOVE_LABEL_KEYS.completed)}
              </Button>
              <Button
                variant="outline"
                className="h-11 text-destructive md:h-10"
                onClick={() => setDialog('fail')}
              >
                {t('transporter.board.fail.open')}
              </Button>
            </div>
          )}
        </div>
      )}
      {status === 'in_progress' && (
        <>
          <CompleteDeliveryDialog
            request={request}
            open={dialog === 'complete'}
            onOpenChange={(open) => setDialog(open ? 'complete' : null)}
          />
          <FailDeliveryDialog
            request={request}
            open={dialog === 'fail'}
            onOpenChange={(open) => setDialog(open ? 'fail' : null)}
          />
        </>
      )}
    </Card>
  );
}
