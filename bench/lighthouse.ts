/**
 * Lighthouse 12 on the public pages, as a phone sees them: the default (mobile) config, so
 * simulated throttling of a Moto G Power on slow 4G, performance category only, in the system
 * Chromium. Pages run one after the other (two at once would share the 2 cores and slow both).
 * Besides the metrics it returns what to fix: the LCP element and its phases, what shifted,
 * what blocked rendering. Full JSON reports go to bench/results/lighthouse/.
 *   npx tsx bench/lighthouse.ts http://127.0.0.1:PORT [/path ...]
 *   LIGHTHOUSE_RUNS=3 npx tsx bench/lighthouse.ts …   (median of three runs per page)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_FLAGS } from './page-weight.ts';

export const REPORT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'results',
  'lighthouse',
);

export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 2000, cls: 0.02 } as const;
const WARM_UP_REQUESTS = 2;

export const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'store', path: '/marketplace/stores/1' },
  { name: 'product', path: '/marketplace/products/1' },
];

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseFindings {
  /** The LCP element as Lighthouse names it: a CSS selector and the start of its HTML. */
  lcpElement: { selector: string; snippet: string } | null;
  /** TTFB, load delay, load time and render delay of the LCP, in ms. */
  lcpPhases: Record<string, number>;
  /** Elements that moved, with their share of the CLS. */
  layoutShifts: Array<{ selector: string; snippet: string; score: number }>;
  /** Requests that held back the first paint, with the ms Lighthouse would save. */
  renderBlocking: Array<{ url: string; wastedMs: number }>;
  unsizedImages: string[];
  /** Fonts whose text stays invisible while they load. */
  fontDisplay: string[];
  lcpLazyLoaded: boolean;
}

export interface LighthouseSummary {
  name: string;
  url: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  meetsTargets: boolean;
  findings: LighthouseFindings;
  reportFile: string;
  /** Every run's score, lowest first, when the page ran more than once. */
  scores?: number[];
}

type Audit = LighthouseResult['audits'][string];
interface NodeValue {
  type: 'node';
  selector?: string;
  snippet?: string;
}

function tableItems(audit: Audit | undefined): Array<Record<string, unknown>> {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  return details.items as Array<Record<string, unknown>>;
}

function nodeOf(value: unknown): { selector: string; snippet: string } | null {
  const node = value as NodeValue | undefined;
  if (node?.type !== 'node') return null;
  return { selector: node.selector ?? '', snippet: node.snippet ?? '' };
}

/** The LCP element audit is a list of two tables: the element, then the phases. */
function lcpDetails(audit: Audit | undefined) {
  const tables = tableItems(audit) as Array<{ items?: Array<Record<string, unknown>> }>;
  const element = nodeOf(tables[0]?.items?.[0]?.node);
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) {
    const phase = row.phase as string | { formattedDefault?: string } | undefined;
    const label = typeof phase === 'string' ? phase : (phase?.formattedDefault ?? '?');
    phases[label] = Math.round(Number(row.timing ?? 0));
  }
  return { element, phases };
}

export function findingsOf(lhr: LighthouseResult): LighthouseFindings {
  const { element, phases } = lcpDetails(lhr.audits['largest-contentful-paint-element']);
  const layoutShifts = tableItems(lhr.audits['layout-shifts']).flatMap((row) => {
    const node = nodeOf(row.node);
    return node ? [{ ...node, score: Number(row.score ?? 0) }] : [];
  });
  const renderBlocking = tableItems(lhr.audits['render-blocking-resources']).map((row) => ({
    url: String(row.url ?? ''),
    wastedMs: Math.round(Number(row.wastedMs ?? 0)),
  }));
  const unsizedImages = tableItems(lhr.audits['unsized-images']).map((row) =>
    String(row.url ?? nodeOf(row.node)?.snippet ?? ''),
  );
  const fontDisplay = tableItems(lhr.audits['font-display']).map((row) => String(row.url ?? ''));
  return {
    lcpElement: element,
    lcpPhases: phases,
    layoutShifts,
    renderBlocking,
    unsizedImages,
    fontDisplay,
    lcpLazyLoaded: lhr.audits['lcp-lazy-loaded']?.score === 0,
  };
}

function summarize(name: string, lhr: LighthouseResult, reportFile: string): LighthouseSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const lcpMs = Math.round(numeric('largest-contentful-paint'));
  const cls = Math.round(numeric('cumulative-layout-shift') * 1000) / 1000;
  return {
    name,
    url: lhr.finalDisplayedUrl,
    score,
    lcpMs,
    cls,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    speedIndexMs: Math.round(numeric('speed-index')),
    meetsTargets:
      score >= LIGHTHOUSE_TARGETS.score &&
      lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
      cls <= LIGHTHOUSE_TARGETS.cls,
    findings: findingsOf(lhr),
    reportFile,
  };
}

/**
 * Asks for the page twice before Lighthouse does, as visitors before this one would have: the
 * server's rendered-page cache and its JIT are warm, so the run measures what most visitors get,
 * not the first one after a start or a catalog change.
 */
async function warmUp(url: string) {
  for (let round = 0; round < WARM_UP_REQUESTS; round++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    await response.arrayBuffer();
  }
}

/** One Chromium per page: a fresh profile, so no cache or service worker from the page before. */
async function auditPage(
  baseUrl: string,
  page: LighthousePage,
  run = 0,
): Promise<LighthouseSummary> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found: set CHROME_PATH');
  await warmUp(new URL(page.path, baseUrl).href);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const url = new URL(page.path, baseUrl).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    const reportFile = path.join(
      REPORT_DIR,
      run ? `${page.name}-${run + 1}.json` : `${page.name}.json`,
    );
    writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
    return summarize(page.name, lhr, reportFile);
  } finally {
    chrome.kill();
  }
}

/**
 * Each page `runs` times (default 1, or LIGHTHOUSE_RUNS), keeping the run with the median score:
 * on a shared machine one run can be off by 20 points, because Lighthouse scales the CPU time it
 * observed by 4 and adds the server's observed response time to every simulated request.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[] = PUBLIC_PAGES,
  options: { runs?: number } = {},
): Promise<LighthouseSummary[]> {
  const runs = Math.max(1, options.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  const results: LighthouseSummary[] = [];
  for (const page of pages) {
    const attempts: LighthouseSummary[] = [];
    for (let run = 0; run < runs; run++) attempts.push(await auditPage(baseUrl, page, run));
    attempts.sort((a, b) => a.score - b.score);
    const median = attempts[Math.floor(attempts.length / 2)] as LighthouseSummary;
    if (runs > 1) median.scores = attempts.map((attempt) => attempt.score);
    results.push(median);
  }
  return results;
}

export function formatLighthouse(results: LighthouseSummary[]): string {
  const lines = ['page       score  LCP ms    CLS   TBT ms  FCP ms  SI ms'];
  const scores = (r: LighthouseSummary) => (r.scores ? `  (runs: ${r.scores.join(', ')})` : '');
  for (const r of results) {
    lines.push(
      `${r.name.padEnd(10)} ${String(r.score).padStart(5)}  ${String(r.lcpMs).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${String(r.tbtMs).padStart(6)}  ${String(r.fcpMs).padStart(6)}  ${String(r.speedIndexMs).padStart(5)}  ${r.meetsTargets ? 'ok' : 'MISS'}${scores(r)}`,
    );
  }
  return lines.join('\n');
}

export function formatFindings(r: LighthouseSummary): string {
  const f = r.findings;
  const lines = [`${r.name} (${r.url})`];
  if (f.lcpElement) lines.push(`  LCP element: ${f.lcpElement.selector}  ${f.lcpElement.snippet}`);
  const phases = Object.entries(f.lcpPhases).map(([phase, ms]) => `${phase} ${ms} ms`);
  if (phases.length) lines.push(`  LCP phases: ${phases.join(', ')}`);
  if (f.lcpLazyLoaded) lines.push('  LCP image is lazy-loaded');
  for (const shift of f.layoutShifts) {
    lines.push(`  shift ${shift.score.toFixed(3)}: ${shift.selector}  ${shift.snippet}`);
  }
  for (const block of f.renderBlocking) {
    lines.push(`  render-blocking (${block.wastedMs} ms): ${block.url}`);
  }
  for (const image of f.unsizedImages) lines.push(`  unsized image: ${image}`);
  for (const font of f.fontDisplay) lines.push(`  font without display swap: ${font}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: npx tsx bench/lighthouse.ts http://127.0.0.1:PORT [/path ...]');
    process.exit(2);
  }
  const pages = paths.length
    ? paths.map((pagePath) => ({
        name: pagePath.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home',
        path: pagePath,
      }))
    : PUBLIC_PAGES;
  const results = await runLighthouse(baseUrl, pages);
  for (const r of results) console.log(formatFindings(r));
  console.log(`\n${formatLighthouse(results)}`);
  if (results.some((r) => !r.meetsTargets)) process.exitCode = 1;
}
