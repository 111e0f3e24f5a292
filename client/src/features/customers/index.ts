/**
 * The seller's customer book. Pages, app/ and other features reach the customers feature only
 * through this file (decision 013).
 */
export * from './api.ts';
export { CustomerCard, CustomerCardSkeletons } from './customer-card.tsx';
export { CustomerDeleteDialog } from './customer-delete-dialog.tsx';
export { CustomerFormDialog } from './customer-form-dialog.tsx';
