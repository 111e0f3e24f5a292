/**
 * Builds the client with Vite when dist/client is missing or older than its sources, so
 * `npm start` on a fresh clone serves pages without a separate build step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', 'client', '.build-stamp');
const sources = ['client', 'common', 'vite.config.ts', 'package.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function clientBuildIsFresh() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
}

export async function ensureClientBuild({ log = console.log } = {}) {
  if (clientBuildIsFresh()) return false;
  log('hanout: building the client (vite build)…');
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'client'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
  });
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureClientBuild();
}
