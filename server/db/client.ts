/**
 * One database handle for both engines: PGlite (Postgres in WASM, embedded) when no DATABASE_URL
 * is given, a node-postgres pool otherwise. Both speak the same SQL and run the same migrations.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide lock, so only one instance seeds or migrates at a time.
   * fn gets a handle on the very connection that holds the lock.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls onMessage with the payload of every `NOTIFY channel` (pg_notify) of any instance, once
   * the transaction that sent it commits; nothing for one that rolls back. On PostgreSQL one
   * connection of this process listens (reconnecting after a loss, when onReconnect is called so
   * the listener can catch up); on PGlite the notifications stay in the process. Returns a stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Runs fn and records every SQL statement Drizzle sends on its behalf (see statementRecorder
   * for requests made with inject). For tests and profiling: while nothing records, each
   * statement costs one length test.
   */
  recordQueries<T>(fn: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }>;
  /**
   * PGlite only: a gzipped tarball of the data directory as of the last commit (`npm run
   * db:backup`, server/modules/admin/backup-pglite.ts). PostgreSQL is backed up with pg_dump instead.
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The Drizzle logger of every handle: it records statements for recordQueries, and does nothing
 * (one boolean test) while nobody records. A request made through Fastify's inject loses the
 * async context (light-my-request), so statements seen outside any context go to the innermost
 * recording running: callers keep background work quiet meanwhile.
 */
function statementRecorder() {
  const storage = new AsyncLocalStorage<RecordedStatement[]>();
  const running: RecordedStatement[][] = [];
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        if (running.length === 0) return;
        (storage.getStore() ?? running.at(-1))?.push({ sql: query, params });
      },
    },
    async record<T>(fn: () => Promise<T>) {
      const statements: RecordedStatement[] = [];
      running.push(statements);
      try {
        const result = await storage.run(statements, fn);
        return { result, statements };
      } finally {
        running.splice(running.indexOf(statements), 1);
      }
    },
  };
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The listening connection was lost and is back: notifications in between were missed. */
  onReconnect?(): void;
  /**
   * The listening connection was lost (PostgreSQL only): until onReconnect, notifications may be
   * missed, so whatever they keep fresh must not be trusted.
   */
  onLost?(): void;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
/** Arbitrary constant key for pg_advisory_lock: "hanout" in ASCII. */
const ADVISORY_LOCK_KEY = 0x68616e6f7574;

export class DatabaseUnavailableError extends Error {}

/** DATABASE_URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${describeUrl(url)}: ${reason || 'connection refused'}`,
    );
  }
  const recorder = statementRecorder();
  const db = drizzlePg(pool, { schema, logger: recorder.logger }) as unknown as Db;
  const withLockedClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
      client.release();
    }
  };
  const listener = postgresListener(url);
  return {
    db,
    engine: 'postgres',
    listen: listener.listen,
    recordQueries: recorder.record,
    exclusive: (fn) =>
      withLockedClient((client) =>
        fn(drizzlePg(client, { schema, logger: recorder.logger }) as unknown as Db),
      ),
    migrate: () =>
      withLockedClient((client) =>
        migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      ),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1000;
/** How often the listening connection is asked `select 1`; a failure or no answer is a loss. */
const LISTEN_HEALTH_MS = 30_000;
/** How long that check, and UNLISTEN or the end on close, may take before we stop waiting. */
const LISTEN_TIMEOUT_MS = 5000;

/** p, or a rejection once ms have passed (the timer never keeps the process up). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One connection of its own (not the pool's: a pooled client goes back to others) that LISTENs to
 * every channel asked for, and reconnects when the server drops it. A half-open connection (a NAT
 * or load balancer that forgot it) fires no error: TCP keepalive and a `select 1` every
 * LISTEN_HEALTH_MS find it. Only one connection ever listens, so nothing is delivered twice.
 * DATABASE_URL must not go through PgBouncer in transaction pooling mode: LISTEN needs a session.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let health: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: LISTEN_TIMEOUT_MS,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      next.on('notification', (message) => {
        // A connection replaced meanwhile delivers nothing: the current one does.
        if (client !== next) return;
        for (const handlers of channels.get(message.channel) ?? []) {
          handlers.onMessage(message.payload ?? '');
        }
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        next.end().catch(() => {});
        throw new Error('listener closed');
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const reconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      // A listen() call may have connected in between: that connection is the one.
      if (client || closed) return;
      connect().then(
        () => {
          for (const set of channels.values()) for (const handlers of set) handlers.onReconnect?.();
        },
        () => reconnect(),
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    for (const set of channels.values()) for (const handlers of set) handlers.onLost?.();
    reconnect();
  };

  const checkHealth = () => {
    const current = client;
    if (closed || !current) return;
    within(current.query('select 1'), LISTEN_TIMEOUT_MS).catch(() => lost(current));
  };
  const startHealth = () => {
    if (health) return;
    health = setInterval(checkHealth, LISTEN_HEALTH_MS);
    health.unref();
  };

  return {
    async listen(channel: string, handlers: ListenHandlers) {
      startHealth();
      const known = channels.get(channel);
      if (known) known.add(handlers);
      else {
        channels.set(channel, new Set([handlers]));
        const current = await connect();
        // connect() listens to every channel known when it ran; this one may be newer.
        await current.query(`LISTEN ${quote(channel)}`);
      }
      return async () => {
        const set = channels.get(channel);
        set?.delete(handlers);
        if (set?.size === 0) {
          channels.delete(channel);
          // A dead socket never answers: close() ends the connection anyway.
          const current = client;
          if (current && !closed) {
            await within(current.query(`UNLISTEN ${quote(channel)}`), LISTEN_TIMEOUT_MS).catch(
              () => {},
            );
          }
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(health);
      channels.clear();
      const current = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (current) await within(current.end(), LISTEN_TIMEOUT_MS).catch(() => {});
    },
  };
}

/**
 * dataDir undefined keeps everything in memory (tests). A data directory is locked for this
 * process: PGlite is single-process, and two writers would corrupt it. onLockLost is called if
 * another process takes that lock later (server/db/data-dir-lock.ts, "Losing it").
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; onLockLost?: () => void } = {},
): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir, { onLost: options.onLockLost });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      // Tests start from a dump of an already migrated database: much faster than initdb.
      loadDataDir: options.loadDataDir,
      // Trigram indexes for the marketplace search (migration 0006 creates the extension).
      extensions: { pg_trgm },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const recorder = statementRecorder();
  const db = drizzlePglite(client, { schema, logger: recorder.logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    recordQueries: recorder.record,
    // One process, one connection: there is nobody to race with.
    exclusive: (fn) => fn(db),
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    // Inside a transaction of our own, no other can be half done (PGlite runs one at a time), so
    // the copy holds whole transactions only; the checkpoint first spares the restore replaying
    // the write-ahead log.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.query('checkpoint');
        return client.dumpDataDir('gzip');
      }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  onDataDirLockLost?: () => void;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, { onLockLost: options.onDataDirLockLost });
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
