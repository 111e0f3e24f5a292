/** The overview's "vs the previous 30 days" captions, from the figures the API computed. */
import type { Trend } from '../../../../common/contracts/admin.ts';
import { formatPercent } from '../../lib/format.ts';

export type TrendTone = 'positive' | 'negative' | 'neutral';

export interface TrendChange {
  /** "+12.5%", "-3,1 %"; isolated left to right in Arabic so the sign stays in front. */
  text: string;
  tone: TrendTone;
}

/**
 * The change of the last 30 days against the 30 before, in percent; null when the 30 days before
 * had nothing (a percentage of zero means nothing).
 */
export function trendChange(trend: Trend, language: string): TrendChange | null {
  if (!(trend.previous30Days > 0)) return null;
  const percent = ((trend.last30Days - trend.previous30Days) / trend.previous30Days) * 100;
  const rounded = Math.round(percent * 10) / 10;
  const tone: TrendTone = rounded > 0 ? 'positive' : rounded < 0 ? 'negative' : 'neutral';
  const number = `${rounded > 0 ? '+' : ''}${formatPercent(rounded, language)}`;
  return { text: language.startsWith('ar') ? `\u2066${number}\u2069` : number, tone };
}
