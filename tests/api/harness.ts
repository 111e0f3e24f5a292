/**
 * Runs a suite once per database engine: always on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set. Each suite gets its own fresh, migrated database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import type { MailOptions } from '../../server/modules/email/index.ts';
import type { PublicReadsOptions } from '../../server/modules/marketplace/public-reads.ts';
import { LIMIT_NAMES, type RateLimitOverrides } from '../../server/plugins/rate-limits.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { openPglite, openPostgres, type Database, type Engine } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export interface TestEnv {
  engine: Engine;
  app: App;
  database: Database;
}

export interface TestEnvOptions {
  seed?: boolean;
  /**
   * With seed: the demo photos, logos and covers too. Off by default: storing their 92 uploads
   * takes seconds on PGlite (server/db/seed.test.ts checks them).
   */
  seedPhotos?: boolean;
  config?: Partial<Config>;
  clientRoot?: string;
  /** Limits a suite wants as given; all others are loosened (LOOSE_LIMITS). */
  rateLimits?: RateLimitOverrides;
  /** Every limit as server/plugins/rate-limits.ts defines it, nothing loosened. */
  realLimits?: boolean;
  /** Extra routes for a test, added before the app is ready. */
  register?: (app: App) => void;
  /** The mail worker's options; `{ worker: false }` keeps queued emails for a test to read. */
  mail?: MailOptions;
  /** The public-read cache's bounds (modules/marketplace/public-reads.ts). */
  publicReads?: PublicReadsOptions;
}

/** Suites sign in and order many times from one address; the limits have their own tests. */
const LOOSE_LIMITS: RateLimitOverrides = Object.fromEntries(
  LIMIT_NAMES.map((name) => [name, { max: 10_000, windowMs: 60_000 }]),
);

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

async function openFreshDatabase(
  engine: Engine,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    return { database: await openPglite(undefined, { loadDataDir: dump }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const template = inject('postgresTemplate') as string;
  const name = `hanout_test_${randomBytes(6).toString('hex')}`;
  // Cloning a template is refused while another clone from it is starting: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  const database = await openPostgres(databaseUrl(adminUrl, name), 20);
  return {
    database,
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export async function createTestEnv(
  engine: Engine,
  options: TestEnvOptions = {},
): Promise<TestEnv> {
  const { database, drop } = await openFreshDatabase(engine);
  if (options.seed) await seedDemo(database.db, { photos: options.seedPhotos ?? false });
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clientRoot: options.clientRoot ?? '/nonexistent-client-build',
    logger: false,
    rateLimits: options.realLimits ? undefined : { ...LOOSE_LIMITS, ...options.rateLimits },
    mail: options.mail,
    publicReads: options.publicReads,
  });
  options.register?.(app);
  app.addHook('onClose', async () => {
    await database.close();
    await drop();
  });
  await app.ready();
  return { engine, app, database };
}

/** describe() once per engine; `env()` gives the suite's app and database inside tests. */
export function describeEachEngine(
  title: string,
  body: (env: () => TestEnv) => void,
  options: TestEnvOptions = {},
) {
  for (const engine of ENGINES) {
    describe(`${title} [${engine}]`, () => {
      let current: TestEnv | undefined;
      beforeAll(async () => {
        current = await createTestEnv(engine, options);
      });
      afterAll(async () => {
        await current?.app.close();
      });
      body(() => {
        if (!current) throw new Error('test environment not ready');
        return current;
      });
    });
  }
}
