import { describe, expect, it } from 'vitest';
import { axisAmount, daysWithSales, periodTotal } from './revenue-days.ts';

const day = (date: string, revenue: number, orders: number) => ({ date, revenue, orders });

describe('the revenue chart’s days', () => {
  it('adds the period exactly, in millimes', () => {
    const days = Array.from({ length: 30 }, (_, i) => day(`2026-05-${i + 1}`, 0.1, 1));
    expect(periodTotal(days)).toBe(3);
    expect(periodTotal([day('2026-05-01', Number.NaN, 0), day('2026-05-02', 6.35, 1)])).toBe(6.35);
  });

  it('lists for screen readers only the days with sales', () => {
    const days = [day('2026-05-01', 0, 0), day('2026-05-02', 19.05, 2), day('2026-05-03', 0, 0)];
    expect(daysWithSales(days)).toEqual([day('2026-05-02', 19.05, 2)]);
  });

  it('writes axis ticks in whole dinars, keeping the unit', () => {
    expect(axisAmount('150.00\u00a0DT')).toBe('150\u00a0DT');
    expect(axisAmount('1\u202f000,00\u00a0د.ت')).toBe('1\u202f000\u00a0د.ت');
    expect(axisAmount('12,50\u00a0DT')).toBe('12,50\u00a0DT');
  });
});
