import { formatDinars } from '../../lib/format.ts';

/**
 * "12.50 DT" wrapped in a left-to-right isolate, for amounts inside a translated sentence: in
 * Arabic the bidi algorithm would otherwise show "DT 12.50".
 */
export function isolatedDinars(amount: number): string {
  return `\u2066${formatDinars(amount)}\u2069`;
}
