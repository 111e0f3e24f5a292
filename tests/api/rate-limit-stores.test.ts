/**
 * The request limits' shared stores (issue 17): two instances of the app on one database, or on
 * one Redis, count together, so guesses split over both are refused at the limit; a restarted
 * instance still knows the counts; and parallel requests take exactly the places there are.
 *
 * On PostgreSQL each instance has its own pool, as two processes would, and uses the store the
 * app chooses for that engine (PostgreSQL). PGlite serves one process: there the two instances
 * share its handle and are given the PostgreSQL store explicitly (the same SQL), since PGlite's
 * own default is memory. The Redis suite uses the real Redis of this machine and CI (REDIS_URL,
 * or 127.0.0.1:6379), chosen by the app from its configuration.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { openPglite, openPostgres, type Database, type Engine } from '../../server/db/client.ts';
import { rateLimitEvents } from '../../server/db/schema.ts';
import { PostgresLimitStore } from '../../server/plugins/rate-limit-store-postgres.ts';
import {
  LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitOverrides,
} from '../../server/plugins/rate-limits.ts';
import { REDIS_URL, redisAvailable } from '../redis-available.ts';
import { describeEachEngine, ENGINES } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { newAccount } from './session.ts';

const redisUp = await redisAvailable();

/** Every limit loosened but sign-in's, which keep the table's numbers (without the delays). */
const LIMITS: RateLimitOverrides = {
  ...Object.fromEntries(LIMIT_NAMES.map((name) => [name, { max: 10_000, windowMs: 60_000 }])),
  signInPerAddress: RATE_LIMITS.signInPerAddress,
  signInPerPair: RATE_LIMITS.signInPerPair,
  signInPerAccount: { max: RATE_LIMITS.signInPerAccount.max, windowMs: 60 * 60 * 1000 },
};

/** One fresh migrated database, opened as often as instances need (PGlite: one shared handle). */
async function sharedDatabase(engine: Engine) {
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    const database = await openPglite(undefined, { loadDataDir: dump });
    return { open: async () => database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `hanout_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${inject('postgresTemplate')}"`);
  const handles: Database[] = [];
  return {
    open: async () => {
      const database = await openPostgres(databaseUrl(adminUrl, name), 5);
      handles.push(database);
      return database;
    },
    drop: async () => {
      for (const database of handles) await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Instances of the app on one database, each a process of its own as far as the limits go. */
function instances(engine: Engine, config: Partial<Config> = {}, withStore = true) {
  let shared: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
  const apps: App[] = [];
  const start = async () => {
    if (!shared) throw new Error('not ready');
    const database = await shared.open();
    const app = await buildApp({
      config: testConfig(config),
      database,
      clientRoot: '/nonexistent-client-build',
      logger: false,
      rateLimits: LIMITS,
      // PGlite's default is memory; the shared store is what is under test.
      limitStore:
        withStore && engine === 'pglite' ? new PostgresLimitStore(database.db) : undefined,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    shared = await sharedDatabase(engine);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await shared?.drop();
  });
  return { start };
}

const login = (app: App, address: string, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { username, password },
  });

for (const engine of ENGINES) {
  describe(`sign-in limits shared by two instances on one database [${engine}]`, () => {
    const { start } = instances(engine);

    it('refuses guesses split over both instances at the limit, and after a restart', async () => {
      const a = await start();
      const b = await start();
      const owner = await newAccount(a, 'customer');
      const { max } = RATE_LIMITS.signInPerPair;
      for (let i = 0; i < max; i++) {
        const guess = await login(i % 2 ? a : b, '10.60.0.1', owner.username, 'not it');
        expect(guess.statusCode).toBe(401);
      }
      for (const app of [a, b]) {
        const refused = await login(app, '10.60.0.1', owner.username, owner.password);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Both restart: the new instances still count what the old ones did.
      await a.close();
      await b.close();
      const restarted = await start();
      expect((await login(restarted, '10.60.0.1', owner.username, owner.password)).statusCode).toBe(
        429,
      );
      expect((await login(restarted, '10.60.0.2', owner.username, owner.password)).statusCode).toBe(
        200,
      );
    });

    it('lets exactly the limit’s count of parallel guesses through, over both instances', async () => {
      const a = await start();
      const b = await start();
      const owner = await newAccount(a, 'customer');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(i % 2 ? a : b, '10.61.0.1', owner.username, 'not it'),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(
        RATE_LIMITS.signInPerPair.max,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - RATE_LIMITS.signInPerPair.max,
      );
    });
  });

  describe(`the store each engine chooses [${engine}]`, () => {
    const { start } = instances(engine, {}, false);

    it('counts in PostgreSQL on PostgreSQL, in memory on PGlite', async () => {
      const app = await start();
      expect((await login(app, '10.62.0.1', 'nobody_here', 'not it')).statusCode).toBe(401);
      const [rows] = await app.database.db.select({ n: count() }).from(rateLimitEvents);
      expect((rows?.n ?? 0) > 0).toBe(engine === 'postgres');
    });
  });

  describe.runIf(redisUp)(`sign-in limits shared through Redis [${engine}]`, () => {
    const { start } = instances(engine, { REDIS_URL }, false);

    it('refuses guesses split over two instances at the limit, and after a restart', async () => {
      const a = await start();
      const b = await start();
      // A name of this run only: Redis outlives the test database.
      const owner = await newAccount(a, 'customer');
      const address = `10.63.${randomBytes(1)[0] ?? 0}.${(randomBytes(1)[0] ?? 0) % 250}`;
      const { max } = RATE_LIMITS.signInPerPair;
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(i % 2 ? a : b, address, owner.username, 'no')),
      );
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(max);
      await a.close();
      const restarted = await start();
      expect((await login(restarted, address, owner.username, owner.password)).statusCode).toBe(
        429,
      );
      // Nothing of it went to the database.
      const [rows] = await restarted.database.db.select({ n: count() }).from(rateLimitEvents);
      expect(rows?.n).toBe(0);
    });
  });
}

describeEachEngine(
  'the PostgreSQL store, on each engine',
  (env) => {
    const store = () => new PostgresLimitStore(env().database.db);
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('lets exactly max of 30 parallel requests through, on two store objects', async () => {
      const [one, two] = [store(), store()];
      const shared = key();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? one : two).take([{ key: shared, windowMs: 60_000, max: 10 }]),
        ),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
      const refused = results.find((result) => !result.allowed);
      expect(refused?.retryAfterMs).toBeGreaterThan(55_000);
      expect(refused?.retryAfterMs).toBeLessThanOrEqual(60_000);
      await Promise.all([one.close(), two.close()]);
    });

    it('takes in every key or in none, gives back, forgets, and frees a place after its window', async () => {
      const limits = store();
      const [roomy, tight] = [key(), key()];
      const takes = [
        { key: roomy, windowMs: 60_000, max: 5 },
        { key: tight, windowMs: 60_000, max: 1 },
      ];
      const first = await limits.take(takes);
      expect(first).toMatchObject({ allowed: true, counts: [1, 1], refused: [false, false] });
      expect(await limits.take(takes)).toMatchObject({
        allowed: false,
        counts: [1, 1],
        refused: [false, true],
        tickets: [],
      });
      await limits.release({ tickets: first.tickets.slice(1) });
      expect(await limits.take(takes)).toMatchObject({ allowed: true, counts: [2, 1] });
      await limits.release({ keys: [roomy, tight] });
      expect(await limits.take(takes)).toMatchObject({ allowed: true, counts: [1, 1] });
      const brief = key();
      expect((await limits.take([{ key: brief, windowMs: 200, max: 1 }])).allowed).toBe(true);
      expect((await limits.take([{ key: brief, windowMs: 200, max: 1 }])).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await limits.take([{ key: brief, windowMs: 200, max: 1 }])).allowed).toBe(true);
      // A key never asked again keeps its rows until a prune deletes them.
      const forgotten = key();
      await limits.take([{ key: forgotten, windowMs: 100, max: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const left = async () =>
        (
          await env()
            .database.db.select({ n: count() })
            .from(rateLimitEvents)
            .where(eq(rateLimitEvents.key, forgotten))
        )[0]?.n;
      expect(await left()).toBe(1);
      await limits.prune();
      expect(await left()).toBe(0);
      await limits.close();
    });
  },
  { seed: false },
);
