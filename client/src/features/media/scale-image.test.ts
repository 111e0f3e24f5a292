import { describe, expect, it } from 'vitest';
import { scaledSize } from './scale-image.ts';

describe('scaledSize', () => {
  it('brings the longest side down to 2048 px and keeps the proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a picture that is already small enough', () => {
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(2048, 100)).toEqual({ width: 2048, height: 100 });
  });
});

describe('scaledSize and the server’s 200 px minimum', () => {
  it('scales a long, thin picture less, so its shorter side stays at 200 px', () => {
    // 2048 × 154 would be refused (media.size.tooSmall) although the original is acceptable.
    expect(scaledSize(4000, 300)).toEqual({ width: 2667, height: 200 });
    expect(scaledSize(300, 4000)).toEqual({ width: 200, height: 2667 });
  });

  it('does not scale at all when the shorter side is already at or under 200 px', () => {
    expect(scaledSize(3000, 200)).toEqual({ width: 3000, height: 200 });
    expect(scaledSize(3000, 150)).toEqual({ width: 3000, height: 150 });
  });
});
