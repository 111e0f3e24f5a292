/**
 * A transporter's standing as sellers rated them: "★ 4,5 (6 ratings)". One component for the
 * seller's order page and the transporter's own summary, so both read the same.
 */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { formatRating } from '../lib/format.ts';

export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number;
  count: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const text = formatRating(average, i18n.resolvedLanguage ?? 'en');
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      role="img"
      aria-label={t('delivery.ratingSummary.label', { average: text, count })}
    >
      <Star className="size-4 shrink-0 fill-warning text-warning" aria-hidden />
      <bdi dir="ltr" className="font-medium tabular-nums">
        {text}
      </bdi>
      <span className="font-normal text-muted-foreground">
        ({t('delivery.ratingSummary.count', { count })})
      </span>
    </span>
  );
}
