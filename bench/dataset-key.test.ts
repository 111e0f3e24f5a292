import { describe, expect, it } from 'vitest';
import { isSameSeed, otherDatasetsOfSize, seedKey } from './dataset-key.ts';

describe('kept bench dataset key', () => {
  it('is the seed version and size only: migrations do not change it', () => {
    expect(seedKey('full', 1)).toBe('v1-full');
    expect(seedKey('short', 2)).toBe('v2-short');
  });

  it('reuses a dataset of this seed, under the key or the older key with a migrations hash', () => {
    expect(isSameSeed('v1-full', 'v1-full')).toBe(true);
    expect(isSameSeed('v1-full-70b732b434', 'v1-full')).toBe(true);
  });

  it('reseeds for another seed version, another size, or no marker', () => {
    expect(isSameSeed('v2-full', 'v1-full')).toBe(false);
    expect(isSameSeed('v1-full', 'v2-full')).toBe(false);
    expect(isSameSeed('v1-short-49146405c4', 'v1-full')).toBe(false);
    expect(isSameSeed('v1-fuller', 'v1-full')).toBe(false);
    expect(isSameSeed(undefined, 'v1-full')).toBe(false);
  });

  it('lists the other datasets of the same size only', () => {
    const entries = ['v1-full', 'v1-full-70b732b434', 'v0-full', 'v1-short-49146405c4', 'notes'];
    expect(otherDatasetsOfSize(entries, 'full', 'v1-full')).toEqual([
      'v1-full-70b732b434',
      'v0-full',
    ]);
    expect(otherDatasetsOfSize(entries, 'short', 'v1-short')).toEqual(['v1-short-49146405c4']);
  });
});
