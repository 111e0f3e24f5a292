/**
 * Who a session cookie belongs to, remembered for a few seconds per instance (issue 16), so that a
 * signed-in request costs its own query and not one more for the session.
 *
 * Never trusted longer than the database would agree:
 * - triggers on sessions and users (migration 0011) NOTIFY the account id on channel
 *   hanout_sessions at commit, for any write: sign-out, password reset, an operator's
 *   suspension, a profile edit, the hourly last-seen write; every instance drops that account's
 *   entries when it hears it;
 * - this instance also drops them at once for its own writes (logout), before answering;
 * - while the listening connection is lost, nothing is cached nor read from the cache, and
 *   everything is dropped when it comes back (notifications in between were missed);
 * - a lookup that started before an invalidation does not store what it read (generations);
 * - each entry still carries its session's expiry and idle limit, checked at every use.
 */
import type { UserRow } from '../users/index.ts';

export interface CachedSession {
  user: UserRow;
  /** Milliseconds since the epoch, as Date.getTime(). */
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry answers without the database: a backstop, the notifications come first. */
  ttlMs: number;
  /** Least recently used entries go beyond this many. */
  maxEntries: number;
}

export const DEFAULT_SESSION_CACHE: SessionCacheOptions = { ttlMs: 30_000, maxEntries: 10_000 };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;
  private trusted = false;

  constructor(private readonly options: SessionCacheOptions = DEFAULT_SESSION_CACHE) {}

  get size(): number {
    return this.entries.size;
  }

  /** A valid entry for this token hash, or undefined (then ask the database). */
  get(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.options.ttlMs) {
      this.remove(tokenHash, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, the first key is evicted first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /** Taken before a database lookup; set() stores only if nothing was invalidated since. */
  mark(): number {
    return this.generation;
  }

  set(tokenHash: string, session: CachedSession, mark: number, now: number): void {
    if (!this.trusted || mark !== this.generation) return;
    const known = this.entries.get(tokenHash);
    if (known) this.remove(tokenHash, known);
    this.entries.set(tokenHash, { ...session, storedAt: now });
    let tokens = this.byUser.get(session.user.id);
    if (!tokens) this.byUser.set(session.user.id, (tokens = new Set()));
    tokens.add(tokenHash);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const entry = this.entries.get(oldest.value);
      if (entry) this.remove(oldest.value, entry);
    }
  }

  /** Every entry of this account: a session of it ended, or the account changed. */
  dropUser(userId: number): void {
    this.generation++;
    for (const tokenHash of this.byUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(userId);
  }

  dropToken(tokenHash: string): void {
    this.generation++;
    const entry = this.entries.get(tokenHash);
    if (entry) this.remove(tokenHash, entry);
  }

  /** Forget everything and, when trusted is false, stop answering until trusted again. */
  reset(trusted: boolean): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
    this.trusted = trusted;
  }

  private remove(tokenHash: string, entry: Entry) {
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(entry.user.id);
  }
}
