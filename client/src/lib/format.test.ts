import { describe, expect, it } from 'vitest';
import {
  describeMessageTime,
  formatAge,
  formatMoney,
  formatOrderId,
  formatPercent,
  formatPhone,
  formatRating,
  isolate,
  isolateLtr,
  telHref,
} from './format.ts';

const NBSP = '\u00a0';
const THIN = '\u202f';

describe('formatMoney', () => {
  it('writes two decimals and DT in English', () => {
    expect(formatMoney(12.5, 'en')).toBe(`12.50${NBSP}DT`);
    expect(formatMoney(0, 'en')).toBe(`0.00${NBSP}DT`);
    expect(formatMoney('129.900', 'en')).toBe(`129.90${NBSP}DT`);
    expect(formatMoney(2109.43, 'en')).toBe(`2,109.43${NBSP}DT`);
    expect(formatMoney(null, 'en')).toBe(`0.00${NBSP}DT`);
    expect(formatMoney('not a number', 'en')).toBe(`0.00${NBSP}DT`);
  });

  it('writes a decimal comma and thin-space thousands in French', () => {
    expect(formatMoney(12.5, 'fr')).toBe(`12,50${NBSP}DT`);
    expect(formatMoney(2109.43, 'fr')).toBe(`2${THIN}109,43${NBSP}DT`);
    expect(formatMoney(1234567.8, 'fr')).toBe(`1${THIN}234${THIN}567,80${NBSP}DT`);
  });

  it('writes the French digits and the Arabic unit after the number in Arabic', () => {
    expect(formatMoney(12.5, 'ar')).toBe(`12,50${NBSP}د.ت`);
    expect(formatMoney(2109.43, 'ar')).toBe(`2${THIN}109,43${NBSP}د.ت`);
    expect(formatMoney(12.5, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('shows what a unit price times a quantity totals, without drift', () => {
    // The cart sums in millimes (cartTotal); what it shows must be 6.50 × 2 = 13.00 exactly.
    expect(formatMoney(6.5, 'en')).toBe(`6.50${NBSP}DT`);
    expect(formatMoney((Math.round(6.5 * 1000) * 2) / 1000, 'en')).toBe(`13.00${NBSP}DT`);
    expect(formatMoney(0.1 + 0.2, 'fr')).toBe(`0,30${NBSP}DT`);
    // Floats that sit just under a half-cent still round as written.
    expect(formatMoney(2.675, 'en')).toBe(`2.68${NBSP}DT`);
    expect(formatMoney(1.005, 'en')).toBe(`1.01${NBSP}DT`);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-4.2, 'en')).toBe(`-4.20${NBSP}DT`);
    expect(formatMoney(-0.001, 'en')).toBe(`0.00${NBSP}DT`);
  });
});

describe('formatPercent', () => {
  it('writes one decimal by default, French typography in French and Arabic', () => {
    expect(formatPercent(75, 'en')).toBe('75.0%');
    expect(formatPercent(75, 'fr')).toBe(`75,0${THIN}%`);
    expect(formatPercent(75, 'ar')).toBe(`75,0${THIN}%`);
    expect(formatPercent(-3.14, 'en')).toBe('-3.1%');
    expect(formatPercent(-0.04, 'fr')).toBe(`0,0${THIN}%`);
    expect(formatPercent(12.345, 'en', 2)).toBe('12.35%');
    expect(formatPercent(40, 'en', 0)).toBe('40%');
  });
});

describe('formatPhone', () => {
  it('writes any Tunisian number the same way, however it was stored', () => {
    for (const stored of [
      '+21622123456',
      '22123456',
      '22 123 456',
      '0021622123456',
      '+216 22-123-456',
    ]) {
      expect(formatPhone(stored), stored).toBe('+216 22 123 456');
    }
  });

  it('leaves other numbers as they were typed', () => {
    expect(formatPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });

  it('links to the digits', () => {
    expect(telHref('22 123 456')).toBe('tel:+21622123456');
    expect(telHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
  });
});

describe('isolate', () => {
  it('wraps text in first-strong or left-to-right isolate marks', () => {
    expect(isolate('صمصة')).toBe('\u2068صمصة\u2069');
    expect(isolateLtr('+216 22 123 456')).toBe('\u2066+216 22 123 456\u2069');
  });
});

describe('formatOrderId', () => {
  it('prefixes ids below 1000 with ORD-', () => {
    expect(formatOrderId(7)).toBe('ORD-7');
    expect(formatOrderId(999)).toBe('ORD-999');
    expect(formatOrderId(1000)).toBe('1000');
  });
});

describe('describeMessageTime', () => {
  const now = new Date(2026, 10, 22, 15, 30);

  it('shows hour and minute for today', () => {
    const time = describeMessageTime(new Date(2026, 10, 22, 9, 5), 'en', now);
    expect(time.kind).toBe('today');
    expect(time.kind === 'today' && time.text).toMatch(/09:05|9:05/);
  });

  it('says yesterday for yesterday, even a few hours ago', () => {
    expect(describeMessageTime(new Date(2026, 10, 21, 23, 50), 'en', now)).toEqual({
      kind: 'yesterday',
    });
  });

  it('shows a relative time for older messages, in the reader’s language', () => {
    expect(describeMessageTime(new Date(2026, 10, 19, 12, 0), 'en', now)).toEqual({
      kind: 'relative',
      text: '3 days ago',
    });
    expect(describeMessageTime(new Date(2026, 10, 19, 12, 0), 'fr', now)).toEqual({
      kind: 'relative',
      text: 'il y a 3 jours',
    });
  });
});

describe('formatRating', () => {
  it('writes one decimal, with a point in English and a comma in French and Arabic', () => {
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    // Arabic keeps Western digits, as amounts are written across the app.
    expect(formatRating(4.5, 'ar')).toBe('4,5');
  });

  it('rounds the two-decimal average and keeps a whole one at one decimal', () => {
    expect(formatRating(4.67, 'en')).toBe('4.7');
    expect(formatRating(5, 'fr')).toBe('5,0');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');

  it('says minutes, hours, then days ago, in the reader’s language', () => {
    expect(formatAge('2026-11-25T11:55:00.000Z', 'en', { now })).toBe('5 minutes ago');
    expect(formatAge('2026-11-25T09:00:00.000Z', 'fr', { now })).toBe('il y a 3 heures');
    expect(formatAge('2026-10-01T12:00:00.000Z', 'en', { now })).toBe('55 days ago');
  });

  it('says the caller’s "just now" under a minute, and the date past a limit', () => {
    expect(formatAge('2026-11-25T11:59:30.000Z', 'en', { now, justNow: 'Just now' })).toBe(
      'Just now',
    );
    expect(formatAge('2026-11-25T11:59:30.000Z', 'en', { now })).toBe('this minute');
    expect(formatAge('2026-10-01T12:00:00.000Z', 'en', { now, dateAfterDays: 30 })).toBe(
      'Oct 1, 2026',
    );
  });
});
