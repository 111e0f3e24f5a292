/**
 * The notification channels that keep the in-process read caches fresh; database triggers send a
 * store's id (or '*', everything) on them at every change (plugins/read-invalidations.ts).
 * - hanout_public_reads (migration 0013): what the marketplace shows of a store: its products,
 *   their photos and stock, the store's own fields.
 * - hanout_store_reads (migration 0022): what the seller's own lists show beyond that: orders
 *   and the customers named on them.
 */
export const PUBLIC_READS_CHANNEL = 'hanout_public_reads';
export const STORE_READS_CHANNEL = 'hanout_store_reads';
