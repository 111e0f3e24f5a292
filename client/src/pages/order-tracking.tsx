import { useTranslation } from 'react-i18next';
import { TrackOrder } from '../features/tracking/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/orders/track */
export default function OrderTrackingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.track'));
  return <TrackOrder />;
}
