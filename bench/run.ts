/**
 * npm run bench: throughput and latency of Hanout's hot paths as ratios against a bare Fastify
 * endpoint measured in the same run, plus the size of what a phone downloads first.
 * Shared machines are noisy: read the ratios and medians, not one absolute figure.
 * With BENCH_DATABASE_URL set, also browses 50,000 products on PostgreSQL (bench/browse.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp, DEFAULT_CLIENT_ROOT } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openPglite } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { runBrowseBench } from './browse.ts';
import { runLoad, type LoadResult } from './load.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Budgets for the first load of a page, gzipped (what a phone on 3G waits for). */
const BUDGET_KB = { entryJs: 150, css: 20 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(
  name: string,
  url: string,
  headers?: Record<string, string>,
  expectStatus = 200,
) {
  const rounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(
      await runLoad(name, url, {
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        headers,
        expectStatus,
      }),
    );
  }
  return {
    name,
    perSecond: median(rounds.map((r) => r.perSecond)),
    medianMs: median(rounds.map((r) => r.medianMs)),
    p95Ms: median(rounds.map((r) => r.p95Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

function entryAssets(): { js: string | null; css: string | null } {
  const indexFile = path.join(DEFAULT_CLIENT_ROOT, 'index.html');
  if (!existsSync(indexFile)) return { js: null, css: null };
  const html = readFileSync(indexFile, 'utf8');
  return {
    js: /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? null,
    css: /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? null,
  };
}

function gzippedKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openPglite();
  await prepareDatabase(database, { seedDemo: true });
  const app = await buildApp({
    config: testConfig({ NODE_ENV: 'production' }),
    database,
    logger: false,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const assets = entryAssets();

  const targets: [string, string, Record<string, string>?, number?][] = [
    ['bare Fastify endpoint', `${bareUrl}/bare`],
    ['GET /api/health (one query)', `${appUrl}/api/health`],
    ['GET /api/no-such (JSON 404)', `${appUrl}/api/no-such`, undefined, 404],
    ['GET /api/marketplace/products/featured', `${appUrl}/api/marketplace/products/featured`],
    ['GET /api/marketplace/stores', `${appUrl}/api/marketplace/stores`],
    ['GET store products (page 1)', `${appUrl}/api/marketplace/stores/1/products`],
    ['GET search ?q=huile', `${appUrl}/api/marketplace/products?q=huile`],
  ];
  if (assets.js) {
    targets.push(['GET /marketplace (index.html)', `${appUrl}/marketplace`]);
    targets.push(['GET product page (preview head)', `${appUrl}/marketplace/products/1`]);
    targets.push(['GET entry JS, gzip', `${appUrl}${assets.js}`, { 'accept-encoding': 'gzip' }]);
  }

  console.log(
    `${ROUNDS} rounds × ${DURATION_MS} ms, ${CONNECTIONS} connections; medians of rounds\n`,
  );
  const results = [];
  for (const [name, url, headers, status] of targets) {
    results.push(await measure(name, url, headers, status));
  }
  const base = results[0];
  if (!base) throw new Error('no baseline');
  console.log('endpoint                          req/s   ratio   median ms   p95 ms  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(32)} ${r.perSecond.toFixed(0).padStart(6)}  ${(r.perSecond / base.perSecond).toFixed(2).padStart(6)}  ${r.medianMs.toFixed(2).padStart(10)}  ${r.p95Ms.toFixed(2).padStart(7)}  ${String(r.errors).padStart(6)}`,
    );
  }

  if (assets.js && assets.css) {
    const jsKb = gzippedKb(path.join(DEFAULT_CLIENT_ROOT, assets.js));
    const cssKb = gzippedKb(path.join(DEFAULT_CLIENT_ROOT, assets.css));
    const chunks = readdirSync(path.join(DEFAULT_CLIENT_ROOT, 'assets')).filter((f) =>
      f.endsWith('.js'),
    );
    console.log(
      `\nfirst load, gzipped: entry JS ${jsKb.toFixed(1)} KB (budget ${BUDGET_KB.entryJs}), CSS ${cssKb.toFixed(1)} KB (budget ${BUDGET_KB.css}); ${chunks.length} JS chunks in all`,
    );
    if (jsKb > BUDGET_KB.entryJs || cssKb > BUDGET_KB.css) process.exitCode = 1;
  } else {
    console.log('\n(no client build: run `npm run build` to measure page and asset sizes)');
  }

  await app.close();
  await database.close();
  await runBrowseBench(bareUrl);
  await bare.close();
}

await main();
