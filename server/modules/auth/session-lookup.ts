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
/** settle() gives up on an instance that has not answered after this long (gone, or deaf). */
const SETTLE_TIMEOUT_MS = 2000;

/**
 * Besides account ids, the instances say on the channel: hello:<id> when they start (the others
 * answer here:<id>), bye:<id> when they stop, settle:<key> to ask everyone to confirm, and
 * ack:<key>:<id> to confirm. One listening connection hears notifications in commit order, so an
 * instance that acks a settle has already dropped what the notifications before it named.
 */
type Said =
  | { kind: 'hello' | 'here' | 'bye'; id: string }
  | { kind: 'settle' | 'ack'; key: string; id: string };

function parse(payload: string): Said | null {
  const [kind, a = '', b = ''] = payload.split(':');
  if (kind === 'hello' || kind === 'here' || kind === 'bye') return { kind, id: a };
  if (kind === 'settle' || kind === 'ack') return { kind, key: a, id: b };
  return null;
}

export interface SessionLookup {
  /**
   * The user of a session cookie's token, or null when it signs nobody in. `fresh` skips the
   * cache and reads the database (the answer is cached for the reads that follow).
   */
  user(token: string, options?: { fresh?: boolean }): Promise<UserRow | null>;
  /** This instance forgets the session at once (it was just ended here). */
  forget(token: string): void;
  /**
   * Resolves once every instance of the database (this one included) has confirmed it heard the
   * session notifications committed before the call, so has dropped what they named; an
   * instance silent for SETTLE_TIMEOUT_MS is not waited for. A route that ends sessions awaits it
   * before answering.
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
  const self = randomBytes(9).toString('base64url');
  /** The other instances on this database, as they said hello. */
  const others = new Set<string>();
  /** settle() calls waiting: key -> instances that still have to ack, and the resolve. */
  const settling = new Map<string, { waiting: Set<string>; done(): void }>();
  const say = (payload: string) =>
    database.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${payload})`).catch(() => {});

  const heard = (said: Said) => {
    if (said.id === self && said.kind !== 'settle' && said.kind !== 'ack') return;
    switch (said.kind) {
      case 'hello':
        others.add(said.id);
        void say(`here:${self}`);
        return;
      case 'here':
        others.add(said.id);
        return;
      case 'bye':
        others.delete(said.id);
        for (const wait of settling.values()) wait.waiting.delete(said.id);
        break;
      case 'settle':
        void say(`ack:${said.key}:${self}`);
        return;
      case 'ack':
        settling.get(said.key)?.waiting.delete(said.id);
        break;
    }
    for (const wait of settling.values()) if (wait.waiting.size === 0) wait.done();
  };

  const stop = await database.listen(SESSIONS_CHANNEL, {
    onMessage(payload) {
      const userId = Number(payload);
      if (payload !== '' && Number.isSafeInteger(userId)) cache.dropUser(userId);
      else {
        const said = parse(payload);
        if (said) heard(said);
        else cache.reset(true);
      }
    },
    onLost: () => cache.reset(false),
    onReconnect: () => {
      cache.reset(true);
      void say(`hello:${self}`);
    },
  });
  cache.reset(true);
  if (database.engine === 'postgres') await say(`hello:${self}`);

  return {
    cache,
    async user(token, options) {
      if (!isTokenShape(token)) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = options?.fresh ? undefined : cache.get(tokenHash, now);
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
      const key = randomBytes(9).toString('base64url');
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<void>((resolve) => {
        settling.set(key, { waiting: new Set([self, ...others]), done: resolve });
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        timer.unref();
      });
      try {
        await say(`settle:${key}`);
        await confirmed;
        // An instance that never answered is gone or cannot hear: it is not waited for again
        // until it says hello (a deaf one has its cache off: see onLost).
        for (const id of settling.get(key)?.waiting ?? []) if (id !== self) others.delete(id);
      } finally {
        clearTimeout(timer);
        settling.delete(key);
      }
    },
    async close() {
      cache.reset(false);
      if (database.engine === 'postgres') await say(`bye:${self}`);
      await stop();
    },
  };
}
