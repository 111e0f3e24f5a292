/** The stat cards' numbers and captions (SPEC §2), computed from the answer of /api/dashboard/stats. */
import type { DashboardStats } from '../../../../common/contracts/dashboard.ts';
import { formatPercent } from '../../lib/format.ts';

export type TrendTone = 'positive' | 'negative' | 'neutral';

export interface TrendCaption {
  /** The percentage as it reads in this language, e.g. "8.2%", "8,2 %". */
  value: string;
  tone: TrendTone;
}

/** Missing values display 0 (SPEC §2). */
export function numberOr0(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * One decimal, as in "8.2% from last week" (formatPercent: "8,2 %" in French and Arabic); Arabic
 * keeps Latin digits, isolated left-to-right so a minus sign stays before its number.
 * null (no figures last week) → no caption.
 */
export function trendCaption(
  percent: number | null | undefined,
  language: string,
): TrendCaption | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent * 10) / 10;
  const tone: TrendTone = rounded > 0 ? 'positive' : rounded < 0 ? 'negative' : 'neutral';
  return { value: isolateFigure(formatPercent(percent, language), language), tone };
}

/**
 * Latin-script figures ("-3,1 %") set inside an Arabic sentence: isolated
 * left-to-right so the bidi algorithm keeps their parts in order. Other languages need nothing.
 */
export function isolateFigure(text: string, language: string): string {
  return language.startsWith('ar') ? `\u2066${text}\u2069` : text;
}

export interface StatFigures {
  ordersCount: number;
  revenue: number;
  customersCount: number;
  unreadMessagesCount: number;
  unreadToday: number;
  trends: { orders: number | null; revenue: number | null; customers: number | null };
}

/** Whatever the server sent (or nothing, on failure), with 0 for every missing figure. */
export function statFiguresOf(stats: Partial<DashboardStats> | undefined): StatFigures {
  return {
    ordersCount: numberOr0(stats?.ordersCount),
    revenue: numberOr0(stats?.revenue),
    customersCount: numberOr0(stats?.customersCount),
    unreadMessagesCount: numberOr0(stats?.unreadMessagesCount),
    unreadToday: numberOr0(stats?.unreadToday),
    trends: {
      orders: stats?.trends?.orders ?? null,
      revenue: stats?.trends?.revenue ?? null,
      customers: stats?.trends?.customers ?? null,
    },
  };
}
