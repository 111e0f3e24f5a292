/**
 * The cart, kept in the browser (DESIGN.md): survives reloads through localStorage, stays in step
 * across tabs through the storage event, and is read with useSyncExternalStore so every badge and
 * page shows the same lines without a context provider.
 */
import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../../../common/constants.ts';
import { fromMillimes, toMillimes } from '../../../../common/money.ts';

export const CART_STORAGE_KEY = 'hanout-cart';

/** One product in the cart, with what the buyer saw when adding it. */
export interface CartLine {
  productId: number;
  storeId: number;
  storeName: string;
  name: string;
  /** Unit price in dinars when added; checkout refuses the line if the price has changed since. */
  price: number;
  imageUrl: string | null;
  quantity: number;
  /** The most that may be ordered: the stock when added, else SPEC §5's default of 10. */
  maxQuantity: number;
}

const listeners = new Set<() => void>();
let lines: readonly CartLine[] = read();

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    Number.isInteger(line.storeId) &&
    typeof line.storeName === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= LIMITS.quantityMin &&
    Number.isInteger(line.maxQuantity)
  );
}

function read(): readonly CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

function write(next: readonly CartLine[]) {
  lines = next;
  try {
    if (next.length) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the cart still works for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    lines = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const clampQuantity = (quantity: number, max: number) =>
  Math.min(Math.max(Math.trunc(quantity), LIMITS.quantityMin), Math.max(max, LIMITS.quantityMin));

/** Adds a product, or adds to its quantity when it is already in the cart (never above its max). */
export function addToCart(line: CartLine) {
  const existing = lines.find((l) => l.productId === line.productId);
  if (!existing) {
    write([...lines, { ...line, quantity: clampQuantity(line.quantity, line.maxQuantity) }]);
    return;
  }
  write(
    lines.map((l) =>
      l.productId === line.productId
        ? {
            ...line,
            quantity: clampQuantity(l.quantity + line.quantity, line.maxQuantity),
          }
        : l,
    ),
  );
}

export function setCartQuantity(productId: number, quantity: number) {
  write(
    lines.map((l) =>
      l.productId === productId ? { ...l, quantity: clampQuantity(quantity, l.maxQuantity) } : l,
    ),
  );
}

/** Replaces what the cart knows of a product (its price or stock changed at checkout). */
export function updateCartLine(productId: number, changes: Partial<Omit<CartLine, 'productId'>>) {
  write(
    lines.map((l) => {
      if (l.productId !== productId) return l;
      const next = { ...l, ...changes };
      return { ...next, quantity: clampQuantity(next.quantity, next.maxQuantity) };
    }),
  );
}

export function removeFromCart(productId: number) {
  write(lines.filter((l) => l.productId !== productId));
}

export function clearCart() {
  write([]);
}

export function getCartLines(): readonly CartLine[] {
  return lines;
}

const NO_LINES: readonly CartLine[] = [];

/**
 * The cart's lines, re-rendering on every change (in this tab or another). A server-drawn page
 * has no cart: hydration starts empty, as the server drew it, then shows the stored lines.
 */
export function useCart(): readonly CartLine[] {
  return useSyncExternalStore(subscribe, getCartLines, () => NO_LINES);
}

/** Number of units in the cart, for the header badge. */
export function useCartCount(): number {
  return useCart().reduce((sum, line) => sum + line.quantity, 0);
}

/** Lines grouped by store, in the order the stores were first added: one order per store. */
export function groupByStore(cart: readonly CartLine[]) {
  const groups = new Map<number, { storeId: number; storeName: string; lines: CartLine[] }>();
  for (const line of cart) {
    const group = groups.get(line.storeId) ?? {
      storeId: line.storeId,
      storeName: line.storeName,
      lines: [],
    };
    group.lines.push(line);
    groups.set(line.storeId, group);
  }
  return [...groups.values()];
}

/** Exact total in dinars: summed in millimes so 0.1 + 0.2 stays 0.3. */
export function cartTotal(cart: readonly CartLine[]): number {
  return fromMillimes(cart.reduce((sum, l) => sum + toMillimes(l.price) * l.quantity, 0));
}
