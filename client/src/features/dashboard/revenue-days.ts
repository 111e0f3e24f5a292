/** The chart's days as the screen and a screen reader read them (dashboard revenue chart). */
import type { DashboardStats } from '../../../../common/contracts/dashboard.ts';

export type RevenueDay = DashboardStats['revenueByDay'][number];

/** "2026-05-14" is a calendar day, not an instant: read it at local noon (lib/format.ts). */
export { calendarDay as dayOf } from '../../lib/format.ts';

/** Total of the period, added in millimes so that 30 days of 6.375 stay exact. */
export function periodTotal(days: readonly RevenueDay[]): number {
  const millimes = days.reduce(
    (sum, day) => sum + (Number.isFinite(day.revenue) ? Math.round(day.revenue * 1000) : 0),
    0,
  );
  return millimes / 1000;
}

/** The days a buyer ordered on, for the table a screen reader reads instead of the bars. */
export function daysWithSales(days: readonly RevenueDay[]): RevenueDay[] {
  return days.filter((day) => day.orders > 0 || day.revenue > 0);
}

/**
 * A Y-axis tick: whole dinars, so "150,00 DT" reads "150 DT" where space is short. The exact
 * amounts are in the tooltip and the table.
 */
export function axisAmount(formatted: string): string {
  return formatted.replace(/[.,]00(?=\D*$)/, '');
}
