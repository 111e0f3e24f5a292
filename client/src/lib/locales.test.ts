import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageCode, paramNamesOf } from '../../../common/messages.ts';
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

/** The texts under `codes`, by key ("product.name.tooShort", "order.onlyLeft_other"). */
function codeTexts(locale: { codes?: object }): Map<string, string> {
  const tree = locale.codes ?? {};
  const texts = new Map<string, string>();
  for (const key of keysOf(tree)) {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    if (typeof text === 'string') texts.set(key, text);
  }
  return texts;
}

/** Arabic plurals add _zero, _two, _few, _many to the _one/_other pairs of English. */
const basePluralKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the locale files', () => {
  it('translate every message code, in every language, with its parameters', () => {
    for (const [name, locale] of Object.entries({ en, fr, ar })) {
      const texts = [...codeTexts(locale)];
      for (const [code, english] of Object.entries(MESSAGES)) {
        // A plural text (i18next's _one, _other…) stands for its code too.
        const variants = texts.filter(([key]) => basePluralKey(key) === code);
        expect(variants.length, `${name}: codes.${code}`).toBeGreaterThan(0);
        for (const [key, text] of variants) {
          expect(paramNamesOf(text), `${name}: params of codes.${key}`).toEqual(
            paramNamesOf(english),
          );
        }
      }
    }
  });

  it('have no key under codes that is not a code, and English as the catalog says', () => {
    for (const [name, locale] of Object.entries({ en, fr, ar })) {
      const keys = [...codeTexts(locale).keys()];
      const unknown = keys.filter((key) => !isMessageCode(basePluralKey(key)));
      expect(unknown, `${name}: keys under codes that no code uses`).toEqual([]);
    }
    for (const [key, text] of codeTexts(en)) {
      if (isMessageCode(key)) expect(text, `en: codes.${key}`).toBe(MESSAGES[key]);
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
