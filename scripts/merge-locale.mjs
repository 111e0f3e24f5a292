/**
 * Deep-merges a JSON fragment into client/src/locales/<lang>.json, keeping the file formatted:
 *   node scripts/merge-locale.mjs fr path/to/fragment.json
 * Keys already present are overwritten by the fragment's values; a null value deletes the key
 * (and a group left empty by that goes too). Then rewrites the language's parts that the client
 * loads (client/src/locales/parts/, scripts/locale-parts.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLocaleParts } from './locale-parts.mjs';

const [lang, fragmentPath] = process.argv.slice(2);
if (!lang || !fragmentPath) {
  console.error('usage: node scripts/merge-locale.mjs <en|fr|ar> <fragment.json>');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'client', 'src', 'locales', `${lang}.json`);

function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value === null) {
      delete into[key];
    } else if (typeof value === 'object' && !Array.isArray(value)) {
      into[key] = merge(into[key] && typeof into[key] === 'object' ? into[key] : {}, value);
      if (Object.keys(into[key]).length === 0) delete into[key];
    } else {
      into[key] = value;
    }
  }
  return into;
}

const merged = merge(
  JSON.parse(readFileSync(target, 'utf8')),
  JSON.parse(readFileSync(fragmentPath, 'utf8')),
);
writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
writeLocaleParts([lang]);
