/**
 * The notification channels that keep the in-process read caches fresh; database triggers send a
 * store's id (or '*', everything) on them at every change (plugins/read-invalidations.ts).
 * - hanout_public_reads (migration 0013): what the marketplace shows of a store: its products,
 *   their photos and stock, the store's own fields.
 * - hanout_store_reads (migrations 0022, 0024): what the seller's own reads show beyond that:
 *   orders, customers, messages and the cash transporters hold.
 */
export const PUBLIC_READS_CHANNEL = 'hanout_public_reads';
export const STORE_READS_CHANNEL = 'hanout_store_reads';
