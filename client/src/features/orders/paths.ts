/** The manual-order page; lib/paths.ts has no entry for it yet (owned elsewhere). */
export const NEW_ORDER_PATH = '/orders/new';
