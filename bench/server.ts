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

export type ServerMessage =
  | { type: 'ready'; url: string }
  | { type: 'memory'; rss: number; heapUsed: number; heapTotal: number; external: number }
  | { type: 'error'; message: string };
export type ParentMessage = { type: 'memory' } | { type: 'close' };

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function built<T>(file: string): Promise<T> {
  return import(pathToFileURL(path.join(DIST, file)).href) as Promise<T>;
}

async function startApp(): Promise<{ url: string; close(): Promise<void> }> {
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
  return {
    url,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
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
