/**
 * A guest's private conversation links (issue 15), remembered in this browser by store: the
 * store's page offers "Your conversation with this store" to whoever wrote to it from here. The
 * token is the only key to the conversation, so it stays on this device and is never sent
 * anywhere but to its own page.
 */
import { useSyncExternalStore } from 'react';

export const GUEST_LINKS_STORAGE_KEY = 'hanout-guest-conversations';

const listeners = new Set<() => void>();

/** store id → token; an unreadable entry counts as none. */
function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_LINKS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function guestConversationToken(storeId: number): string | null {
  return readAll()[String(storeId)] ?? null;
}

/** The newest link of a store replaces an older one: it shows the conversation from then on. */
export function rememberGuestConversation(storeId: number, token: string): void {
  try {
    localStorage.setItem(
      GUEST_LINKS_STORAGE_KEY,
      JSON.stringify({ ...readAll(), [String(storeId)]: token }),
    );
  } catch {
    // Storage full or refused (private mode): the link shown and emailed still works.
  }
  for (const listener of listeners) listener();
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
