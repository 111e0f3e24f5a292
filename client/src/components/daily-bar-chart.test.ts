import { describe, expect, it } from 'vitest';
import { axisTicks } from './daily-bar-chart.tsx';

describe('the daily chart’s axis', () => {
  it('runs from 0 to a round value at or above the highest bar, in whole steps', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
