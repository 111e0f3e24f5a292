/**
 * The customers module's public surface (decision 013): matching a buyer or guest to the store's
 * customer book (checkout, contacting a seller) and the largest row id the API accepts.
 */
export { guestMatchOf, matchOrAddCustomer, MAX_ROW_ID, type MarketplaceBuyer } from './service.ts';
