import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { deliveryStatusLabelKey, deliveryStatusVariant } from './delivery-status.ts';

/** The request's status in its colour (SPEC §4); an unknown status in red, as it is. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const labelKey = deliveryStatusLabelKey(status);
  return (
    <Badge variant={deliveryStatusVariant(status)} data-status={status}>
      {labelKey ? t(labelKey) : status}
    </Badge>
  );
}
