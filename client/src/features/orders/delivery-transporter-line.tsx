/**
 * Who carries the parcel, as the seller sees them on the order page: name, phone, and their
 * standing on Hanout (sellers' average rating and completed deliveries), so a seller can judge a
 * transporter they have never met before the pickup.
 */
import { Phone, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type {
  DeliveryTransporter,
  TransporterRatingSummary,
} from '../../../../common/contracts/deliveries.ts';
import { PhoneNumber } from '../../components/formatted.tsx';
import { RatingSummary } from '../../components/rating.tsx';

export function TransporterStanding({ rating }: { rating: TransporterRatingSummary }) {
  const { t } = useTranslation();
  if (rating.average === null || rating.count === 0) {
    return <span className="text-muted-foreground">{t('delivery.seller.notRatedYet')}</span>;
  }
  return <RatingSummary average={rating.average} count={rating.count} />;
}

export function TransporterLine({ transporter }: { transporter: DeliveryTransporter }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-muted/60 p-3 text-sm">
      <span className="text-xs text-muted-foreground">{t('delivery.seller.transporter')}</span>
      <span className="flex items-center gap-2 font-medium">
        <User className="size-4 text-muted-foreground" aria-hidden />
        <bdi dir="auto">{transporter.fullName}</bdi>
      </span>
      {transporter.phoneNumber && (
        <span className="flex items-center gap-2">
          <Phone className="size-4 text-muted-foreground" aria-hidden />
          <PhoneNumber
            phone={transporter.phoneNumber}
            className="underline-offset-4 hover:underline"
          />
        </span>
      )}
      <TransporterStanding rating={transporter.rating} />
      <span className="text-muted-foreground">
        {t('delivery.seller.completedDeliveries', { count: transporter.completedDeliveries })}
      </span>
    </div>
  );
}
