import { useTranslation } from 'react-i18next';
import { TrackOrder } from '../features/tracking/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/orders/track */
export default function OrderTrackingPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.track'));
  return <TrackOrder />;
}
