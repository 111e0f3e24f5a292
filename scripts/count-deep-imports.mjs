/**
 * Counts imports that reach past a public entry: into a client feature (client/src/features/<f>/)
 * from outside it other than through its index.ts, and into a server module (server/modules/<m>/)
 * from outside it other than through its index.ts. The lint rule (eslint.config.js,
 * eslint-plugin-boundaries) forbids them; this prints the numbers for notes and decision 013.
 *   node scripts/count-deep-imports.mjs [root] [--list]   (root defaults to this checkout)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const root = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
/** The composition roots register every module's routes: not a boundary to count. */
const COMPOSITION_ROOTS = new Set(['server/app.ts', 'server/index.ts']);

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** The unit (feature or module) a path lies in, e.g. "features/orders", or null. */
function unitOf(relative) {
  const match = /^(client\/src\/features|server\/modules)\/([^/]+)\//.exec(relative);
  return match ? `${match[1]}/${match[2]}` : null;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const counts = {
  'cross-feature': 0,
  'page/app → feature internals': 0,
  'cross-module': 0,
  'plugin/db → module internals': 0,
};
const listed = [];
for (const top of ['client/src', 'server']) {
  for (const file of sourceFiles(path.join(root, top))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    if (COMPOSITION_ROOTS.has(from)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(from), match[1] ?? match[2]),
      );
      const unit = unitOf(target);
      if (!unit || unitOf(from) === unit || target === `${unit}/index.ts`) continue;
      const client = unit.startsWith('client');
      const key = unitOf(from)
        ? client
          ? 'cross-feature'
          : 'cross-module'
        : client
          ? 'page/app → feature internals'
          : 'plugin/db → module internals';
      counts[key] += 1;
      listed.push(`${key}: ${from} -> ${target}`);
    }
  }
}
if (args.includes('--list')) for (const line of listed) console.log(line);
console.log(JSON.stringify(counts));
