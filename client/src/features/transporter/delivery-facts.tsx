import { Banknote, CalendarDays, MapPin, Navigation, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/formatted.tsx';
import { formatDate } from '../../lib/format.ts';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the icon sits in the term, drawn in the margin.
    <div className="relative min-w-0 ps-7">
      <dt className="text-xs text-muted-foreground">
        <Icon className="absolute start-0 top-0.5 size-4 text-muted-foreground" aria-hidden />
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export interface DeliveryFactsValues {
  pickupAddress: string;
  deliveryAddress: string;
  packageDetails: string;
  requestedDeliveryDate: string | null;
  paymentAmount: number;
}

/** Pickup, drop, package, requested date and amount: what both sides read about a delivery. */
export function DeliveryFacts({ delivery }: { delivery: DeliveryFactsValues }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const date = delivery.requestedDeliveryDate;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <Fact icon={MapPin} label={t('delivery.facts.pickup')}>
        <bdi className="block text-page" dir="auto">
          {delivery.pickupAddress}
        </bdi>
      </Fact>
      <Fact icon={Navigation} label={t('delivery.facts.drop')}>
        <bdi className="block text-page" dir="auto">
          {delivery.deliveryAddress}
        </bdi>
      </Fact>
      <Fact icon={Package} label={t('delivery.facts.package')}>
        <bdi className="block text-page" dir="auto">
          {delivery.packageDetails}
        </bdi>
      </Fact>
      <Fact icon={CalendarDays} label={t('delivery.facts.date')}>
        {date ? (
          // A calendar day: read at noon UTC so no time zone moves it to the day before.
          <time dateTime={date}>{formatDate(`${date}T12:00:00Z`, language)}</time>
        ) : (
          <span className="text-muted-foreground">{t('delivery.facts.noDate')}</span>
        )}
      </Fact>
      <Fact icon={Banknote} label={t('delivery.facts.amount')}>
        <Money className="font-semibold" amount={delivery.paymentAmount} />
      </Fact>
    </dl>
  );
}
