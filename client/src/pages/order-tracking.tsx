import { TrackOrder } from '../features/tracking/track-order.tsx';

/** /marketplace/orders/track */
export default function OrderTrackingPage() {
  return <TrackOrder />;
}
