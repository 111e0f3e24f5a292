/**
 * One server of the bench, in its own process (bench/run.ts forks it; the load comes from yet
 * another process): BENCH_ROLE=app serves Hanout as `npm start` would, from the built server
 * (dist/server/app.js) and the built client, NODE_ENV=production, logger off, every rate limit as
 * in production (the load's checkouts come from many addresses, one trusted proxy deep);
 * BENCH_ROLE=bare serves one Fastify JSON route, the yardstick.
 * Both listen on port 0, send { type: 'ready', url } to the parent, answer { type: 'memory' }
 * with this process's memory, and leave on { type: 'close' } or when the parent goes.
 *
 * BENCH_ENGINE=pglite opens the data directory BENCH_LOCATION; postgres, the database URL in it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type * as AppModule from '../server/app.ts';
import type * as ClientModule from '../server/db/client.ts';
import type * as PrepareModule from '../server/db/prepare.ts';
import type * as ConfigModule from '../server/config.ts';
import type * as DashboardModule from '../server/modules/dashboard/service.ts';
import type * as SchemaModule from '../server/db/schema.ts';
import { eq } from 'drizzle-orm';

export type ServerMessage =
  | { type: 'ready'; url: string }
  | { type: 'memory'; rss: number; heapUsed: number; heapTotal: number; external: number }
  | { type: 'dashboard'; medianMs: Record<string, number> }
  | { type: 'error'; message: string };
export type ParentMessage =
  { type: 'memory' } | { type: 'dashboard'; usernames: string[] } | { type: 'close' };

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function built<T>(file: string): Promise<T> {
  return import(pathToFileURL(path.join(DIST, file)).href) as Promise<T>;
}

/** The dashboard's figures computed afresh, without the store cache: see dashboardTimings. */
type DashboardTimer = (usernames: string[]) => Promise<Record<string, number>>;

/** How many computations a timing takes the median of, after as many to warm up. */
const DASHBOARD_RUNS = 40;

async function startApp(): Promise<{
  url: string;
  dashboardTimings: DashboardTimer;
  close(): Promise<void>;
}> {
  const { buildApp } = await built<typeof AppModule>('server/app.js');
  const { testConfig } = await built<typeof ConfigModule>('server/config.js');
  const { openPglite, openPostgres } = await built<typeof ClientModule>('server/db/client.js');
  const { prepareDatabase } = await built<typeof PrepareModule>('server/db/prepare.js');
  const engine = process.env.BENCH_ENGINE;
  const location = process.env.BENCH_LOCATION;
  if (!location || (engine !== 'pglite' && engine !== 'postgres')) {
    throw new Error('BENCH_ENGINE (pglite or postgres) and BENCH_LOCATION are required');
  }
  // Uploads would go here; the bench uploads nothing.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-bench-'));
  const database = engine === 'pglite' ? await openPglite(location) : await openPostgres(location);
  await prepareDatabase(database, { seedDemo: false });
  const config = testConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The load's checkouts come from many buyers' addresses (X-Forwarded-For), one proxy deep.
    TRUST_PROXY: 1,
    ...(engine === 'postgres' ? { DATABASE_URL: location } : {}),
  });
  // Every limit as in production: the checkouts come from as many addresses as buyers.
  const app = await buildApp({ config, database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { storeStats } = await built<typeof DashboardModule>('server/modules/dashboard/service.js');
  const { users } = await built<typeof SchemaModule>('server/db/schema.js');
  /**
   * The dashboard route answers from the store's cache between changes (plugins/store-reads.ts),
   * so its HTTP timings say nothing of a store's size: the size target is checked on the
   * figures computed afresh, in this process, on the same database, median of DASHBOARD_RUNS.
   */
  const dashboardTimings: DashboardTimer = async (usernames) => {
    const medianMs: Record<string, number> = {};
    for (const username of usernames) {
      const [account] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      if (!account) throw new Error(`no account ${username}`);
      const times: number[] = [];
      for (let run = 0; run < DASHBOARD_RUNS * 2; run++) {
        const started = performance.now();
        await storeStats(database.db, account.id);
        if (run >= DASHBOARD_RUNS) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      medianMs[username] = times[Math.floor(times.length / 2)] ?? 0;
    }
    return medianMs;
  };
  return {
    url,
    dashboardTimings,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startBare(): Promise<{
  url: string;
  dashboardTimings?: DashboardTimer;
  close(): Promise<void>;
}> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'ok' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

function send(message: ServerMessage) {
  process.send?.(message);
}

async function main() {
  process.env.NODE_ENV = 'production';
  const server = process.env.BENCH_ROLE === 'bare' ? await startBare() : await startApp();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.close().catch(() => {});
    process.exit(0);
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'close') void close();
    if (message.type === 'dashboard' && server.dashboardTimings) {
      server.dashboardTimings(message.usernames).then(
        (medianMs) => send({ type: 'dashboard', medianMs }),
        (error: unknown) => send({ type: 'error', message: String(error) }),
      );
    }
    if (message.type === 'memory') {
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      send({ type: 'memory', rss, heapUsed, heapTotal, external });
    }
  });
  process.on('disconnect', () => void close());
  send({ type: 'ready', url: server.url });
}

main().catch((error: unknown) => {
  send({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
