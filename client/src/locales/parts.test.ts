/**
 * The locale split (scripts/locale-parts.mjs, lib/locale-parts.ts): the parts the client loads
 * are the source files cut in two. That the public part holds every text the marketplace's pages
 * ship with is checked on a production build, in bench/first-load.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import publicNamespaces from './public-namespaces.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

const LANGUAGES = ['en', 'fr', 'ar'] as const;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;

const isPublic = new Set<string>(publicNamespaces);
const partFile = (lang: string, part: string) =>
  path.join(import.meta.dirname, 'parts', `${lang}.${part}.json`);

describe('the locale parts', () => {
  it('are the source files split by public-namespaces.json (node scripts/locale-parts.mjs)', () => {
    for (const lang of LANGUAGES) {
      const source = Object.entries(readJson(path.join(import.meta.dirname, `${lang}.json`)));
      const parts = {
        public: Object.fromEntries(source.filter(([namespace]) => isPublic.has(namespace))),
        office: Object.fromEntries(source.filter(([namespace]) => !isPublic.has(namespace))),
      };
      for (const [part, texts] of Object.entries(parts)) {
        expect(
          readFileSync(partFile(lang, part), 'utf8') === `${JSON.stringify(texts, null, 2)}\n`,
          `parts/${lang}.${part}.json is stale: run node scripts/locale-parts.mjs`,
        ).toBe(true);
      }
    }
  });

  it('name only namespaces that exist', () => {
    expect(publicNamespaces.filter((namespace) => !(namespace in en))).toEqual([]);
  });
});
