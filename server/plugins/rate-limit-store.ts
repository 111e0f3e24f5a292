/**
 * Where the request limits keep their counts. @fastify/rate-limit asks a store to count a request
 * (`incr`); we also ask it to forget a key after a success (`reset`: a good sign-in clears its
 * username's failed attempts). This process's memory is the default, which is right for one
 * instance. Several instances behind a load balancer need one shared store (Redis or PostgreSQL):
 * implement LimitStore there and pass it to the rate-limits plugin (docs/decisions/011).
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** What the plugin's own store interface asks, plus `reset`. */
export interface LimitStore {
  /**
   * Counts one request for key within the last windowMs and answers how many the window now
   * holds (max + 1 when this one is refused) and in how many ms one more will be allowed.
   */
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ): void;
  /** Forgets every request counted for key. */
  reset(key: string): Promise<void>;
}

const MIN_PRUNE_AT = 50_000;

/**
 * A sliding window per key: a request counts for exactly windowMs after it was made. A refused
 * request is not counted, so someone who waits out the window is free again however often they
 * were refused meanwhile.
 */
export class MemoryLimitStore implements LimitStore {
  /** Per key: its window and the times of the requests it counted, oldest first. */
  private readonly entries = new Map<string, { windowMs: number; times: number[] }>();
  /** Prune when this many keys are held; doubles while the traffic really has that many. */
  private pruneAt = MIN_PRUNE_AT;

  constructor(private readonly now: () => number = Date.now) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ): void {
    const now = this.now();
    const times = this.recent(key, now);
    const allowed = times.length < max;
    if (allowed) {
      times.push(now);
      this.entries.set(key, { windowMs, times });
      if (this.entries.size > this.pruneAt) this.prune(now);
    }
    const oldest = times[0] ?? now;
    callback(null, {
      current: allowed ? times.length : max + 1,
      ttl: Math.max(0, oldest + windowMs - now),
    });
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** The key's requests still inside its window; forgets the key when none is. */
  private recent(key: string, now: number): number[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    const times = entry.times.filter((at) => at > now - entry.windowMs);
    if (times.length) entry.times = times;
    else this.entries.delete(key);
    return times;
  }

  /** Drops keys whose requests have all left their window, so memory follows recent traffic. */
  private prune(now: number) {
    for (const key of this.entries.keys()) this.recent(key, now);
    this.pruneAt = Math.max(MIN_PRUNE_AT, this.entries.size * 2);
  }
}

/**
 * @fastify/rate-limit builds its store itself (`new Store(options)`, then `store.child(options)`
 * per limit). Every limit here uses the one given store: keys carry the limit's name, so they
 * never mix.
 */
export function pluginStoreOf(store: LimitStore) {
  return class implements FastifyRateLimitStore {
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow, max) =>
      store.incr(key, callback, timeWindow, max);

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
