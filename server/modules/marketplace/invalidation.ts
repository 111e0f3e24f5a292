/**
 * What keeps the public-read cache fresh on every instance (issue 16): triggers on the tables a
 * public read shows (migration 0013) send `pg_notify('hanout_public_reads', <store id or '*'>)`,
 * delivered at commit to every instance's listener (on PGlite, in the process). Each payload drops
 * that store's entries and every list that mixes stores. While the listening connection is down,
 * notifications may be missed: the cache is switched off until it is back, then starts empty.
 */
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { commitBarrier } from '../../cache/commit-barrier.ts';

/** The triggers' channel (server/db/migrations/0013_public_read_invalidation.sql). */
export const PUBLIC_READS_CHANNEL = 'hanout_public_reads';
/** The commit barrier's own round trips, on the same listening connection. */
const SYNC_CHANNEL = 'hanout_public_reads_sync';

export interface InvalidationTarget {
  invalidate(scope: number | '*'): void;
  setTrusted(trusted: boolean): void;
}

export interface Invalidation {
  /** See CommitBarrier.settle: undefined when nothing this process wrote is still in flight. */
  settle(): Promise<void> | undefined;
  stop(): Promise<void>;
}

/** A store id, or '*' for anything else (a payload we do not know drops everything: safe). */
export function scopeOf(payload: string): number | '*' {
  return /^\d{1,10}$/.test(payload) ? Number(payload) : '*';
}

export async function listenForInvalidations(
  database: Database,
  target: InvalidationTarget,
): Promise<Invalidation> {
  const stops: Array<() => Promise<void>> = [];
  const barrier =
    database.engine === 'postgres'
      ? commitBarrier((database.db as unknown as { $client: pg.Pool }).$client, SYNC_CHANNEL, () =>
          target.invalidate('*'),
        )
      : undefined;
  stops.push(
    await database.listen(PUBLIC_READS_CHANNEL, {
      onMessage: (payload) => target.invalidate(scopeOf(payload)),
      onLost: () => {
        target.setTrusted(false);
        barrier?.releaseAll();
      },
      onReconnect: () => target.setTrusted(true),
    }),
  );
  if (barrier) {
    stops.push(await database.listen(SYNC_CHANNEL, { onMessage: (p) => barrier.received(p) }));
  }
  return {
    settle: () => barrier?.settle(),
    stop: async () => {
      barrier?.releaseAll();
      for (const stop of stops) await stop();
    },
  };
}
