/**
 * The targets of issue 16 and how a run is judged against them. A full run must meet every
 * target; `--short` (CI) fails only when a ratio falls below half its target (the dashboard's
 * 100k/1k time ratio above twice its limit, checkout below half its rate), or when a request
 * failed or stock was oversold: the other checks are printed there but do not fail the run.
 */
export type Engine = 'pglite' | 'postgres';
export type Mode = 'full' | 'short';
export type Group = 'public' | 'signedIn' | 'dashboard' | 'checkout';

export interface Measured {
  endpoint: string;
  group: Group;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** req/s over the bare route's (median of its measurements at these connections). */
  ratio: number;
}

export interface Check {
  name: string;
  target: string;
  value: string;
  pass: boolean;
  /** Whether a failure fails the run in this mode. */
  gated: boolean;
}

export const TARGETS = {
  publicRatio: { postgres: 0.3, pglite: 0.15 },
  signedInRatio: { postgres: 0.1, pglite: null },
  p99OverP50At50: 10,
  pgliteP99At10Ms: 100,
  dashboardTimeRatio: 3,
  checkoutPerSecond: { postgres: 300, pglite: null },
  memoryGrowth: 0.1,
} as const;

/**
 * CI's floors for the targets not met yet (issue 16 is open on them): there `--short` fails below
 * half of the figure the short run reached when the floor was set, so a regression cannot land
 * unseen while the target itself still prints as missed. Raise a floor to half the target, or
 * delete it, once the target is met. Keyed by endpoint name, per engine; checkout in orders/s.
 */
export const CI_FLOORS: Partial<Record<Engine, Record<string, number>>> = {
  // The product page and the seller's lists met their targets on 2026-12-05 (47% and 37-38% of
  // the bare route on PostgreSQL): their floors are gone. Checkout is a rate, not a ratio, so a
  // busy machine's halved throughput cannot be divided out: the short run did 247-281 orders/s on
  // a quiet machine, and the full run 166-183 with the machine's neighbours busy (the bare route
  // itself at half its speed). Its floor sits under the busy figure, still above what the old
  // checkout of 18 statements did on a busy machine (64 orders/s).
  postgres: { checkout: 100 },
  pglite: {},
};

/** The ratio (or rate) `--short` requires: half the target, or the floor of a missed target. */
export function shortGate(target: number, engine: Engine, endpoint: string): number {
  const floor = CI_FLOORS[engine]?.[endpoint];
  return floor === undefined ? target / 2 : Math.min(target / 2, floor);
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * An endpoint's req/s over the bare route's at the same connections: the median of the bare
 * route's runs (start, middle, end of the engine's turn), so one noisy run does not move it.
 */
export function ratioToBare(perSecond: number, bareRuns: number[]): number {
  const bare = median(bareRuns);
  return bare > 0 ? perSecond / bare : 0;
}

/** Checkout's rate: the best of its measurements (201s per second), 0 when none ran. */
export function bestRate(perSecond: number[]): number {
  return Math.max(0, ...perSecond);
}

export function ratioTarget(group: Group, engine: Engine): number | null {
  if (group === 'public') return TARGETS.publicRatio[engine];
  if (group === 'signedIn') return TARGETS.signedInRatio[engine];
  return null;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** The checks of one measured row. */
export function rowChecks(row: Measured, engine: Engine, mode: Mode): Check[] {
  const checks: Check[] = [];
  const target = ratioTarget(row.group, engine);
  if (target !== null) {
    const needed = mode === 'short' ? shortGate(target, engine, row.endpoint) : target;
    const why = needed === target / 2 ? 'half of' : 'CI floor; target';
    checks.push({
      name: 'ratio',
      target: mode === 'short' ? `>= ${pct(needed)} (${why} ${pct(target)})` : `>= ${pct(needed)}`,
      value: pct(row.ratio),
      pass: row.ratio >= needed,
      gated: true,
    });
  }
  checks.push({
    name: 'failed requests',
    target: '0',
    value: String(row.non2xx + row.errors),
    pass: row.non2xx + row.errors === 0,
    gated: true,
  });
  if (row.connections >= 50) {
    checks.push({
      name: 'p99/p50',
      target: `< ${TARGETS.p99OverP50At50}`,
      value: (row.p99 / Math.max(row.p50, 0.001)).toFixed(1),
      pass: row.p99 < TARGETS.p99OverP50At50 * row.p50,
      gated: mode === 'full',
    });
  }
  if (engine === 'pglite' && row.connections === 10) {
    checks.push({
      name: 'p99',
      target: `< ${TARGETS.pgliteP99At10Ms} ms`,
      value: ms(row.p99),
      pass: row.p99 < TARGETS.pgliteP99At10Ms,
      gated: mode === 'full',
    });
  }
  return checks;
}

/**
 * Dashboard stats for 100,000 orders against 1,000: the time the figures take to compute afresh
 * for the big store over the small one's (bench/server.ts times them without the store cache).
 */
export function dashboardCheck(bigMs: number, smallMs: number, mode: Mode): Check {
  const ratio = bigMs / Math.max(smallMs, 1e-9);
  const limit = mode === 'short' ? TARGETS.dashboardTimeRatio * 2 : TARGETS.dashboardTimeRatio;
  return {
    name: 'dashboard time bench_big/bench_small (computed afresh)',
    target: `<= ${limit}`,
    value: ratio.toFixed(2),
    pass: bigMs > 0 && smallMs > 0 && ratio <= limit,
    gated: true,
  };
}

export function checkoutRateCheck(ordersPerSecond: number, engine: Engine, mode: Mode): Check {
  const target = TARGETS.checkoutPerSecond[engine];
  const needed =
    target === null ? null : mode === 'short' ? shortGate(target, engine, 'checkout') : target;
  return {
    name: 'checkout orders/s',
    target: needed === null ? 'none on PGlite' : `>= ${needed}`,
    value: ordersPerSecond.toFixed(0),
    pass: needed === null || ordersPerSecond >= needed,
    gated: needed !== null,
  };
}

export interface StockAudit {
  /** Units on the shelf of the checkout products before the run. */
  startUnits: number;
  /** Units on the shelf after. */
  endUnits: number;
  /** Units on the orders placed during the run, from the database. */
  unitsSold: number;
  /** Checkouts answered 201 (one unit each). */
  acceptedCheckouts: number;
  /**
   * Checkouts still in flight when a timed load stopped (at most its connections) or timed out:
   * the server may have placed them though nobody read the answer.
   */
  inFlightAllowance: number;
  negativeStock: number;
}

/**
 * No oversell: every unit that left the shelf is on an order placed during the run (a lost
 * update would sell a unit twice and take it once), and every 201 is a unit sold.
 */
export function stockCheck(audit: StockAudit): Check {
  const balanced = audit.endUnits + audit.unitsSold === audit.startUnits;
  const matches =
    audit.unitsSold >= audit.acceptedCheckouts &&
    audit.unitsSold <= audit.acceptedCheckouts + audit.inFlightAllowance;
  return {
    name: 'no oversell',
    target: 'shelf + sold = start; 201s <= sold <= 201s + in flight at stops',
    value: `${audit.endUnits} + ${audit.unitsSold} vs ${audit.startUnits}; ${audit.acceptedCheckouts} 201s, ${audit.inFlightAllowance} in flight at most`,
    pass: balanced && matches && audit.negativeStock === 0,
    gated: true,
  };
}

export interface MemorySample {
  seconds: number;
  rss: number;
  heapUsed: number;
}

/** Flat: the median RSS of the last minute within 10% of the second minute's. */
export function memoryCheck(samples: MemorySample[], totalSeconds: number, mode: Mode): Check {
  const second = samples.filter((s) => s.seconds >= 60 && s.seconds <= 120).map((s) => s.rss);
  const last = samples.filter((s) => s.seconds >= totalSeconds - 60).map((s) => s.rss);
  const before = median(second);
  const after = median(last);
  const growth = before > 0 ? after / before - 1 : 0;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return {
    name: 'PGlite memory flat',
    target: `last minute within ${pct(TARGETS.memoryGrowth)} of the second`,
    value: `${mb(before)} -> ${mb(after)} (${growth >= 0 ? '+' : ''}${pct(growth)})`,
    pass: second.length > 0 && last.length > 0 && Math.abs(growth) <= TARGETS.memoryGrowth,
    gated: mode === 'full',
  };
}

/** The run fails when any gated check fails. */
export function runFails(checks: Check[]): boolean {
  return checks.some((check) => check.gated && !check.pass);
}

export function verdict(checks: Check[]): string {
  if (checks.every((check) => check.pass)) return 'PASS';
  return checks.some((check) => check.gated && !check.pass) ? 'FAIL' : 'warn';
}
