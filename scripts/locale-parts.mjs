/**
 * Splits each locale (client/src/locales/<lang>.json, the one source every tool edits) into the
 * parts the client loads: parts/<lang>.public.json with the namespaces listed in
 * locales/public-namespaces.json (what the public pages show at first paint) and
 * parts/<lang>.office.json with the others (the back office and the pages that ask for them,
 * client/src/lib/locale-parts.ts). scripts/merge-locale.mjs runs it after each merge;
 *   node scripts/locale-parts.mjs        rewrites every part from the sources.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = path.join(root, 'client', 'src', 'locales');
export const LOCALE_LANGUAGES = ['en', 'fr', 'ar'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** { public, office }: the locale's namespaces shared between the two parts, in their order. */
export function splitLocale(locale, publicNamespaces) {
  const isPublic = new Set(publicNamespaces);
  const parts = { public: {}, office: {} };
  for (const [namespace, texts] of Object.entries(locale)) {
    parts[isPublic.has(namespace) ? 'public' : 'office'][namespace] = texts;
  }
  return parts;
}

export const partFile = (lang, part) => path.join(LOCALES_DIR, 'parts', `${lang}.${part}.json`);
export const formatJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

export function writeLocaleParts(languages = LOCALE_LANGUAGES) {
  const publicNamespaces = readJson(path.join(LOCALES_DIR, 'public-namespaces.json'));
  for (const lang of languages) {
    const parts = splitLocale(readJson(path.join(LOCALES_DIR, `${lang}.json`)), publicNamespaces);
    for (const [part, texts] of Object.entries(parts))
      writeFileSync(partFile(lang, part), formatJson(texts));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeLocaleParts();
