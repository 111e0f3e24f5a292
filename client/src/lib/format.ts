/** Money, percentages, phones, order ids and message times, as the screens show them (SPEC §1, §4, §9). */
import { LIMITS } from '../../../common/constants.ts';
import { toMillimes } from '../../../common/money.ts';
import { normalizeTunisianPhone } from '../../../common/tunisia.ts';

const NO_BREAK_SPACE = '\u00a0';
/** French typography's thin space, for thousands and before "%"; it never breaks a line either. */
const NARROW_NO_BREAK_SPACE = '\u202f';

interface NumberStyle {
  decimal: string;
  group: string;
}

/** English writes 2,109.43; French and Arabic (with Western digits, as Tunisia does) 2 109,43. */
function numberStyleOf(language: string): NumberStyle {
  return usesDecimalComma(language)
    ? { decimal: ',', group: NARROW_NO_BREAK_SPACE }
    : { decimal: '.', group: ',' };
}

function usesDecimalComma(language: string): boolean {
  return language.startsWith('fr') || language.startsWith('ar');
}

/** The unit after the number: "DT" in Latin script, "د.ت" in Arabic, as the product form labels it. */
function currencyOf(language: string): string {
  return language.startsWith('ar') ? 'د.ت' : 'DT';
}

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * A whole number of hundredths written with `decimals` digits, e.g. (1250, 2) → "12.50". Integers
 * keep the arithmetic exact: 2.675 is 2.67499… as a float, and toFixed would round it down.
 */
function formatFixed(scaled: number, decimals: number, style: NumberStyle): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${sign}${groupThousands(whole, style.group)}${decimals ? style.decimal + fraction : ''}`;
}

function numberOf(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/**
 * A dinar amount, two decimals, the way each language writes it: "12.50 DT" (en), "12,50 DT"
 * (fr), "12,50 د.ت" (ar), Western digits in all three; a no-break space holds number and unit
 * together. Show it isolated (the Money component, or isolate() inside a sentence) so an Arabic
 * line keeps the unit after its number.
 */
export function formatMoney(amount: number | string | null | undefined, language: string): string {
  // Through millimes first: the database keeps three decimals and 6.375 must round up.
  const cents = Math.round(toMillimes(numberOf(amount)) / 10);
  const number = formatFixed(Object.is(cents, -0) ? 0 : cents, 2, numberStyleOf(language));
  return `${number}${NO_BREAK_SPACE}${currencyOf(language)}`;
}

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
