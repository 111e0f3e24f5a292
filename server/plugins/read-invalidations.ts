/**
 * What keeps the in-process read caches fresh on every instance (issues 16 and 17): database
 * triggers send `pg_notify(<channel>, <store id or '*'>)` for every change to what a cache shows,
 * delivered at commit to every instance's one listening connection (on PGlite, in the process).
 * A cache listens to the channels it depends on; while the listening connection is down,
 * notifications may be missed, so each cache is told to stop trusting itself until it is back.
 *
 * Read-your-own-writes: a read right after this process's own write first waits until the
 * listener has handled that write's notifications (server/cache/commit-barrier.ts). One barrier
 * serves every cache: the one listening connection receives every channel in commit order, so
 * once it has caught up, it has caught up for all of them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { commitBarrier } from '../cache/commit-barrier.ts';

/** The barrier's own round trips, on the listening connection. */
const SYNC_CHANNEL = 'hanout_reads_sync';

export interface InvalidationTarget {
  /** A store id, or '*' for everything. */
  invalidate(scope: number | '*'): void;
  setTrusted(trusted: boolean): void;
}

export interface ReadInvalidations {
  /** Delivers the channels' payloads to the target until the app closes. */
  listen(channels: readonly string[], target: InvalidationTarget): Promise<void>;
  /** Undefined when nothing this process wrote awaits its notifications, else when it has. */
  settle(): Promise<void> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readInvalidations: ReadInvalidations;
  }
}

/** A store id, or '*' for anything else (a payload we do not know drops everything: safe). */
export function scopeOf(payload: string): number | '*' {
  return /^\d{1,10}$/.test(payload) ? Number(payload) : '*';
}

export const readInvalidationsPlugin = fp(async (app: FastifyInstance) => {
  const { database } = app;
  const targets = new Set<InvalidationTarget>();
  const stops: Array<() => Promise<void>> = [];
  const barrier =
    database.engine === 'postgres'
      ? commitBarrier(
          (database.db as unknown as { $client: pg.Pool }).$client,
          SYNC_CHANNEL,
          () => {
            for (const target of targets) target.invalidate('*');
          },
        )
      : undefined;
  if (barrier) {
    stops.push(await database.listen(SYNC_CHANNEL, { onMessage: (p) => barrier.received(p) }));
  }

  app.decorate('readInvalidations', {
    async listen(channels, target) {
      targets.add(target);
      for (const channel of channels) {
        stops.push(
          await database.listen(channel, {
            onMessage: (payload) => target.invalidate(scopeOf(payload)),
            onLost: () => {
              target.setTrusted(false);
              barrier?.releaseAll();
            },
            onReconnect: () => target.setTrusted(true),
          }),
        );
      }
    },
    settle: () => barrier?.settle(),
  } satisfies ReadInvalidations);

  app.addHook('onClose', async () => {
    barrier?.releaseAll();
    for (const stop of stops) await stop();
  });
});
