/**
 * The board as a transporter sees it before an operator has verified them (issue 13): which
 * governorates the waiting parcels go between, for how much, by when and since when. No address,
 * no phone, no store and no Accept button: the API gives none of them (GET
 * /api/delivery-requests/preview), and the full board answers 403 until verified.
 */
import { ArrowRight, Banknote, CalendarDays, Clock, Inbox, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryPreview } from '../../../../common/contracts/deliveries.ts';
import { Money } from '../../components/formatted.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDeliveryPreview } from './api.ts';
import { governorateName } from '../../lib/governorates.ts';
import { requestAge } from './request-age.ts';

function PreviewCard({ request }: { request: DeliveryPreview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const place = (code: string | null) =>
    code ? governorateName(code, language) : t('verification.preview.unknownPlace');
  const date = request.requestedDeliveryDate;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="delivery-preview">
      <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
        <span className="sr-only">{t('verification.preview.from')}</span>
        <span>{place(request.pickupGovernorate)}</span>
        <ArrowRight
          className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
          aria-hidden
        />
        <span className="sr-only">{t('verification.preview.to')}</span>
        <span>{place(request.deliveryGovernorate)}</span>
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Banknote className="size-4 shrink-0" aria-hidden />
            {t('delivery.facts.amount')}
          </dt>
          <dd>
            <Money className="text-base font-semibold" amount={request.paymentAmount} />
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            {t('delivery.facts.date')}
          </dt>
          <dd>
            {date ? (
              // A calendar day: read at noon UTC so no time zone moves it to the day before.
              <time dateTime={date}>{formatDate(`${date}T12:00:00Z`, language)}</time>
            ) : (
              <span className="text-muted-foreground">{t('delivery.facts.noDate')}</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-auto flex items-center gap-1.5 text-xs text-muted-foreground">
        <Clock className="size-3.5 shrink-0" aria-hidden />
        <time dateTime={request.createdAt}>
          {t('verification.preview.posted', { age: requestAge(request.createdAt, language) })}
        </time>
      </p>
    </Card>
  );
}

export function PreviewBoard() {
  const { t } = useTranslation();
  const preview = useDeliveryPreview(true);
  const requests = preview.data;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="delivery-preview-title">
      <div>
        <h2 id="delivery-preview-title" className="text-lg font-semibold">
          {t('verification.preview.title')}
          {requests && (
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              ({requests.length})
            </span>
          )}
        </h2>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('verification.preview.locked')}
        </p>
      </div>
      {preview.isError ? (
        <EmptyState icon={Inbox} title={t('verification.preview.loadError')} className="py-6" />
      ) : requests && requests.length === 0 ? (
        <EmptyState icon={Inbox} title={t('verification.preview.empty')} className="py-6" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={!requests}>
          {requests
            ? requests.map((request) => (
                <li key={request.id}>
                  <PreviewCard request={request} />
                </li>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <Card className="flex flex-col gap-3 p-4">
                    <Skeleton className="h-5 w-40" />
                    <Skeleton className="h-10 w-full" />
                    <Skeleton className="h-3 w-24" />
                  </Card>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
