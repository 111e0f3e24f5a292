/** Money, percentages, phones, order ids and message times, as the screens show them (SPEC §1, §4, §9). */
import { LIMITS } from '../../../common/constants.ts';
import {
  NARROW_NO_BREAK_SPACE,
  formatFixed,
  numberOf,
  numberStyleOf,
  usesDecimalComma,
} from '../../../common/number-format.ts';
import { normalizeTunisianPhone } from '../../../common/tunisia.ts';

export { formatMoney } from '../../../common/number-format.ts';

/**
 * A percentage given in percent (75 → "75.0%"): "75.0%" in English, "75,0 %" with a thin space in
 * French and in Arabic. Arabic shows it left to right (isolateLtr), as CLDR does for Western digits.
 */
export function formatPercent(
  value: number | null | undefined,
  language: string,
  fractionDigits = 1,
): string {
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(numberOf(value) * scale);
  const number = formatFixed(
    Object.is(scaled, -0) ? 0 : scaled,
    fractionDigits,
    numberStyleOf(language),
  );
  return usesDecimalComma(language) ? `${number}${NARROW_NO_BREAK_SPACE}%` : `${number}%`;
}

/** Intl locale of a UI language; Arabic keeps Western digits and the decimal comma, as Tunisia writes. */
function numberLocaleOf(language: string): string {
  if (language.startsWith('ar')) return 'ar-TN-u-nu-latn';
  return language.startsWith('fr') ? 'fr' : 'en';
}

/** An average rating out of 5 with one decimal: "4.5" in English, "4,5" in French and Arabic. */
export function formatRating(average: number, language: string): string {
  return new Intl.NumberFormat(numberLocaleOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/**
 * Tunisian numbers, however they were stored ("+21622123456", "22123456", "22 123 456",
 * "0021622123456"), read "+216 22 123 456"; any other number stays as it was typed.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const normalized = normalizeTunisianPhone(phone);
  if (!normalized) return phone.trim();
  const digits = normalized.slice(4);
  return `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** The tel: link of a phone: its digits and leading +, without the spaces and dashes. */
export function telHref(phone: string): string {
  return `tel:${normalizeTunisianPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/**
 * User text (a name, an address) or an amount set inside a translated sentence: first-strong
 * isolate marks, the plain-text <bdi>, so an Arabic name in an English sentence (or the reverse)
 * keeps its own order and does not pull the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Left-to-right isolate marks: a phone or a signed percentage in an Arabic sentence. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
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

const AGE_MINUTE_MS = 60_000;
const AGE_HOUR_MS = 60 * AGE_MINUTE_MS;

export interface AgeOptions {
  now?: Date;
  /** Said under a minute ("Just now", translated by the caller); else "this minute". */
  justNow?: string;
  /** From this many days on, the date itself reads better than "45 days ago". */
  dateAfterDays?: number;
}

/**
 * How long ago something happened, in the reader's language ("5 minutes ago", "il y a 2 heures",
 * "منذ 3 أيام"): the notification list and the transporters' preview board share it.
 */
export function formatAge(
  value: string | Date,
  language: string,
  { now = new Date(), justNow, dateAfterDays = Infinity }: AgeOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < AGE_MINUTE_MS && justNow !== undefined) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < AGE_HOUR_MS) return format.format(-Math.floor(elapsed / AGE_MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / AGE_HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= dateAfterDays)
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  return format.format(-days, 'day');
}

/** "24 Nov 2026, 19:30" in the reader's language: when someone did something (orders, operators). */
export function formatDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** "2026-05-14" is a calendar day from the API, not an instant: read it at local noon. */
export function calendarDay(date: string): Date {
  return new Date(`${date.slice(0, 10)}T12:00:00`);
}

export function formatDate(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
