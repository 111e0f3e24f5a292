import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/messages.ts';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };

/** Every key path of a locale file, "a.b.c" for nested objects. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Arabic plurals add _zero, _two, _few, _many to the _one/_other pairs of English. */
const basePluralKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the locale files', () => {
  it('translate every message the API can answer with, in every language', () => {
    for (const [name, locale] of Object.entries({ en, fr, ar })) {
      const validation = locale.validation as Record<string, string | undefined>;
      for (const key of Object.keys(MESSAGES)) {
        expect(validation[key], `${name}: validation.${key}`).toEqual(expect.any(String));
      }
    }
  });

  it('have the same keys in en, fr and ar', () => {
    const english = new Set(keysOf(en).map(basePluralKey));
    for (const [name, locale] of Object.entries({ fr, ar })) {
      const theirs = new Set(keysOf(locale).map(basePluralKey));
      expect(
        [...english].filter((key) => !theirs.has(key)),
        `${name} lacks`,
      ).toEqual([]);
      expect(
        [...theirs].filter((key) => !english.has(key)),
        `${name} has extra`,
      ).toEqual([]);
    }
  });
});
