/**
 * What a phone downloads to show the marketplace home and the seller's dashboard, measured in a
 * real Chromium (so lazy route chunks, locale parts and modulepreloads all count), each body
 * gzipped at level 9 by us, not taken from headers (the server may compress less, or not at all
 * for small files). Two figures: what the page asks for before its first contentful paint (the
 * issue's budget: what a phone must fetch before it shows anything), and every JS and CSS file
 * it loads until the network is quiet (a server-drawn page fetches its scripts after it shows,
 * client/public/hydrate.js; they are still downloaded, and counted here).
 *   npx tsx bench/page-weight.ts http://127.0.0.1:PORT [username] [password]
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';

/** The flags this sandbox needs: no sandbox as root, no GPU, no calls to the outside. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const PAGE_BUDGETS_KB = { home: 120, dashboard: 200 } as const;

const PHONE = { width: 375, height: 812 };
/** The network counts as idle after this long without a JS/CSS request starting or finishing. */
const QUIET_MS = 1000;
const MAX_WAIT_MS = 30_000;

export interface AssetWeight {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
  gzipKb: number;
  /** When its request started, in ms since the epoch. */
  requestedAt: number;
}

export interface PageWeightResult {
  name: string;
  url: string;
  /** JS and CSS asked for before the first contentful paint: what the budget holds. */
  beforePaintKb: number;
  /** When the page first showed content, ms after navigation started. */
  firstPaintMs: number;
  jsKb: number;
  cssKb: number;
  /** Every JS and CSS file until the network is quiet. */
  totalKb: number;
  budgetKb: number;
  withinBudget: boolean;
  files: AssetWeight[];
}

export interface Credentials {
  username: string;
  password: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function assetKind(url: string, contentType: string): 'js' | 'css' | null {
  const { pathname } = new URL(url);
  if (contentType.includes('javascript') || /\.m?js$/.test(pathname)) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return null;
}

/** Signs in through the API, as the sign-in form does, and returns the session cookie. */
export async function signIn(baseUrl: string, seller: Credentials) {
  const response = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seller),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${seller.username} failed: HTTP ${response.status}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return cookies
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    })
    .filter((cookie) => cookie.name);
}

/**
 * Loads the page and gathers its JS and CSS. Long-lived requests (the live event stream of a
 * signed-in page) never end, so "idle" is judged on scripts and styles only: none started or
 * finished for QUIET_MS after the load event.
 */
async function collectAssets(page: Page, url: string): Promise<AssetWeight[]> {
  const pending: Promise<AssetWeight | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!assetKind(request.url(), '')) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const settle = (request: { url(): string }) => {
    if (!assetKind(request.url(), '')) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    const kind = assetKind(response.url(), response.headers()['content-type'] ?? '');
    if (!kind || response.status() >= 400) return;
    lastActivity = Date.now();
    const requestedAt = response.request().timing().startTime;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzipBytes = gzipSync(body, { level: 9 }).length;
          const gzipKb = round1(gzipBytes / 1024);
          return { url: response.url(), kind, gzipBytes, gzipKb, requestedAt };
        })
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  while (Date.now() - started < MAX_WAIT_MS) {
    if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  const files = (await Promise.all(pending)).filter((file): file is AssetWeight => !!file);
  // A file fetched twice (a modulepreload then its import) is downloaded once: count it once.
  return [...new Map(files.map((file) => [file.url, file])).values()];
}

async function measurePage(
  browser: Browser,
  name: string,
  url: string,
  budgetKb: number,
  cookies: Array<{ name: string; value: string }> = [],
): Promise<PageWeightResult> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    // A service worker would add its own requests (precaching) to the page's.
    serviceWorkers: 'block',
  });
  try {
    if (cookies.length > 0) {
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    }
    const page = await context.newPage();
    const files = await collectAssets(page, url);
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== new URL(url).pathname) {
      throw new Error(`${name}: ${url} ended on ${finalPath} (signed out?)`);
    }
    const paint = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      at: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    if (paint.at === undefined) throw new Error(`${name}: ${url} never painted any content`);
    const paintedAt = paint.origin + paint.at;
    const sum = (which: (file: AssetWeight) => boolean) =>
      files.filter(which).reduce((total, file) => total + file.gzipBytes, 0);
    const kb = (bytes: number) => round1(bytes / 1024);
    const beforePaintKb = kb(sum((file) => file.requestedAt < paintedAt));
    return {
      name,
      url,
      beforePaintKb,
      firstPaintMs: Math.round(paint.at),
      jsKb: kb(sum((file) => file.kind === 'js')),
      cssKb: kb(sum((file) => file.kind === 'css')),
      totalKb: kb(sum(() => true)),
      budgetKb,
      withinBudget: beforePaintKb <= budgetKb,
      files: files.sort((a, b) => b.gzipKb - a.gzipKb),
    };
  } finally {
    await context.close();
  }
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: set CHROME_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

/** The marketplace home signed out, and the dashboard signed in as `seller`. */
export async function measurePageWeights(
  baseUrl: string,
  seller: Credentials,
): Promise<PageWeightResult[]> {
  const cookies = await signIn(baseUrl, seller);
  const browser = await launchChromium();
  try {
    const home = await measurePage(
      browser,
      'home',
      new URL('/', baseUrl).href,
      PAGE_BUDGETS_KB.home,
    );
    const dashboard = await measurePage(
      browser,
      'dashboard',
      new URL('/dashboard', baseUrl).href,
      PAGE_BUDGETS_KB.dashboard,
      cookies,
    );
    return [home, dashboard];
  } finally {
    await browser.close();
  }
}

export function formatPageWeights(results: PageWeightResult[]): string {
  const lines = ['page       before paint KB  budget KB  painted ms   JS KB  CSS KB  total KB'];
  for (const r of results) {
    lines.push(
      `${r.name.padEnd(10)} ${r.beforePaintKb.toFixed(1).padStart(15)}  ${String(r.budgetKb).padStart(9)}  ${String(r.firstPaintMs).padStart(10)}  ${r.jsKb.toFixed(1).padStart(6)}  ${r.cssKb.toFixed(1).padStart(6)}  ${r.totalKb.toFixed(1).padStart(8)}  ${r.withinBudget ? 'ok' : 'OVER'}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, username = 'demo_seller', password = 'hanout2026'] = process.argv.slice(2);
  if (!baseUrl) {
    console.error(
      'usage: npx tsx bench/page-weight.ts http://127.0.0.1:PORT [username] [password]',
    );
    process.exit(2);
  }
  const results = await measurePageWeights(baseUrl, { username, password });
  for (const r of results) {
    console.log(`\n${r.name} (${r.url}): gzip -9`);
    for (const file of r.files) {
      console.log(`  ${file.gzipKb.toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
    }
  }
  console.log(`\n${formatPageWeights(results)}`);
  if (results.some((r) => !r.withinBudget)) process.exitCode = 1;
}
