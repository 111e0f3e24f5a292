/**
 * Builds the client with Vite when dist/client is missing or older than its sources, so
 * `npm start` on a fresh clone serves pages without a separate build step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

/**
 * Writes .br and .gz beside every text asset once, at build time, so the server sends them
 * as they are instead of compressing the same bytes on every request.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
  }
}

export async function ensureClientBuild({ log = console.log } = {}) {
  if (clientBuildIsFresh()) return false;
  log('hanout: building the client (vite build)…');
  // A child process with NODE_ENV=production: a test runner's NODE_ENV=test would otherwise
  // give React's development build.
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`vite build exited with ${result.status ?? result.signal}`);
  precompress(path.join(root, 'dist', 'client'));
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureClientBuild();
}
