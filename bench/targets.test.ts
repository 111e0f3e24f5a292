import { describe, expect, it } from 'vitest';
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
  TARGETS,
  verdict,
  type Check,
  type Measured,
  type MemorySample,
  type StockAudit,
  CI_FLOORS,
  shortGate,
} from './targets.ts';

const row = (overrides: Partial<Measured>): Measured => ({
  endpoint: 'featured products',
  group: 'public',
  connections: 10,
  perSecond: 1000,
  p50: 1,
  p99: 5,
  non2xx: 0,
  errors: 0,
  ratio: 0.5,
  ...overrides,
});

const check = (checks: Check[], name: string) => {
  const found = checks.find((c) => c.name === name);
  if (!found) throw new Error(`no ${name} check in ${checks.map((c) => c.name).join(', ')}`);
  return found;
};

describe('ratio to the bare route', () => {
  it('divides by the median of the bare runs, not the mean or the last', () => {
    expect(median([30_000, 10_000, 20_000])).toBe(20_000);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(ratioToBare(5000, [30_000, 10_000, 20_000])).toBeCloseTo(0.25);
  });

  it('is 0 without a bare measurement (never Infinity, which would pass every target)', () => {
    expect(median([])).toBe(0);
    expect(ratioToBare(5000, [])).toBe(0);
  });
});

describe('row checks', () => {
  it('public reads need at least 30% on PostgreSQL and 15% on PGlite in a full run', () => {
    const pgAbove = check(rowChecks(row({ ratio: 0.31 }), 'postgres', 'full'), 'ratio');
    const pgBelow = check(rowChecks(row({ ratio: 0.29 }), 'postgres', 'full'), 'ratio');
    expect([pgAbove.pass, pgBelow.pass]).toEqual([true, false]);
    expect(pgBelow.gated).toBe(true);
    const liteAbove = check(rowChecks(row({ ratio: 0.16 }), 'pglite', 'full'), 'ratio');
    const liteBelow = check(rowChecks(row({ ratio: 0.14 }), 'pglite', 'full'), 'ratio');
    expect([liteAbove.pass, liteBelow.pass]).toEqual([true, false]);
    expect(check(rowChecks(row({ ratio: 0.3 }), 'postgres', 'full'), 'ratio').pass).toBe(true);
  });

  it('signed-in lists need 10% on PostgreSQL; PGlite and the dashboard have no ratio target', () => {
    const signedIn = (ratio: number) => row({ group: 'signedIn', ratio });
    expect(check(rowChecks(signedIn(0.11), 'postgres', 'full'), 'ratio').pass).toBe(true);
    expect(check(rowChecks(signedIn(0.09), 'postgres', 'full'), 'ratio').pass).toBe(false);
    const noRatio = (checks: Check[]) => checks.some((c) => c.name === 'ratio');
    expect(noRatio(rowChecks(signedIn(0.001), 'pglite', 'full'))).toBe(false);
    expect(noRatio(rowChecks(row({ group: 'dashboard', ratio: 0.001 }), 'postgres', 'full'))).toBe(
      false,
    );
  });

  it('--short gates at half the target ratio', () => {
    expect(check(rowChecks(row({ ratio: 0.16 }), 'postgres', 'short'), 'ratio').pass).toBe(true);
    expect(check(rowChecks(row({ ratio: 0.14 }), 'postgres', 'short'), 'ratio').pass).toBe(false);
    expect(check(rowChecks(row({ ratio: 0.14 }), 'postgres', 'short'), 'ratio').gated).toBe(true);
  });

  it('any failed request or timeout fails the row, in both modes', () => {
    for (const mode of ['full', 'short'] as const) {
      expect(check(rowChecks(row({}), 'postgres', mode), 'failed requests').pass).toBe(true);
      const non2xx = check(rowChecks(row({ non2xx: 1 }), 'postgres', mode), 'failed requests');
      const errors = check(rowChecks(row({ errors: 1 }), 'postgres', mode), 'failed requests');
      expect([non2xx.pass, errors.pass, non2xx.gated]).toEqual([false, false, true]);
    }
  });

  it('p99 must stay under 10x p50 at 50 connections (gated in a full run only)', () => {
    const at50 = (p99: number, mode: 'full' | 'short' = 'full') =>
      check(rowChecks(row({ connections: 50, p50: 2, p99 }), 'postgres', mode), 'p99/p50');
    expect(at50(19.9).pass).toBe(true);
    expect(at50(20.1).pass).toBe(false);
    expect(at50(20.1).gated).toBe(true);
    expect(at50(20.1, 'short').gated).toBe(false);
    expect(
      rowChecks(row({ connections: 10, p99: 1000 }), 'postgres', 'full').map((c) => c.name),
    ).not.toContain('p99/p50');
  });

  it('PGlite p99 must stay under 100 ms at 10 connections', () => {
    const at10 = (p99: number) => check(rowChecks(row({ p99 }), 'pglite', 'full'), 'p99');
    expect(at10(99).pass).toBe(true);
    expect(at10(101).pass).toBe(false);
    expect(TARGETS.pgliteP99At10Ms).toBe(100);
    expect(rowChecks(row({ p99: 1000 }), 'postgres', 'full').map((c) => c.name)).not.toContain(
      'p99',
    );
  });
});

describe('dashboard 100k/1k time ratio', () => {
  it('is the big store’s time over the small one’s, at most 3 (6 in --short)', () => {
    // 25 ms for the big store, 10 for the small: the big one takes 2.5x the time.
    expect(dashboardCheck(25, 10, 'full')).toMatchObject({ value: '2.50', pass: true });
    expect(dashboardCheck(31, 10, 'full').pass).toBe(false);
    expect(dashboardCheck(31, 10, 'short').pass).toBe(true);
    expect(dashboardCheck(61, 10, 'short').pass).toBe(false);
    // A big store faster than the small one is fine.
    expect(dashboardCheck(10, 30, 'full').pass).toBe(true);
  });

  it('fails when a store was not timed', () => {
    expect(dashboardCheck(0, 10, 'full').pass).toBe(false);
    expect(dashboardCheck(10, 0, 'full').pass).toBe(false);
  });
});

describe('checkout rate', () => {
  it('needs 300 orders/s on PostgreSQL (its CI floor in --short), none on PGlite', () => {
    const floor = CI_FLOORS.postgres?.checkout ?? 150;
    expect(checkoutRateCheck(310, 'postgres', 'full').pass).toBe(true);
    expect(checkoutRateCheck(290, 'postgres', 'full')).toMatchObject({ pass: false, gated: true });
    expect(checkoutRateCheck(floor + 1, 'postgres', 'short').pass).toBe(true);
    expect(checkoutRateCheck(floor - 1, 'postgres', 'short').pass).toBe(false);
    expect(checkoutRateCheck(1, 'pglite', 'full')).toMatchObject({ pass: true, gated: false });
  });

  it('takes the best measurement', () => {
    expect(bestRate([40, 320, 120])).toBe(320);
    expect(bestRate([])).toBe(0);
  });
});

describe('oversell audit', () => {
  const audit = (overrides: Partial<StockAudit>): StockAudit => ({
    startUnits: 1000,
    endUnits: 900,
    unitsSold: 100,
    acceptedCheckouts: 95,
    inFlightAllowance: 10,
    negativeStock: 0,
    ...overrides,
  });

  it('passes when every unit off the shelf is on an order and every 201 sold one', () => {
    expect(stockCheck(audit({})).pass).toBe(true);
  });

  it('fails on a lost update: units sold twice but taken once', () => {
    expect(stockCheck(audit({ endUnits: 901 })).pass).toBe(false);
  });

  it('fails when fewer units were sold than checkouts accepted', () => {
    expect(stockCheck(audit({ acceptedCheckouts: 101 })).pass).toBe(false);
  });

  it('fails when more were sold than accepted plus those in flight', () => {
    expect(stockCheck(audit({ acceptedCheckouts: 80, inFlightAllowance: 10 })).pass).toBe(false);
  });

  it('fails on negative stock', () => {
    expect(stockCheck(audit({ negativeStock: 1 })).pass).toBe(false);
  });
});

describe('memory over the soak', () => {
  const samples = (rss: (seconds: number) => number): MemorySample[] =>
    Array.from({ length: 31 }, (_, i) => ({ seconds: i * 10, rss: rss(i * 10), heapUsed: 0 }));
  const MB = 1024 * 1024;

  it('passes when the last minute is within 10% of the second', () => {
    expect(
      memoryCheck(
        samples(() => 500 * MB),
        300,
        'full',
      ).pass,
    ).toBe(true);
    expect(
      memoryCheck(
        samples((s) => (s >= 240 ? 540 : 500) * MB),
        300,
        'full',
      ).pass,
    ).toBe(true);
  });

  it('fails when it grows (or shrinks) by more than 10%', () => {
    expect(
      memoryCheck(
        samples((s) => (s >= 240 ? 560 : 500) * MB),
        300,
        'full',
      ).pass,
    ).toBe(false);
    expect(
      memoryCheck(
        samples((s) => (s >= 240 ? 440 : 500) * MB),
        300,
        'full',
      ).pass,
    ).toBe(false);
  });

  it('fails without samples', () => {
    expect(memoryCheck([], 300, 'full').pass).toBe(false);
  });
});

describe('verdicts', () => {
  const c = (pass: boolean, gated: boolean): Check => ({
    name: 'x',
    target: '',
    value: '',
    pass,
    gated,
  });

  it('a run fails on a gated failure only', () => {
    expect(runFails([c(true, true), c(false, false)])).toBe(false);
    expect(runFails([c(true, true), c(false, true)])).toBe(true);
  });

  it('says PASS, warn or FAIL', () => {
    expect(verdict([c(true, true)])).toBe('PASS');
    expect(verdict([c(true, true), c(false, false)])).toBe('warn');
    expect(verdict([c(false, false), c(false, true)])).toBe('FAIL');
  });
});

describe('shortGate', () => {
  it('asks half the target, or a missed target’s CI floor when that is lower', () => {
    expect(shortGate(0.3, 'postgres', 'featured products')).toBe(0.15);
    // Met since: half its target again.
    expect(shortGate(0.1, 'postgres', "seller's products")).toBe(0.05);
    // A busy machine halves a rate: checkout keeps a floor under half its target.
    expect(shortGate(300, 'postgres', 'checkout')).toBe(CI_FLOORS.postgres?.checkout);
    expect(shortGate(300, 'postgres', 'checkout')).toBeLessThan(150);
    // A floor, while set, lowers the gate below half the target.
    CI_FLOORS.pglite = { 'unread count': 0.01 };
    try {
      expect(shortGate(0.1, 'pglite', 'unread count')).toBe(0.01);
      expect(shortGate(0.1, 'pglite', 'orders list')).toBe(0.05);
    } finally {
      CI_FLOORS.pglite = {};
    }
  });
});
