/**
 * The transporter's board, profile and delivery labels. Pages, app/ and other features reach the
 * transporter feature only through this file (decision 013).
 */
export { AccessDenied } from './access-denied.tsx';
export * from './api.ts';
export { DeliveryFacts } from './delivery-facts.tsx';
export { DeliveryStatusBadge } from './delivery-status-badge.tsx';
export { isOpenDelivery } from './delivery-status.ts';
export { EarningsSummary } from './earnings-summary.tsx';
export { TransporterDashboard } from './transporter-dashboard.tsx';
export { VERIFICATION_CARD_ID } from './verification-status.ts';
export { VerificationNotice } from './verification-notice.tsx';
export { VerificationStatusBadge } from './verification-status-badge.tsx';
export { isVerified } from './verification-status.ts';
