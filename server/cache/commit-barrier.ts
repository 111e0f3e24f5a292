/**
 * Read-your-own-writes for caches kept fresh by PostgreSQL notifications (issue 16).
 *
 * PostgreSQL hands a NOTIFY to the listening connection after the commit, asynchronously: an
 * instance that has just committed a price edit, and answered its seller, could still serve the
 * old price to the seller's next request for a millisecond or two. So every pooled connection is
 * watched: when one that sent a write (INSERT, UPDATE, DELETE…) goes back to the pool, its
 * transaction is over, and the next cached read first sends a NOTIFY of its own on a second
 * channel and waits until the listener receives it. Notifications reach a listener in commit
 * order, so by then the listener has handled every notification of every write this process
 * committed before. Nothing to wait for when no write happened since the last such round trip:
 * a read-only load pays nothing. Watching the pool, not the code paths, means no write path can
 * forget (a test's direct SQL included).
 *
 * PGlite needs none of this: it delivers notifications before the commit's promise resolves.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** A statement that may change rows (a `select … for update` too: a harmless extra wait). */
const WRITE = /\b(?:insert|update|delete|merge|truncate|copy)\b/i;
/** A listener this late is as good as lost: the waiting read flushes the cache and goes on. */
const SYNC_TIMEOUT_MS = 2000;

export interface CommitBarrier {
  /**
   * Undefined when no write of this process awaits its notifications, else a promise that
   * resolves once they have all been handled.
   */
  settle(): Promise<void> | undefined;
  /** The listener received a payload on the barrier's channel. */
  received(payload: string): void;
  /** The listener is gone: nobody waits for it (the cache stops trusting itself meanwhile). */
  releaseAll(): void;
}

/** A client's query method, as the pool calls it: wrapped without changing what it does. */
type QueryMethod = (this: unknown, ...args: unknown[]) => unknown;

export function commitBarrier(
  pool: pg.Pool,
  channel: string,
  onTimeout: () => void,
): CommitBarrier {
  const watched = new WeakSet<pg.PoolClient>();
  const wrote = new WeakSet<pg.PoolClient>();
  /** Writes finished so far, and how many of them the listener is known to have caught up with. */
  let finished = 0;
  let caughtUp = 0;
  let pending: { target: number; done: Promise<void> } | undefined;
  const waiters = new Map<string, () => void>();
  const prefix = randomUUID();
  let sent = 0;

  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    const holder = client as unknown as { query: QueryMethod };
    const query = holder.query;
    holder.query = function (this: unknown, ...args: unknown[]) {
      const [config] = args;
      const text =
        typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && WRITE.test(text)) wrote.add(client);
      return query.apply(this, args);
    };
  };
  pool.on('acquire', watch);
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    if (!wrote.has(client)) return;
    wrote.delete(client);
    finished += 1;
  });

  const sync = (): Promise<void> => {
    const target = finished;
    sent += 1;
    const token = `${prefix}:${sent}`;
    const done: Promise<void> = new Promise<void>((resolve) => {
      const finish = (timedOut: boolean) => {
        clearTimeout(timer);
        waiters.delete(token);
        if (timedOut) onTimeout();
        caughtUp = Math.max(caughtUp, target);
        if (pending?.done === done) pending = undefined;
        resolve();
      };
      const timer = setTimeout(() => finish(true), SYNC_TIMEOUT_MS);
      timer.unref();
      waiters.set(token, () => finish(false));
      // A failure is a timeout: the cache is flushed, the read goes to the database.
      pool.query('select pg_notify($1, $2)', [channel, token]).catch(() => {});
    });
    pending = { target, done };
    return done;
  };

  return {
    settle() {
      if (caughtUp >= finished) return undefined;
      if (pending && pending.target >= finished) return pending.done;
      return sync();
    },
    received(payload) {
      waiters.get(payload)?.();
    },
    releaseAll() {
      for (const release of [...waiters.values()]) release();
    },
  };
}
