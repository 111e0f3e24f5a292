/**
 * The request limits' counts in PostgreSQL, shared by every instance of one database and kept
 * across restarts: a row of rate_limit_events per place taken. One statement per check: the
 * function rate_limit_take (migration 0021) locks the keys (an advisory lock each), drops their
 * places whose window has passed, counts, and inserts when every key has room, all in the
 * statement's own transaction, so two instances cannot both take the last place.
 *
 * Keys that are never asked again keep their last rows until a prune, every PRUNE_EVERY_MS on a
 * timer of each instance (any instance's prune serves all; a few concurrent deletes are harmless).
 * The same SQL runs on PGlite, where the tests use it too, though PGlite's default is memory.
 */
import { inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';
import {
  refusal,
  type LimitStore,
  type Take,
  type Taken,
  type Ticket,
} from './rate-limit-store.ts';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface TakeRow {
  allowed: boolean;
  counts: number[];
  refused: boolean[];
  retry_ms: number;
  tickets: (string | number | bigint)[];
}

/** An array parameter both drivers read the same way: ARRAY[$1, $2, …]::type[]. */
function arrayOf(values: readonly (string | number)[], type: 'text' | 'integer' | 'bigint'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

export class PostgresLimitStore implements LimitStore {
  private readonly pruner: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.pruner = setInterval(() => {
      this.prune().catch(this.onError);
    }, PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  async take(takes: readonly Take[]): Promise<Taken> {
    const result = await this.db.execute(sql`
      select allowed, counts, refused, retry_ms, tickets from rate_limit_take(
        ${arrayOf(
          takes.map((take) => take.key),
          'text',
        )},
        ${arrayOf(
          takes.map((take) => Math.round(take.windowMs)),
          'integer',
        )},
        ${arrayOf(
          takes.map((take) => take.max),
          'integer',
        )}
      )`);
    const [row] = (result as unknown as { rows: TakeRow[] }).rows;
    if (!row) throw new Error('rate_limit_take answered no row');
    const counts = row.counts.map(Number);
    if (!row.allowed) {
      return refusal(counts, row.refused, [Number(row.retry_ms)]);
    }
    return {
      allowed: true,
      counts,
      refused: row.refused,
      retryAfterMs: 0,
      tickets: takes.map((take, i) => ({ key: take.key, id: String(row.tickets[i]) })),
    };
  }

  async release({
    tickets = [],
    keys = [],
  }: {
    tickets?: readonly Ticket[];
    keys?: readonly string[];
  }) {
    const conditions: SQL[] = [];
    const ids = tickets.map((ticket) => Number(ticket.id)).filter(Number.isSafeInteger);
    if (ids.length) conditions.push(inArray(rateLimitEvents.id, ids));
    if (keys.length) conditions.push(inArray(rateLimitEvents.key, [...keys]));
    if (!conditions.length) return;
    await this.db.delete(rateLimitEvents).where(or(...conditions));
  }

  /** Deletes every place whose window has passed, whatever its key. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitEvents).where(lte(rateLimitEvents.expiresAt, sql`now()`));
  }

  async close() {
    clearInterval(this.pruner);
  }
}
