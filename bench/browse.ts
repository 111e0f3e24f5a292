/**
 * The large-catalog part of npm run bench: the marketplace browse endpoint with filters and sorts
 * over 50,000 products (bench/catalog.ts), at 10 connections, against the bare route of the same
 * run. The target is PostgreSQL's: p99 under 100 ms for every filtered and sorted query (searches
 * in best-match order are measured without one). PGlite gets the same queries for comparison,
 * with no target (one embedded connection answers one query at a time).
 *
 * Runs only when asked: BENCH_DATABASE_URL (a PostgreSQL server; a throwaway database
 * hanout_bench_<time> is created there and dropped after). BENCH_CATALOG=pglite (or
 * postgres,pglite) adds PGlite: slow (a minute or more to seed, seconds per query under load).
 */
import { request } from 'undici';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { describeUrl, openPglite, openPostgres, type Database } from '../server/db/client.ts';
import { seedLargeCatalog } from './catalog.ts';
import { runLoad, type LoadResult } from './load.ts';

const CONNECTIONS = 10;
const TARGET_P99_MS = 100;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = {
  stores: Number(process.env.BENCH_CATALOG_STORES ?? 1000),
  products: Number(process.env.BENCH_CATALOG_PRODUCTS ?? 50_000),
};

/** What a buyer does on /marketplace/products: filters, sorts, a search, a later page. */
const BROWSE_QUERIES: [string, string][] = [
  ['everything, newest', '?sort=newest'],
  ['pottery in TN-11, price up', '?category=pottery&governorate=TN-11&sort=price_asc'],
  ['in stock, most sold', '?sort=popular&inStock=true'],
  ['q=huile, newest', '?q=huile&sort=newest'],
  ['q=فخار (Arabic), most sold', `?q=${encodeURIComponent('فخار')}&sort=popular`],
  ['10–50 DT, price down, p. 3', '?minPrice=10&maxPrice=50&sort=price_desc&page=3'],
  ['food, in stock, most sold', '?category=food&inStock=true&sort=popular'],
  ['TN-61, newest, page 5', '?governorate=TN-61&sort=newest&page=5'],
];

/** Searches in the default order (best match first): measured too, outside the target. */
const RELEVANCE_QUERIES: [string, string][] = [
  ['q=huile, best match', '?q=huile'],
  ['q=فخار, best match', `?q=${encodeURIComponent('فخار')}`],
];

interface Measured {
  name: string;
  perSecond: number;
  medianMs: number;
  p99Ms: number;
  worstP99Ms: number;
  errors: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * A short warm-up (pool connections opened, serializers compiled, and the server's cache of large
 * totals filled, as a busy marketplace keeps it), then ROUNDS rounds; medians of rounds.
 */
async function measure(name: string, url: string): Promise<Measured> {
  await runLoad(name, url, { connections: CONNECTIONS, durationMs: 500 });
  const rounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await runLoad(name, url, { connections: CONNECTIONS, durationMs: DURATION_MS }));
  }
  return {
    name,
    perSecond: median(rounds.map((r) => r.perSecond)),
    medianMs: median(rounds.map((r) => r.medianMs)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    worstP99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

type Row = Measured & { total: string; target: boolean };

/** One plain request first (a query the API refuses is reported, not load-tested), then load. */
async function measureQuery(name: string, url: string, target: boolean): Promise<Row> {
  const probe = await request(url);
  const body = await probe.body.text();
  if (probe.statusCode !== 200) {
    console.log(`  ${name}: ${probe.statusCode} ${body.slice(0, 200)} (skipped)`);
    const none = { perSecond: 0, medianMs: 0, p99Ms: 0, worstP99Ms: 0 };
    return { name, ...none, errors: 1, total: '-', target };
  }
  const total = String((JSON.parse(body) as { total?: number }).total ?? '?');
  return { ...(await measure(name, url)), total, target };
}

/** Seeds the catalog, serves it, measures every query. Returns false when a target is missed. */
async function benchEngine(
  label: string,
  database: Database,
  bareUrl: string,
  withTarget: boolean,
): Promise<boolean> {
  const seedStarted = performance.now();
  await database.migrate();
  await seedLargeCatalog(database.db, SIZE);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = await buildApp({
    config: testConfig({ NODE_ENV: 'production' }),
    database,
    logger: false,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(
      `\n${label}: ${SIZE.products} products in ${SIZE.stores} stores, migrated and seeded in ${seedSeconds.toFixed(1)} s; ` +
        `GET /api/marketplace/products, ${ROUNDS} rounds × ${DURATION_MS} ms at ${CONNECTIONS} connections` +
        (withTarget ? `, target p99 < ${TARGET_P99_MS} ms` : ' (no target)'),
    );
    const base = await measure('bare Fastify endpoint', `${bareUrl}/bare`);
    const results: Row[] = [{ ...base, total: '', target: false }];
    for (const [name, query] of BROWSE_QUERIES) {
      results.push(await measureQuery(name, `${appUrl}/api/marketplace/products${query}`, true));
    }
    for (const [name, query] of RELEVANCE_QUERIES) {
      results.push(await measureQuery(name, `${appUrl}/api/marketplace/products${query}`, false));
    }
    console.log(
      'query                            req/s   ratio   p50 ms   p99 ms  worst p99  matches  errors' +
        (withTarget ? '  p99 < 100' : ''),
    );
    let passed = true;
    for (const r of results) {
      const ok = r.errors === 0 && r.p99Ms < TARGET_P99_MS;
      if (r.target && !ok) passed = false;
      let verdict = '';
      if (withTarget)
        verdict = r.target ? (ok ? '  PASS' : '  FAIL') : r === results[0] ? '' : '  (info)';
      console.log(
        `${r.name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(7)}  ${(r.perSecond / base.perSecond).toFixed(3).padStart(6)}  ${r.medianMs.toFixed(1).padStart(7)}  ${r.p99Ms.toFixed(1).padStart(7)}  ${r.worstP99Ms.toFixed(1).padStart(9)}  ${r.total.padStart(7)}  ${String(r.errors).padStart(6)}${verdict}`,
      );
    }
    if (withTarget) {
      console.log(
        `${label}: ${passed ? 'PASS' : 'FAIL'}: p99 (median of rounds) ${passed ? 'under' : 'not under'} ${TARGET_P99_MS} ms for every filtered and sorted browse query`,
      );
    }
    return passed;
  } finally {
    await app.close();
  }
}

/** A throwaway database on the server of `url`, dropped whatever happens. */
async function withScratchDatabase<T>(url: string, fn: (databaseUrl: string) => Promise<T>) {
  const name = `hanout_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      return await fn(scratch.toString());
    } finally {
      if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The large-catalog part, when asked for. Sets process.exitCode when PostgreSQL misses the
 * target, as the asset budgets do.
 */
export async function runBrowseBench(bareUrl: string): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const engines = (process.env.BENCH_CATALOG ?? (url ? 'postgres' : '')).split(',');
  if (engines.includes('postgres')) {
    if (!url) throw new Error('BENCH_CATALOG=postgres needs BENCH_DATABASE_URL');
    const passed = await withScratchDatabase(url, async (databaseUrl) => {
      const database = await openPostgres(databaseUrl, CONNECTIONS);
      try {
        return await benchEngine(`PostgreSQL (${describeUrl(url)})`, database, bareUrl, true);
      } finally {
        await database.close();
      }
    });
    if (!passed) process.exitCode = 1;
  }
  if (engines.includes('pglite')) {
    const database = await openPglite();
    try {
      await benchEngine('PGlite (in memory)', database, bareUrl, false);
    } finally {
      await database.close();
    }
  }
  if (!engines.some((engine) => engine === 'postgres' || engine === 'pglite')) {
    console.log(
      '\n(large catalog skipped: set BENCH_DATABASE_URL to a PostgreSQL server to browse 50,000 products)',
    );
  }
}
