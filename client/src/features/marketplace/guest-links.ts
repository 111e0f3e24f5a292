/**
 * A guest's private conversation links (issue 15), remembered in this browser by store: the
 * store's page offers "Your conversation with this store" to whoever wrote to it from here. The
 * token is the only key to the conversation, so it stays on this device, is never sent anywhere
 * but to its own page, and is forgotten after GUEST_LINK_DAYS or as soon as it answers 404.
 */
import { useSyncExternalStore } from 'react';

export const GUEST_LINKS_STORAGE_KEY = 'hanout-guest-conversations';

/** A link is a bearer secret: a shared or later-used browser should not keep offering it. */
export const GUEST_LINK_DAYS = 90;
const GUEST_LINK_MS = GUEST_LINK_DAYS * 24 * 60 * 60 * 1000;

interface SavedLink {
  token: string;
  /** Epoch milliseconds of the message that made the link. */
  savedAt: number;
}

const listeners = new Set<() => void>();

function isSavedLink(value: unknown): value is SavedLink {
  if (!value || typeof value !== 'object') return false;
  const { token, savedAt } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof savedAt === 'number' && Number.isFinite(savedAt);
}

/** store id → link still within its days; an unreadable or expired entry counts as none. */
function readAll(now = Date.now()): Record<string, SavedLink> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_LINKS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, SavedLink] =>
          isSavedLink(entry[1]) && now - entry[1].savedAt < GUEST_LINK_MS,
      ),
    );
  } catch {
    return {};
  }
}

function writeAll(links: Record<string, SavedLink>): void {
  try {
    if (Object.keys(links).length === 0) localStorage.removeItem(GUEST_LINKS_STORAGE_KEY);
    else localStorage.setItem(GUEST_LINKS_STORAGE_KEY, JSON.stringify(links));
  } catch {
    // Storage full or refused (private mode): the link shown and emailed still works.
  }
  for (const listener of listeners) listener();
}

export function guestConversationToken(storeId: number, now = Date.now()): string | null {
  return readAll(now)[String(storeId)]?.token ?? null;
}

/** The newest link of a store replaces an older one: it shows the conversation from then on. */
export function rememberGuestConversation(storeId: number, token: string, now = Date.now()): void {
  // Writing back what readAll kept also drops the expired entries.
  writeAll({ ...readAll(now), [String(storeId)]: { token, savedAt: now } });
}

/** A link that answered 404 (altered, or its store gone) is not offered again. */
export function forgetGuestConversation(token: string): void {
  const links = readAll();
  const kept = Object.fromEntries(Object.entries(links).filter(([, link]) => link.token !== token));
  if (Object.keys(kept).length !== Object.keys(links).length) writeAll(kept);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser writing to the same store.
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_LINKS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered token of this store, kept current when the Contact Seller dialog adds one. */
export function useGuestConversationToken(storeId: number): string | null {
  return useSyncExternalStore(
    subscribe,
    () => guestConversationToken(storeId),
    () => null,
  );
}
