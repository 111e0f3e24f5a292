/** Money, order ids and message times, as the screens show them (SPEC §1, §4, §9). */
import { LIMITS } from '../../../common/constants.ts';

/** 12.5 → "12.50 DT". Arabic keeps Latin digits: Tunisian prices are written that way. */
export function formatDinars(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe.toFixed(2)} DT`;
}

/** Ids below 1000 read as ORD-{id}; larger ones are shown as they are. */
export function formatOrderId(id: number): string {
  return id < LIMITS.shortOrderIdBelow ? `ORD-${id}` : String(id);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type MessageTime =
  { kind: 'today'; text: string } | { kind: 'yesterday' } | { kind: 'relative'; text: string };

/**
 * Today: hour and minute; yesterday: the word "Yesterday" (translated by the caller); older: a
 * relative time such as "3 days ago", in the given language.
 */
export function describeMessageTime(
  value: string | Date,
  language: string,
  now: Date = new Date(),
): MessageTime {
  const date = typeof value === 'string' ? new Date(value) : value;
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) {
    const text = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
      date,
    );
    return { kind: 'today', text };
  }
  if (days === 1) return { kind: 'yesterday' };
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (days < 30) return { kind: 'relative', text: relative.format(-days, 'day') };
  if (days < 365)
    return { kind: 'relative', text: relative.format(-Math.floor(days / 30), 'month') };
  return { kind: 'relative', text: relative.format(-Math.floor(days / 365), 'year') };
}

export function formatDate(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
