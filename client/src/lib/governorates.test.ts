import { describe, expect, it } from 'vitest';
import { governorateName, sortedGovernorates } from './governorates.ts';

describe('governorates', () => {
  it('names a governorate in the reader’s language and leaves an unknown code as it is', () => {
    expect(governorateName('TN-12', 'fr')).toBe('Ariana');
    expect(governorateName('TN-11', 'ar')).toBe('تونس');
    expect(governorateName('atlantis', 'en')).toBe('atlantis');
  });

  it('lists all 24, sorted by their name in the reader’s language', () => {
    for (const language of ['en', 'fr', 'ar']) {
      const names = sortedGovernorates(language).map((g) => g.name);
      expect(names).toHaveLength(24);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, language)));
    }
  });
});
