import { describe, expect, it } from 'vitest';
import { identityKey } from './identity.ts';

describe('identityKey', () => {
  it('folds letter case', () => {
    expect(identityKey('LEILA')).toBe('leila');
    expect(identityKey('Leila_Halwa')).toBe('leila_halwa');
    expect(identityKey('Leila@Example.TN')).toBe('leila@example.tn');
  });

  it('folds fully, not only to lower case: ß is ss, final sigma is sigma', () => {
    expect(identityKey('ß')).toBe('ss');
    expect(identityKey('Straße')).toBe(identityKey('STRASSE'));
    expect(identityKey('ΟΔΟΣ')).toBe(identityKey('οδος'));
    expect(identityKey('οδος')).toBe(identityKey('οδοσ'));
  });

  it('meets full-width letters and digits with their plain form (NFKC)', () => {
    expect(identityKey('ｌｅｉｌａ')).toBe('leila');
    expect(identityKey('ＬＥＩＬＡ＿ｈａｌｗａ')).toBe('leila_halwa');
    expect(identityKey('leila１２')).toBe('leila12');
  });

  it('meets composed and decomposed accents', () => {
    expect(identityKey('e\u0301lodie')).toBe(identityKey('\u00e9lodie'));
    expect(identityKey('ÉLODIE')).toBe('élodie');
  });

  it('keeps the Turkish dotted capital I apart from a plain i, unlike SQL lower()', () => {
    expect(identityKey('leİla')).not.toBe('leila');
    expect(identityKey('leİla_halwa')).not.toBe(identityKey('leila_halwa'));
  });

  it('folds the dotless ı to i (upper case makes it I): one account more look-alike refused', () => {
    // Unicode's own case folding keeps ı apart; meeting i is the safe side (a look-alike name
    // is refused as taken), and every use of the key agrees, so no second count of guesses.
    expect(identityKey('leıla')).toBe('leila');
  });

  it('is idempotent: a key is its own key', () => {
    for (const value of ['LEILA', 'ß', 'ＬＥＩＬＡ', 'leİla', 'ΟΔΟΣ', 'ﬁne', 'e\u0301']) {
      expect(identityKey(identityKey(value))).toBe(identityKey(value));
    }
  });
});
