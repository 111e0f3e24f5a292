/**
 * The session lookup each API request runs (the auth plugin), through this instance's
 * SessionCache, kept honest by the hanout_sessions notifications (see session-cache.ts).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../users/index.ts';
import { SessionCache, type SessionCacheOptions } from './session-cache.ts';
import { hashToken, isSessionLive, isTokenShape, needsTouch, readSession } from './sessions.ts';

/** The channel migration 0011's triggers notify, with the account id as payload. */
export const SESSIONS_CHANNEL = 'hanout_sessions';
const SETTLE_PREFIX = 'settle:';
/** settle() gives up after this long: the listener is then lost, and the cache off anyway. */
const SETTLE_TIMEOUT_MS = 2000;

export interface SessionLookup {
  /** The user of a session cookie's token, or null when it signs nobody in. */
  user(token: string): Promise<UserRow | null>;
  /** This instance forgets the session at once (it was just ended here). */
  forget(token: string): void;
  /**
   * Resolves once this instance has heard every session notification committed before the call
   * (its own, sent after them, comes back last); the other instances hear theirs at the same
   * moment. A route that ends sessions awaits it before answering.
   */
  settle(): Promise<void>;
  readonly cache: SessionCache;
  close(): Promise<void>;
}

export async function startSessionLookup(
  database: Database,
  options?: SessionCacheOptions,
): Promise<SessionLookup> {
  const cache = new SessionCache(options);
  const settling = new Map<string, () => void>();
  const stop = await database.listen(SESSIONS_CHANNEL, {
    onMessage(payload) {
      if (payload.startsWith(SETTLE_PREFIX)) {
        settling.get(payload)?.();
        return;
      }
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) cache.dropUser(userId);
      else cache.reset(true);
    },
    onLost: () => cache.reset(false),
    onReconnect: () => cache.reset(true),
  });
  cache.reset(true);

  return {
    cache,
    async user(token) {
      if (!isTokenShape(token)) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = cache.get(tokenHash, now);
      if (hit && isSessionLive(hit, now) && !needsTouch(hit.lastSeenAt, now)) return hit.user;
      const mark = cache.mark();
      const session = await readSession(database.db, tokenHash, new Date(now));
      if (!session) return null;
      // Shared by every request of this session for a while: nobody may change it in place.
      Object.freeze(session.user);
      cache.set(tokenHash, session, mark, Date.now());
      return session.user;
    },
    forget(token) {
      cache.dropToken(hashToken(token));
    },
    async settle() {
      // PGlite is this process only: its notifications are handled before the write returns.
      if (database.engine === 'pglite') return;
      const key = `${SETTLE_PREFIX}${randomBytes(9).toString('base64url')}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        settling.set(key, resolve);
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        timer.unref();
      });
      try {
        await database.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${key})`);
        await heard;
        // The other listeners were signalled at the earlier commit, one round trip before ours
        // came back: let the event loop read what has reached this process's other sockets (an
        // instance sharing the process, as in tests).
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        clearTimeout(timer);
        settling.delete(key);
      }
    },
    async close() {
      cache.reset(false);
      await stop();
    },
  };
}
