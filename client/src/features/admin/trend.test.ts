import { describe, expect, it } from 'vitest';
import { trendChange } from './trend.ts';

describe('trendChange', () => {
  it('compares the last 30 days with the 30 before, signed, one decimal', () => {
    expect(trendChange({ total: 40, last30Days: 12, previous30Days: 8 }, 'en')).toEqual({
      text: '+50.0%',
      tone: 'positive',
    });
    expect(trendChange({ total: 40, last30Days: 6, previous30Days: 8 }, 'en')).toEqual({
      text: '-25.0%',
      tone: 'negative',
    });
    expect(trendChange({ total: 4, last30Days: 4, previous30Days: 4 }, 'fr')?.tone).toBe('neutral');
  });

  it('says nothing when the 30 days before had nothing to compare with', () => {
    expect(trendChange({ total: 3, last30Days: 3, previous30Days: 0 }, 'en')).toBeNull();
  });

  it('keeps the sign before the number in Arabic', () => {
    expect(trendChange({ total: 9, last30Days: 9, previous30Days: 6 }, 'ar')?.text).toBe(
      '\u2066+50,0\u202f%\u2069',
    );
  });
});
