/**
 * npm run bench [-- --short] [--no-soak] [--no-pages]: Hanout's hot paths on a large dataset
 * (bench/seed.ts), on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. The built server
 * runs in its own process (bench/server.ts), a bare Fastify JSON route in another, and autocannon
 * loads them from a third (bench/cannon.ts). Each endpoint's req/s is divided by the bare route's
 * at the same connection count (the median of its runs at the start, middle and end of the
 * engine's turn; --short: start and end), so the figures survive a noisy shared machine. Judged by bench/targets.ts;
 * every figure goes to bench/results/<date>-<engine>.json. Exits 1 when a target is missed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildClient, clientBuildIsFresh } from '../scripts/client-build.mjs';
import { buildServer, serverBuildIsFresh } from '../scripts/server-build.mjs';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client.ts';
import type { LoadRequest, LoadResult, LoadSpec } from './cannon.ts';
import {
  ACCOUNTS,
  BENCH_PASSWORD,
  CHECKOUT_STOCK,
  FULL_SIZE,
  preparePglite,
  preparePostgres,
  rowsOf,
  SHORT_SIZE,
  topUpCheckoutStock,
  type PreparedDataset,
} from './seed.ts';
import type * as LighthouseModule from './lighthouse.ts';
import type * as PageWeightModule from './page-weight.ts';
import type { ServerMessage } from './server.ts';
import {
  bestRate,
  checkoutRateCheck,
  dashboardCheck,
  median,
  memoryCheck,
  ratioToBare,
  rowChecks,
  runFails,
  stockCheck,
  verdict,
  type Check,
  type Engine,
  type Group,
  type Measured,
  type MemorySample,
  type Mode,
  type StockAudit,
} from './targets.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const mode: Mode = args.has('--short') ? 'short' : 'full';
const size = mode === 'short' ? SHORT_SIZE : FULL_SIZE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (mode === 'short' ? 2 : 8));
const WARMUP_SECONDS = mode === 'short' ? 0.5 : 1;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SOAK = mode === 'full' && !args.has('--no-soak');
const PAGES = mode === 'full' && !args.has('--no-pages');

// --- child processes

interface Child {
  process: ChildProcess;
  next<T>(type: string): Promise<T>;
  /** What a quiet child printed: how many lines, and the first few. */
  output: { lines: number; first: string[] };
}

/**
 * A bench module as a child process (through tsx, as npm run bench runs), with IPC. A quiet
 * child's output is kept for the report instead of flooding the table (a server that logs an
 * error per request would).
 */
function forkChild(file: string, env: Record<string, string>, quiet = false): Child {
  const child = fork(path.join(HERE, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit', 'ipc'],
  });
  const output = { lines: 0, first: [] as string[] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.lines++;
      if (output.first.length < 8) output.first.push(line.slice(0, 300));
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    process: child,
    output,
    next<T>(type: string) {
      return new Promise<T>((resolve, reject) => {
        const onMessage = (message: { type: string; message?: string }) => {
          if (message.type === type) {
            cleanup();
            resolve(message as T);
          } else if (message.type === 'error') {
            cleanup();
            reject(new Error(`${file}: ${message.message}`));
          }
        };
        const onExit = (code: number | null) => {
          cleanup();
          reject(new Error(`${file} exited (${code}) before answering ${type}`));
        };
        const cleanup = () => {
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.on('exit', onExit);
      });
    },
  };
}

interface Server {
  url: string;
  output: Child['output'];
  memory(): Promise<{ rss: number; heapUsed: number }>;
  /** The dashboard's figures computed afresh for each account, median ms (bench/server.ts). */
  dashboardTimings(usernames: string[]): Promise<Record<string, number>>;
  close(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = forkChild('server.ts', { NODE_ENV: 'production', ...env }, true);
  const ready = child.next<Extract<ServerMessage, { type: 'ready' }>>('ready');
  const { url } = await ready.catch((error: unknown) => {
    throw new Error(`${String(error)}\n${child.output.first.join('\n')}`);
  });
  return {
    url,
    output: child.output,
    async memory() {
      const answer = child.next<Extract<ServerMessage, { type: 'memory' }>>('memory');
      child.process.send({ type: 'memory' });
      return answer;
    },
    async dashboardTimings(usernames) {
      const answer = child.next<Extract<ServerMessage, { type: 'dashboard' }>>('dashboard');
      child.process.send({ type: 'dashboard', usernames });
      return (await answer).medianMs;
    },
    async close() {
      if (child.process.exitCode !== null) return;
      const exited = new Promise((resolve) => child.process.once('exit', resolve));
      child.process.send({ type: 'close' });
      await exited;
    },
  };
}

function startCannon() {
  const child = forkChild('cannon.ts', {});
  return {
    async run(spec: LoadSpec): Promise<LoadResult> {
      const answer = child.next<{ result: LoadResult }>('result');
      child.process.send({ type: 'run', spec });
      return (await answer).result;
    },
    close() {
      child.process.send({ type: 'exit' });
    },
  };
}
type Cannon = ReturnType<typeof startCannon>;

// --- what is measured

interface Endpoint {
  name: string;
  group: Group;
  requests: LoadRequest[];
  connections: number[];
  bodies?: string[];
  /** With bodies: each body's client address (LoadSpec.forwardedFor). */
  forwardedFor?: string[];
  /** 'html' for a page: its answer must be HTML. */
  expect?: 'html';
}

/**
 * What a browser sends with every request: the server keeps compressed bodies in its cache and
 * answers them to clients that accept them, so a load without it would measure another path.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

const PRODUCT_PAGE_ID = 101;
const DASHBOARD_BIG = `dashboard, ${size.big.orders} orders`;
const DASHBOARD_SMALL = `dashboard, ${size.small.orders} orders`;
const BIG_STORE_ID = 1;
const BROWSE = [
  '?category=pottery&sort=price_asc',
  '?governorate=TN-11&inStock=true&sort=newest',
  '?minPrice=10&maxPrice=50&sort=price_desc&page=3',
  '?category=food&sort=popular',
];
const SEARCH = ['?q=huile', `?q=${encodeURIComponent('فخار')}`, '?q=tapis&sort=newest'];

function endpoints(cookies: { big: string; small: string }, checkoutBodies: string[]): Endpoint[] {
  const all = [10, 50];
  const publicConnections = all;
  const otherConnections = mode === 'short' ? [10] : all;
  const get = (p: string, cookie?: string): LoadRequest => ({
    path: p,
    headers: cookie ? { ...BROWSER_HEADERS, cookie } : { ...BROWSER_HEADERS },
  });
  const pub = (name: string, paths: string[], expect?: 'html'): Endpoint => ({
    name,
    group: 'public',
    requests: paths.map((p) => get(p)),
    connections: publicConnections,
    expect,
  });
  const signedIn = (name: string, group: Group, p: string, cookie: string): Endpoint => ({
    name,
    group,
    requests: [get(p, cookie)],
    connections: otherConnections,
  });
  return [
    pub('featured products', ['/api/marketplace/products/featured']),
    pub('stores', ['/api/marketplace/stores']),
    pub("a store's products", [`/api/marketplace/stores/${BIG_STORE_ID}/products`]),
    pub('product page (HTML)', [`/marketplace/products/${PRODUCT_PAGE_ID}`], 'html'),
    pub(
      'browse with filters',
      BROWSE.map((q) => `/api/marketplace/products${q}`),
    ),
    pub(
      'search ?q=',
      SEARCH.map((q) => `/api/marketplace/products${q}`),
    ),
    signedIn("seller's products", 'signedIn', '/api/products', cookies.big),
    signedIn('orders list', 'signedIn', '/api/orders', cookies.big),
    signedIn('unread count', 'signedIn', '/api/messages/unread', cookies.big),
    signedIn(DASHBOARD_BIG, 'dashboard', '/api/dashboard/stats', cookies.big),
    signedIn(DASHBOARD_SMALL, 'dashboard', '/api/dashboard/stats', cookies.small),
    {
      name: 'checkout',
      group: 'checkout',
      requests: [
        {
          method: 'POST',
          path: '/api/checkout',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
        },
      ],
      connections: otherConnections,
      bodies: checkoutBodies,
      forwardedFor: checkoutBodies.map((_, k) => buyerAddress(k)),
    },
  ];
}

/**
 * Buyer k's address: checkouts come from many buyers, each under the checkout limit as set for
 * production (20 per address in 10 minutes). From one address with the limit loosened, the
 * limit's store would hold every order of the run under one key, a load no real address can
 * make (it is refused at its 21st order).
 */
function buyerAddress(k: number): string {
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/**
 * One-unit carts, guest checkout. Every fourth goes to one of 25 "hot" products, so concurrent
 * checkouts fight over the same rows (the oversell check means something); the rest spread over
 * every checkout product.
 */
function checkoutBodies(products: { id: number; price: number }[]): string[] {
  const hot = products.slice(0, 25);
  const count = Math.max(2000, products.length);
  return Array.from({ length: count }, (_, k) => {
    const product = (k % 4 === 0 ? hot[(k / 4) % hot.length] : products[k % products.length]) as {
      id: number;
      price: number;
    };
    return JSON.stringify({
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      name: 'Bench Buyer',
      phone: `+216 5${String(k % 10_000_000).padStart(7, '0')}`,
      governorate: 'TN-11',
      address: '12 rue de la Bench, Tunis',
    });
  });
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One plain request per endpoint first: a broken endpoint is said plainly, not just counted. */
async function probe(url: string, endpoint: Endpoint): Promise<string | null> {
  const request = endpoint.requests[0] as LoadRequest;
  const response = await fetch(`${url}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: endpoint.bodies?.[endpoint.bodies.length - 1],
  });
  const body = await response.text();
  if (response.status >= 300) return `${response.status} ${body.slice(0, 200)}`;
  const type = response.headers.get('content-type') ?? '';
  if (endpoint.expect === 'html' && !type.includes('text/html')) return `not HTML: ${type}`;
  // The product page's preview head (what a shared link shows) must be in the HTML.
  if (endpoint.expect === 'html' && !body.includes('og:title')) return 'no og:title in the HTML';
  return null;
}

/**
 * Waits until the server answers a cheap request again: a slow endpoint leaves requests queued
 * after the load stops, and they must not be billed to the next measurement.
 */
async function settle(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
  }
}

// --- one engine

interface Row extends Measured {
  p90: number;
  max: number;
  requests: number;
  statusCodes: Record<string, number>;
  checks: Check[];
}

interface EngineReport {
  engine: Engine;
  mode: Mode;
  date: string;
  dataset: PreparedDataset & { size: typeof size };
  seconds: number;
  bare: Record<number, number[]>;
  rows: Row[];
  checks: Check[];
  memoryAfterLoad?: { rss: number; heapUsed: number };
  /** The dashboard's figures computed afresh, median ms, for the big and the small store. */
  dashboardMs?: { big: number; small: number };
  soak?: { seconds: number; samples: MemorySample[]; result: LoadResult };
  pageWeights?: PageWeight[];
  lighthouse?: LighthouseResult[];
  stock?: StockAudit;
  serverOutputLines?: number;
}

async function openDataset(dataset: PreparedDataset): Promise<Database> {
  return dataset.engine === 'pglite'
    ? openPglite(dataset.location)
    : openPostgres(dataset.location, 2);
}

async function auditStock(
  dataset: PreparedDataset,
  ids: number[],
  since: Date,
  acceptedCheckouts: number,
  inFlightAllowance: number,
): Promise<StockAudit> {
  const database = await openDataset(dataset);
  try {
    const list = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const [shelf] = await rowsOf<{ units: number; negative: number }>(
      database.db,
      sql`select coalesce(sum(stock_quantity), 0)::int as units,
        count(*) filter (where stock_quantity < 0)::int as negative
        from products where id in (${list})`,
    );
    const [sold] = await rowsOf<{ units: number }>(
      database.db,
      sql`select coalesce(sum(oi.quantity), 0)::int as units
        from order_items oi join orders o on o.id = oi.order_id
        where o.order_date >= ${since.toISOString()}::timestamptz and oi.product_id in (${list})`,
    );
    return {
      startUnits: ids.length * CHECKOUT_STOCK,
      endUnits: shelf?.units ?? 0,
      unitsSold: sold?.units ?? 0,
      acceptedCheckouts,
      inFlightAllowance,
      negativeStock: shelf?.negative ?? 0,
    };
  } finally {
    await database.close();
  }
}

async function benchEngine(
  engine: Engine,
  bare: Server,
  cannon: Cannon,
  log: (line: string) => void,
): Promise<EngineReport> {
  const started = performance.now();
  const date = new Date().toISOString();
  log(
    `\n=== ${engine === 'pglite' ? 'PGlite (embedded, the default)' : 'PostgreSQL'} — ${mode} run`,
  );
  const topUp = (db: Db) => topUpCheckoutStock(db, size);
  const { then: topped, ...dataset } =
    engine === 'pglite'
      ? await preparePglite(size, topUp)
      : await preparePostgres(process.env.BENCH_DATABASE_URL as string, size, topUp);
  const products = topped ?? [];
  log(
    `dataset ${dataset.key}: ${size.stores} stores, ${size.products} products, ${size.orders} orders, ${size.messages} messages; ` +
      `${dataset.seeded ? 'seeded' : 'kept from an earlier run, migrations brought up to date'} in ${dataset.seedSeconds.toFixed(1)} s`,
  );
  const app = await startServer({ BENCH_ENGINE: engine, BENCH_LOCATION: dataset.location });
  const report: EngineReport = {
    engine,
    mode,
    date,
    dataset: { ...dataset, size },
    seconds: 0,
    bare: {},
    rows: [],
    checks: [],
  };
  let acceptedCheckouts = 0;
  let inFlightAllowance = 0;
  const checkoutSince = new Date(Date.now() - 1000);
  try {
    const cookies = {
      big: await signIn(app.url, ACCOUNTS.big),
      small: await signIn(app.url, ACCOUNTS.small),
    };
    const list = endpoints(cookies, checkoutBodies(products));
    for (const endpoint of list) {
      const problem = await probe(app.url, endpoint);
      if (endpoint.group === 'checkout' && !problem) acceptedCheckouts++;
      if (problem) {
        log(`  probe ${endpoint.name}: ${problem}`);
        report.checks.push({
          name: `first request, ${endpoint.name}`,
          target: endpoint.expect === 'html' ? '2xx HTML with og:title' : '2xx',
          value: problem,
          pass: false,
          gated: true,
        });
      }
    }
    const connectionCounts = [...new Set(list.flatMap((e) => e.connections))].sort((a, b) => a - b);
    const measureBare = async () => {
      for (const connections of connectionCounts) {
        const result = await cannon.run({
          url: bare.url,
          connections,
          durationSeconds: SECONDS,
          // The same headers as every endpoint (the body is under any compression threshold).
          requests: [{ path: '/bare', headers: { ...BROWSER_HEADERS } }],
        });
        (report.bare[connections] ??= []).push(result.perSecond);
      }
    };
    const measured: { endpoint: Endpoint; connections: number; result: LoadResult }[] = [];
    await measureBare();
    for (const [index, endpoint] of list.entries()) {
      // A third run of the bare route in a full run; start and end are enough for --short.
      if (mode === 'full' && index === Math.floor(list.length / 2)) await measureBare();
      for (const connections of endpoint.connections) {
        const spec = {
          url: app.url,
          connections,
          requests: endpoint.requests,
          bodies: endpoint.bodies,
          forwardedFor: endpoint.forwardedFor,
        };
        const warm = await cannon.run({ ...spec, durationSeconds: WARMUP_SECONDS });
        const result = await cannon.run({ ...spec, durationSeconds: SECONDS });
        if (endpoint.group === 'checkout') {
          acceptedCheckouts += warm.ok + result.ok;
          // Placed but unanswered: what was in flight at each stop, and what timed out (the
          // server may still have placed it).
          inFlightAllowance += 2 * connections + warm.timeouts + result.timeouts;
        }
        measured.push({ endpoint, connections, result });
        await settle(app.url);
        log(
          `  ${endpoint.name} @${connections}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.non2xx ? `, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}` : ''}`,
        );
      }
    }
    await measureBare();
    report.memoryAfterLoad = await app.memory();

    for (const { endpoint, connections, result } of measured) {
      const row: Measured = {
        endpoint: endpoint.name,
        group: endpoint.group,
        connections,
        perSecond: endpoint.group === 'checkout' ? result.okPerSecond : result.perSecond,
        p50: result.p50,
        p99: result.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        ratio: ratioToBare(result.perSecond, report.bare[connections] ?? []),
      };
      report.rows.push({
        ...row,
        p90: result.p90,
        max: result.max,
        requests: result.requests,
        statusCodes: result.statusCodes,
        checks: rowChecks(row, engine, mode),
      });
    }
    // The size target on the figures computed afresh: the route answers from the store's cache.
    const timings = await app.dashboardTimings([ACCOUNTS.big, ACCOUNTS.small]);
    const [bigMs = 0, smallMs = 0] = [timings[ACCOUNTS.big], timings[ACCOUNTS.small]];
    log(
      `  dashboard figures computed afresh: ${bigMs.toFixed(2)} ms (${size.big.orders} orders), ${smallMs.toFixed(2)} ms (${size.small.orders})`,
    );
    report.dashboardMs = { big: bigMs, small: smallMs };
    report.checks.push(dashboardCheck(bigMs, smallMs, mode));
    const checkoutRows = report.rows.filter((row) => row.group === 'checkout');
    report.checks.push(
      checkoutRateCheck(bestRate(checkoutRows.map((row) => row.perSecond)), engine, mode),
    );

    if (engine === 'pglite' && SOAK) report.soak = await soak(app, cannon, list, log);
    if (report.soak) report.checks.push(memoryCheck(report.soak.samples, SOAK_SECONDS, mode));
    if (engine === 'pglite' && PAGES) await pages(app.url, report, log);
  } finally {
    await app.close();
    if (app.output.lines) {
      log(`  the server printed ${app.output.lines} lines, starting with:`);
      for (const line of app.output.first) log(`    ${line}`);
    }
    report.serverOutputLines = app.output.lines;
  }
  report.stock = await auditStock(
    dataset,
    products.map((p) => p.id),
    checkoutSince,
    acceptedCheckouts,
    inFlightAllowance,
  );
  report.checks.push(stockCheck(report.stock));
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** 5 minutes at 10 connections over public and signed-in reads; the server's RSS every 10 s. */
async function soak(
  app: Server,
  cannon: Cannon,
  list: Endpoint[],
  log: (line: string) => void,
): Promise<EngineReport['soak']> {
  log(`  soak: ${SOAK_SECONDS} s at 10 connections over the public and signed-in reads…`);
  const requests = list
    .filter((endpoint) => endpoint.group !== 'checkout')
    .map((endpoint) => endpoint.requests[0] as LoadRequest);
  const samples: MemorySample[] = [];
  const started = performance.now();
  const sample = async () => {
    const memory = await app.memory();
    samples.push({
      seconds: Math.round((performance.now() - started) / 1000),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
    });
  };
  await sample();
  const timer = setInterval(() => void sample(), 10_000);
  const result = await cannon
    .run({ url: app.url, connections: 10, durationSeconds: SOAK_SECONDS, requests })
    .finally(() => clearInterval(timer));
  await sample();
  return { seconds: SOAK_SECONDS, samples, result };
}

// --- page weight and Lighthouse (bench/page-weight.ts, bench/lighthouse.ts: h_lh's)

type PageWeight = Awaited<ReturnType<typeof PageWeightModule.measurePageWeights>>[number];
type LighthouseResult = Awaited<ReturnType<typeof LighthouseModule.runLighthouse>>[number];

/** Loaded only when pages are measured (Chromium, Lighthouse); null if the file is gone. */
async function optional<T>(file: string): Promise<T | null> {
  const url = new URL(file, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return null;
  return (await import(url.href)) as T;
}

const LIGHTHOUSE = { score: 95, lcpMs: 2000, cls: 0.02 };

async function pages(url: string, report: EngineReport, log: (line: string) => void) {
  const weight = await optional<typeof PageWeightModule>('./page-weight.ts');
  if (weight?.measurePageWeights) {
    report.pageWeights = await weight.measurePageWeights(url, {
      username: ACCOUNTS.big,
      password: BENCH_PASSWORD,
    });
    for (const page of report.pageWeights) {
      report.checks.push({
        name: `JS+CSS gzip before first paint, ${page.name}`,
        target: `<= ${page.budgetKb} KB`,
        value: `${page.beforePaintKb.toFixed(1)} KB (painted at ${page.firstPaintMs} ms; all JS+CSS until quiet ${page.totalKb.toFixed(1)} KB: JS ${page.jsKb.toFixed(1)}, CSS ${page.cssKb.toFixed(1)})`,
        pass: page.withinBudget,
        gated: true,
      });
    }
  } else log('  page weights: bench/page-weight.ts is not there yet (skipped)');
  const lighthouse = await optional<typeof LighthouseModule>('./lighthouse.ts');
  if (lighthouse?.runLighthouse) {
    report.lighthouse = await lighthouse.runLighthouse(url, [
      { name: 'home', path: '/' },
      { name: 'store', path: `/marketplace/stores/${BIG_STORE_ID}` },
      { name: 'product', path: `/marketplace/products/${PRODUCT_PAGE_ID}` },
    ]);
    for (const page of report.lighthouse) {
      const score = page.score; // 0-100, as bench/lighthouse.ts gives it
      report.checks.push({
        name: `Lighthouse mobile, ${page.name}`,
        target: `score >= ${LIGHTHOUSE.score}, LCP <= ${LIGHTHOUSE.lcpMs} ms, CLS <= ${LIGHTHOUSE.cls}`,
        value: `${score.toFixed(0)}, LCP ${page.lcpMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, TBT ${page.tbtMs.toFixed(0)} ms, FCP ${page.fcpMs.toFixed(0)} ms`,
        pass:
          score >= LIGHTHOUSE.score && page.lcpMs <= LIGHTHOUSE.lcpMs && page.cls <= LIGHTHOUSE.cls,
        gated: true,
      });
    }
  } else log('  Lighthouse: bench/lighthouse.ts is not there yet (skipped)');
}

// --- output

function table(report: EngineReport): string {
  const head = [
    'endpoint',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'ratio',
    'target',
    'result',
  ];
  const lines = report.rows.map((row) => {
    const shown = row.checks.filter((c) => c.name !== 'failed requests' || !c.pass);
    const failed = row.checks.filter((c) => !c.pass).map((c) => `${c.name} ${c.value}`);
    return [
      row.group === 'checkout' ? `${row.endpoint} (orders/s)` : row.endpoint,
      String(row.connections),
      row.perSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      String(row.non2xx + row.errors),
      `${(row.ratio * 100).toFixed(1)}%`,
      shown.map((c) => (c.name === 'ratio' ? c.target : `${c.name} ${c.target}`)).join('; ') || '-',
      verdict(row.checks) + (failed.length ? ` (${failed.join('; ')})` : ''),
    ];
  });
  const widths = head.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (l[i] as string).length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i >= 1 && i <= 6 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number),
      )
      .join('  ')
      .trimEnd();
  const bare = Object.entries(report.bare)
    .map(
      ([c, runs]) =>
        `${c} conns ${median(runs).toFixed(0)} req/s (runs ${runs.map((r) => r.toFixed(0)).join(', ')})`,
    )
    .join('; ');
  const checks = report.checks.map(
    (c) =>
      `  ${c.pass ? 'PASS' : c.gated ? 'FAIL' : 'warn'}  ${c.name}: ${c.value} (target ${c.target})`,
  );
  const memory = report.memoryAfterLoad
    ? `server memory after the load: RSS ${(report.memoryAfterLoad.rss / 1048576).toFixed(0)} MB, heap ${(report.memoryAfterLoad.heapUsed / 1048576).toFixed(0)} MB`
    : '';
  const soakLine = report.soak
    ? `soak RSS every 10 s (MB): ${report.soak.samples.map((s) => (s.rss / 1048576).toFixed(0)).join(' ')}; ${report.soak.result.perSecond.toFixed(0)} req/s, p99 ${report.soak.result.p99.toFixed(1)} ms, ${report.soak.result.non2xx} non-2xx`
    : '';
  return [
    `\n${report.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${mode} run, ${SECONDS} s per measurement; every load (bare route included) sends accept-encoding: ${BROWSER_HEADERS['accept-encoding']}, as browsers do; bare Fastify route: ${bare}`,
    format(head),
    ...lines.map(format),
    ...checks,
    memory,
    soakLine,
  ]
    .filter(Boolean)
    .join('\n');
}

function writeResults(report: EngineReport): string {
  const dir = path.join(HERE, 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const { location: _location, ...dataset } = report.dataset;
  const file = path.join(dir, `${stamp}-${report.engine}${mode === 'short' ? '-short' : ''}.json`);
  writeFileSync(file, `${JSON.stringify({ ...report, dataset }, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

async function ensureBuilt(log: (line: string) => void) {
  if (process.env.BENCH_SKIP_BUILD) return;
  if (!clientBuildIsFresh()) {
    log('building the client (dist/client is older than its sources)…');
    await buildClient();
  }
  if (!serverBuildIsFresh()) {
    log('building the server (dist/server is older than its sources)…');
    await buildServer();
  }
}

async function main() {
  const started = performance.now();
  const log = (line: string) =>
    console.log(
      line.startsWith('  ') && !line.startsWith('   ')
        ? `${line} [${((performance.now() - started) / 1000).toFixed(0)} s]`
        : line,
    );
  await ensureBuilt(log);
  const engines: Engine[] = ['pglite'];
  if (process.env.BENCH_DATABASE_URL) engines.push('postgres');
  else log('(BENCH_DATABASE_URL not set: PostgreSQL skipped)');
  const bare = await startServer({ BENCH_ROLE: 'bare' });
  const cannon = startCannon();
  const reports: EngineReport[] = [];
  try {
    for (const engine of engines) {
      const report = await benchEngine(engine, bare, cannon, log);
      reports.push(report);
      console.log(table(report));
      log(`figures: ${writeResults(report)}`);
    }
  } finally {
    cannon.close();
    await bare.close();
  }
  const checks = reports.flatMap((r) => [...r.rows.flatMap((row) => row.checks), ...r.checks]);
  const failed = runFails(checks);
  log(
    `\nbench ${mode}: ${failed ? 'FAIL' : 'PASS'} in ${((performance.now() - started) / 1000).toFixed(0)} s` +
      (mode === 'short'
        ? ' (fails below half a target ratio, on a failed request or an oversell)'
        : ''),
  );
  process.exit(failed ? 1 : 0);
}

await main();
