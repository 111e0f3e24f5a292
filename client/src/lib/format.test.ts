import { describe, expect, it } from 'vitest';
import { describeMessageTime, formatDinars, formatOrderId } from './format.ts';

describe('formatDinars', () => {
  it('shows two decimals and DT', () => {
    expect(formatDinars(12.5)).toBe('12.50 DT');
    expect(formatDinars(0)).toBe('0.00 DT');
    expect(formatDinars('129.900')).toBe('129.90 DT');
    expect(formatDinars(null)).toBe('0.00 DT');
    expect(formatDinars('not a number')).toBe('0.00 DT');
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
