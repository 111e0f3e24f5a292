/**
 * The messages module's public surface (decision 013): a buyer's message landing in the seller's
 * inbox, and the unread count of the dashboard.
 */
export { countUnread, receiveCustomerMessage } from './service.ts';
