/**
 * Tracking an order by reference and phone, and a tracked order's view. Pages, app/ and other
 * features reach the tracking feature only through this file (decision 013).
 */
export { TrackOrder } from './track-order.tsx';
export { TrackedOrderView } from './tracked-order-view.tsx';
export { rememberTrackingKeys } from './tracking-keys.ts';
