/** How a delivery fee, its estimate and the way to free delivery read on the buyer's screens. */
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/formatted.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate, isolateLtr } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import type { DeliveryQuote } from './delivery-quote.ts';

/**
 * "Free", "7,00 DT", "from 5,00 DT" or "Free in some governorates" (the governorate decides);
 * "—" while unknown.
 */
export function DeliveryFee({
  fee,
  fromOnly = false,
  className,
  testId,
}: {
  fee: number | null | undefined;
  fromOnly?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (fee === null || fee === undefined) {
    return (
      <span className={className} data-testid={testId}>
        —
      </span>
    );
  }
  // Before "Free": a store free in some governorates only (7 DT flat, 0 DT to Tunis) is not free.
  if (fromOnly) {
    return (
      <span className={cn(fee > 0 && 'whitespace-nowrap', className)} data-testid={testId}>
        {fee === 0
          ? t('deliveryTerms.freeInSome')
          : t('deliveryTerms.from', { amount: isolate(money(fee)) })}
      </span>
    );
  }
  if (fee === 0) {
    return (
      <span className={cn('font-medium text-success', className)} data-testid={testId}>
        {t('deliveryTerms.free')}
      </span>
    );
  }
  return <Money className={className} amount={fee} data-testid={testId} />;
}

/** "Delivery in 1–3 days"; the range stays left to right inside Arabic. */
export function deliveryEstimateText(
  t: (key: string, options?: Record<string, unknown>) => string,
  daysMin: number,
  daysMax: number,
): string {
  if (daysMax === 0) return t('deliveryTerms.estimate.sameDay');
  if (daysMin === daysMax) return t('deliveryTerms.estimate.exact', { count: daysMax });
  // Arabic words the range ("من 1 إلى 3"): a bare "1–3" reads either way in right-to-left text.
  return t('deliveryTerms.estimate.range', {
    range: isolateLtr(`${daysMin}–${daysMax}`),
    min: daysMin,
    max: daysMax,
    count: daysMax,
  });
}

export function DeliveryEstimate({
  daysMin,
  daysMax,
  className,
}: {
  daysMin: number;
  daysMax: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Truck className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
      {deliveryEstimateText(t, daysMin, daysMax)}
    </span>
  );
}

/** "Add 12,00 DT for free delivery", while the store's threshold is not reached. */
export function FreeDeliveryHint({
  quote,
  className,
}: {
  quote: DeliveryQuote;
  className?: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (quote.missingForFree === null) return null;
  return (
    <p className={cn('text-sm text-primary', className)} data-testid="free-delivery-hint">
      {t('deliveryTerms.addForFree', { amount: isolate(money(quote.missingForFree)) })}
    </p>
  );
}

/**
 * An amount that may only be a lowest one: the cash to pay before the governorate is chosen.
 * "from" sits small above a large amount, so the figure keeps its size on a phone.
 */
export function TotalToPay({
  amount,
  fromOnly,
  testId,
}: {
  amount: number;
  fromOnly: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-end text-end" data-testid={testId}>
      {fromOnly && (
        <span className="text-xs font-normal text-muted-foreground">
          {t('deliveryTerms.fromLabel')}
        </span>
      )}
      <Money className="text-xl font-bold" amount={amount} />
    </span>
  );
}
