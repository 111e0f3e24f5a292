import { describe, expect, it } from 'vitest';
import { statFiguresOf, trendCaption } from './stat-figures.ts';

describe('trendCaption', () => {
  it('writes one decimal, as the spec does ("8.2% from last week")', () => {
    expect(trendCaption(8.2, 'en')).toEqual({ value: '8.2%', tone: 'positive' });
    expect(trendCaption(12.46, 'en')).toEqual({ value: '12.5%', tone: 'positive' });
    expect(trendCaption(5, 'en')).toEqual({ value: '5.0%', tone: 'positive' });
  });

  it('keeps the minus sign of a fall and marks it not positive', () => {
    expect(trendCaption(-3.14, 'en')).toEqual({ value: '-3.1%', tone: 'negative' });
  });

  it('shows no change as 0.0%, neither positive nor negative', () => {
    expect(trendCaption(0, 'en')).toEqual({ value: '0.0%', tone: 'neutral' });
    expect(trendCaption(-0.04, 'en')).toEqual({ value: '0.0%', tone: 'neutral' });
  });

  it('hides the caption when there is nothing to compare with', () => {
    expect(trendCaption(null, 'en')).toBeNull();
    expect(trendCaption(undefined, 'en')).toBeNull();
    expect(trendCaption(Number.NaN, 'en')).toBeNull();
  });

  it('follows French typography', () => {
    expect(trendCaption(8.2, 'fr')?.value).toBe('8,2\u202f%');
  });

  it('keeps Arabic numbers left-to-right inside the sentence', () => {
    expect(trendCaption(-3.1, 'ar')?.value).toBe('\u2066-3,1\u202f%\u2069');
  });
});

describe('statFiguresOf', () => {
  it('displays 0 for every missing value', () => {
    expect(statFiguresOf(undefined)).toEqual({
      ordersCount: 0,
      revenue: 0,
      customersCount: 0,
      unreadMessagesCount: 0,
      unreadToday: 0,
      trends: { orders: null, revenue: null, customers: null },
    });
  });

  it('keeps the figures the server sent', () => {
    const figures = statFiguresOf({
      ordersCount: 12,
      revenue: 340.5,
      customersCount: 7,
      unreadMessagesCount: 3,
      unreadToday: 2,
      trends: { orders: 8.2, revenue: null, customers: -1 },
    });
    expect(figures).toMatchObject({ ordersCount: 12, revenue: 340.5, unreadToday: 2 });
    expect(figures.trends).toEqual({ orders: 8.2, revenue: null, customers: -1 });
  });
});
