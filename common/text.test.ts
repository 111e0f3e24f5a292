import { describe, expect, it } from 'vitest';
import { truncateWords } from './text.ts';

describe('truncateWords', () => {
  it('cuts at a word boundary, never inside an Arabic or a Latin word', () => {
    expect(truncateWords('زيت زيتون بكر ممتاز من غابة صفاقس', 16)).toBe('زيت زيتون بكر…');
    expect(truncateWords('Huile d’olive extra vierge', 18)).toBe('Huile d’olive…');
    expect(truncateWords('Dar Zitouna — زيت زيتون بكر', 16)).toBe('Dar Zitouna…');
  });

  it('keeps a short text whole, with its spaces folded', () => {
    expect(truncateWords('  Kessa   de hammam ', 40)).toBe('Kessa de hammam');
  });

  it('stays within the limit, ellipsis included', () => {
    const text =
      'Huilerie familiale de Sakiet Ezzit depuis 1962 : huile d’olive Chemlali pressée à froid';
    for (const max of [10, 25, 60])
      expect([...truncateWords(text, max)].length).toBeLessThanOrEqual(max);
  });
});
