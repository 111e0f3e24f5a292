/**
 * A signed-in buyer's own orders. Pages, app/ and other features reach the buyer feature only
 * through this file (decision 013).
 */
export * from './api.ts';
export { BUYER_ORDERS_ID, BuyerArea } from './buyer-area.tsx';
