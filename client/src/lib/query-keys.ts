/**
 * The roots of the client's query keys, one per area of the API, and how a GET's parameters
 * become its URL (decision 009). Every query comes from a query-options factory in its feature's
 * api.ts (`orderQueries.list(params)`: key, fetcher and typed result in one place), whose keys
 * start with the root here. A write in one feature marks another area's answers stale by its
 * root, without reaching into that feature. Keys are names, never URLs.
 */
export const queryRoots = {
  currentUser: ['current-user'],
  products: ['products'],
  customers: ['customers'],
  orders: ['orders'],
  messages: ['messages'],
  dashboard: ['dashboard'],
  /** The seller's cash held by transporters (/api/cash). */
  cash: ['cash'],
  marketplace: ['marketplace'],
  /** A seller's own delivery terms (the public ones of a cart's stores live under marketplace). */
  deliveryTerms: ['delivery-terms'],
  /** A signed-in buyer's own orders and conversations (/api/my/…). */
  buyer: ['my'],
  /** The transporter's profile, board and earnings. */
  transporter: ['transporter'],
  /** The operators' side (/api/admin/…): every write there makes all of it stale. */
  admin: ['admin'],
  /** The header bell (/api/notifications), kept fresh by the live stream. */
  notifications: ['notifications'],
  /** The account's email choices and the seller's WhatsApp templates (issue 15). */
  emailPreferences: ['email-preferences'],
  whatsappTemplates: ['whatsapp-templates'],
  /** A guest's private conversation with a store, by its link's token. */
  guestConversation: ['guest-conversation'],
  /** Content pages read from the client's own Markdown, not from the API. */
  content: ['content'],
} as const;

/** `/api/products` and `{ q: 'tea', page: 2 }` → `/api/products?q=tea&page=2`; empty values are left out. */
export function withSearchParams(path: string, params: object = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
