/**
 * Where the request limits keep their counts (issue 17: one store for every limit, shared by the
 * instances). A store counts requests per key in a sliding window: a request takes a place for
 * exactly its window, and a request refused takes none, so someone who waits out the window is
 * free again however often they were refused meanwhile.
 *
 * Three stores answer the same contract (server/plugins/rate-limit-store.test.ts runs one suite on
 * each): this process's memory (PGlite, a single instance), PostgreSQL (rate-limit-store-
 * postgres.ts, when DATABASE_URL is set) and Redis (rate-limit-store-redis.ts, when REDIS_URL is
 * set). The shared ones count and take a place in one step, so two instances never both take the
 * last place, and their counts survive a restart.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** One count to make: at most `max` places per `key` within any `windowMs`. */
export interface Take {
  key: string;
  windowMs: number;
  max: number;
}

/** A place taken, which its taker may give back. */
export interface Ticket {
  key: string;
  id: string;
}

export interface Taken {
  /** Whether every key had a place; when one had none, no place was taken in any. */
  allowed: boolean;
  /** Per key, in the order asked: the places held in its window, this request's included. */
  counts: number[];
  /** Per key: whether it was full. */
  refused: boolean[];
  /** When refused: ms until every full key has a place again (at least 1). */
  retryAfterMs: number;
  /** The places taken, one per key (none when refused). */
  tickets: Ticket[];
}

export interface LimitStore {
  /**
   * Counts the places each key holds within its window and, when every key is under its max,
   * takes one in each: all or none, in one atomic step. A sign-in is under three limits at once,
   * and a refusal by one must not count against the others.
   */
  take(takes: readonly Take[]): Promise<Taken>;
  /** Gives back places taken, and forgets every place of some keys, in one step. */
  release(what: { tickets?: readonly Ticket[]; keys?: readonly string[] }): Promise<void>;
  /** Stops timers and connections the store opened itself. */
  close(): Promise<void>;
}

const MIN_PRUNE_AT = 50_000;

interface Place {
  at: number;
  id: string;
}

/** The answer of a store that found `counts` and, for the full keys, when a place frees. */
export function refusal(counts: number[], refused: boolean[], waits: number[]): Taken {
  return {
    allowed: false,
    counts,
    refused,
    retryAfterMs: Math.max(1, ...waits),
    tickets: [],
  };
}

/** A place's id: unique among a key's places without coordination between instances. */
export function newTicketId(): string {
  return randomBytes(9).toString('base64url');
}

/** One process's store: right for one instance, and what PGlite uses. */
export class MemoryLimitStore implements LimitStore {
  /** Per key: its window and the places it holds, oldest first. */
  private readonly entries = new Map<string, { windowMs: number; places: Place[] }>();
  /** Prune when this many keys are held; doubles while the traffic really has that many. */
  private pruneAt = MIN_PRUNE_AT;

  constructor(private readonly now: () => number = Date.now) {}

  async take(takes: readonly Take[]): Promise<Taken> {
    const now = this.now();
    const held = takes.map(({ key }) => this.recent(key, now));
    const refused = takes.map(({ max }, i) => (held[i]?.length ?? 0) >= max);
    const counts = held.map((places) => places.length);
    if (refused.some(Boolean)) {
      const waits = takes.map(({ windowMs }, i) => {
        if (!refused[i]) return 0;
        const oldest = held[i]?.[0];
        return oldest ? oldest.at + windowMs - now : windowMs;
      });
      return refusal(counts, refused, waits);
    }
    const tickets = takes.map(({ key, windowMs }, i) => {
      const place = { at: now, id: newTicketId() };
      const places = [...(held[i] ?? []), place];
      this.entries.set(key, { windowMs, places });
      return { key, id: place.id };
    });
    if (this.entries.size > this.pruneAt) this.prune(now);
    return {
      allowed: true,
      counts: counts.map((count) => count + 1),
      refused,
      retryAfterMs: 0,
      tickets,
    };
  }

  async release({
    tickets = [],
    keys = [],
  }: {
    tickets?: readonly Ticket[];
    keys?: readonly string[];
  }) {
    for (const key of keys) this.entries.delete(key);
    for (const { key, id } of tickets) {
      const entry = this.entries.get(key);
      if (entry) entry.places = entry.places.filter((place) => place.id !== id);
    }
  }

  async close() {}

  /** The key's places still inside its window; forgets the key when none is. */
  private recent(key: string, now: number): Place[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    const places = entry.places.filter((place) => place.at > now - entry.windowMs);
    if (places.length) entry.places = places;
    else this.entries.delete(key);
    return places;
  }

  /** Drops keys whose places have all left their window, so memory follows recent traffic. */
  private prune(now: number) {
    for (const key of this.entries.keys()) this.recent(key, now);
    this.pruneAt = Math.max(MIN_PRUNE_AT, this.entries.size * 2);
  }
}

/**
 * @fastify/rate-limit builds its store itself (`new Store(options)`, then `store.child(options)`
 * per limit) and asks it to count one request (`incr`). Every limit here uses the one given
 * store: keys carry the limit's name, so they never mix.
 */
export function pluginStoreOf(store: LimitStore) {
  return class implements FastifyRateLimitStore {
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow, max) => {
      store.take([{ key, windowMs: timeWindow, max }]).then(
        (taken) =>
          callback(null, {
            current: taken.allowed ? (taken.counts[0] ?? 1) : max + 1,
            ttl: taken.retryAfterMs,
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    };

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
