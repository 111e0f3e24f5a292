/**
 * The buyer keys of the orders placed on this device, by reference (localStorage). The tracking
 * page shows the delivery code only when the request carries the order's key: the confirmation's
 * links carry it, and this memory lets a buyer who types the reference by hand on the same phone
 * still see their code. Bounded to the newest TRACKING_KEYS_KEPT orders.
 */

export const TRACKING_KEYS_STORAGE_KEY = 'hanout-tracking-keys';
export const TRACKING_KEYS_KEPT = 50;

interface KeptKey {
  reference: string;
  key: string;
}

const normalized = (reference: string) => reference.trim().toUpperCase();

function isKeptKey(value: unknown): value is KeptKey {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<KeptKey>;
  return typeof entry.reference === 'string' && typeof entry.key === 'string' && entry.key !== '';
}

/** Newest first; anything unreadable is dropped rather than trusted. */
function readKept(): KeptKey[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TRACKING_KEYS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKeptKey) : [];
  } catch {
    return [];
  }
}

/** Keeps the keys of freshly placed orders, newest first, forgetting beyond the bound. */
export function rememberTrackingKeys(orders: readonly { reference: string; buyerKey: string }[]) {
  const fresh = orders
    .filter((order) => order.buyerKey !== '')
    .map((order) => ({ reference: normalized(order.reference), key: order.buyerKey }));
  if (fresh.length === 0) return;
  const freshReferences = new Set(fresh.map((entry) => entry.reference));
  const kept = [
    ...fresh,
    ...readKept().filter((entry) => !freshReferences.has(entry.reference)),
  ].slice(0, TRACKING_KEYS_KEPT);
  try {
    localStorage.setItem(TRACKING_KEYS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): the confirmation's links still carry the key.
  }
}

/** The key kept for this reference (as typed: any case, spaces around), if any. */
export function trackingKeyFor(reference: string): string | undefined {
  const wanted = normalized(reference);
  if (!wanted) return undefined;
  return readKept().find((entry) => entry.reference === wanted)?.key;
}

/**
 * The buyer key to send with a reference: the link's own key for the link's order, else the one
 * this device kept at checkout. Without a key the answer never carries the delivery code.
 */
export function keyToSend(
  reference: string,
  link: { reference: string; key: string },
): string | undefined {
  const sameOrder = link.key !== '' && normalized(reference) === normalized(link.reference);
  return sameOrder ? link.key : trackingKeyFor(reference);
}
