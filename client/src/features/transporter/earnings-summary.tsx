import { Banknote, CheckCircle2, HandCoins, Star, Truck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { RatingSummary } from '../../components/rating.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useTransporterSummary } from './api.ts';

/**
 * Earnings (completed deliveries and failed ones the store did not dispute), how many are done,
 * under way and failed, the cash held for stores and the sellers' rating (issue 14).
 */
export function EarningsSummary() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const summary = useTransporterSummary(true);
  const data = summary.data;
  const figures = [
    {
      icon: Banknote,
      label: t('transporter.summary.earnings'),
      value: data && money(data.earnings),
    },
    {
      icon: CheckCircle2,
      label: t('transporter.summary.completed'),
      value: data && String(data.completedCount),
    },
    {
      icon: Truck,
      label: t('transporter.summary.active'),
      value: data && String(data.activeCount),
    },
    {
      icon: XCircle,
      label: t('transporter.summary.failed'),
      value: data && String(data.failedCount),
    },
    {
      icon: HandCoins,
      label: t('transporter.summary.cashHeld'),
      value: data && money(data.cashHeld),
    },
    {
      icon: Star,
      label: t('transporter.summary.rating'),
      value:
        data &&
        (data.rating.average === null ? (
          t('transporter.summary.noRating')
        ) : (
          <RatingSummary average={data.rating.average} count={data.rating.count} />
        )),
    },
  ];
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle as="h2" className="text-base">
          {t('transporter.summary.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex min-w-0 flex-col gap-1">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{label}</span>
              </dt>
              <dd className="text-base font-bold whitespace-nowrap sm:text-xl">
                {summary.isError ? (
                  '—'
                ) : value ? (
                  <bdi>{value}</bdi>
                ) : (
                  <Skeleton className="h-7 w-16" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
