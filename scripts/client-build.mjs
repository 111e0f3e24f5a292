/**
 * The client part of the build: Vite into dist/client, then .br and .gz beside each text asset.
 * ensureClientBuild builds only when the sources changed since the last build (the browser
 * journeys and the screenshot gallery call it; npm start goes through scripts/build.mjs).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { distDir, hashInputs, isFresh, root, runNode, writeStamp } from './build-parts.mjs';

export const CLIENT_OUT = path.join(distDir, 'client');
const INPUTS = [
  'client',
  'common',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.client.json',
  'package.json',
  // The bundle holds the libraries' code: a different version is a different build.
  'package-lock.json',
];
const VITE = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

export const clientBuildIsFresh = () =>
  existsSync(path.join(CLIENT_OUT, 'index.html')) && isFresh('client', INPUTS);

/** Vite is a development dependency: absent after `npm ci --omit=dev`. */
export const canBuildClient = () => existsSync(VITE);

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

export async function buildClient() {
  const hash = hashInputs(INPUTS);
  // NODE_ENV=production: a test runner's NODE_ENV=test would otherwise give React's
  // development build.
  await runNode([VITE, 'build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' });
  precompress(CLIENT_OUT);
  writeStamp('client', hash);
}

export async function ensureClientBuild({ log = console.log } = {}) {
  if (clientBuildIsFresh()) return false;
  log('hanout: building the client (vite build)…');
  await buildClient();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureClientBuild();
}
