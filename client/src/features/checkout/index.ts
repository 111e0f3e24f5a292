/**
 * Cash-on-delivery checkout and its confirmation. Pages, app/ and other features reach the
 * checkout feature only through this file (decision 013).
 */
export type { CartNotice } from './checkout-conflict.ts';
export { CheckoutForm } from './checkout-form.tsx';
export { CheckoutSummary } from './checkout-summary.tsx';
export { ConfirmationView } from './confirmation-view.tsx';
export { ConflictAlert } from './conflict-alert.tsx';
export { readLastCheckout, saveLastCheckout } from './last-checkout.ts';
