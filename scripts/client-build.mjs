/**
 * The client part of the build: Vite into dist/client, the service worker stamped with the build's
 * id, then .br and .gz beside each text asset; and Vite's SSR build of client/src/entry-server.tsx
 * into dist/ssr, with the client build's manifest beside it (issue 16: the server renders the
 * marketplace's pages with it and preloads each page's chunks from the manifest).
 * ensureClientBuild builds only when the sources changed since the last build (the browser
 * journeys and the screenshot gallery call it; npm start goes through scripts/build.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { distDir, hashInputs, isFresh, root, runNode, writeStamp } from './build-parts.mjs';

export const CLIENT_OUT = path.join(distDir, 'client');
export const SSR_OUT = path.join(distDir, 'ssr');
/** What server/modules/ssr loads: the renderer, and which files each client chunk needs. */
export const SSR_ENTRY = path.join(SSR_OUT, 'entry-server.js');
export const SSR_MANIFEST = path.join(SSR_OUT, 'client-manifest.json');
const SSR_SOURCE = path.join(root, 'client', 'src', 'entry-server.tsx');
const INPUTS = [
  'client',
  'common',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.client.json',
  'package.json',
  // The bundle holds the libraries' code: a different version is a different build.
  'package-lock.json',
  // How the build is made (the service worker's stamp) is part of what it gives.
  'scripts/client-build.mjs',
];
const VITE = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

export const clientBuildIsFresh = () =>
  existsSync(path.join(CLIENT_OUT, 'index.html')) &&
  existsSync(SSR_ENTRY) &&
  existsSync(SSR_MANIFEST) &&
  isFresh('client', INPUTS);

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

/** What client/public/sw.js carries in place of the build's id until the build stamps it. */
export const BUILD_ID_PLACEHOLDER = '__BUILD_ID__';

/**
 * The build's id: a hash of its asset names (each carries a hash of its content) and of
 * index.html, so any change to what the browser loads gives a new id, and the same build the same.
 */
export function buildId(dir) {
  const hash = createHash('sha256');
  const assets = path.join(dir, 'assets');
  const names = existsSync(assets)
    ? readdirSync(assets, { recursive: true })
        .map(String)
        .filter((name) => !/\.(br|gz)$/.test(name))
        .sort()
    : [];
  for (const name of names) hash.update(`${name.split(path.sep).join('/')}\0`);
  hash.update(readFileSync(path.join(dir, 'index.html')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the build's id into dist/client/sw.js, in its cache names: a deploy is then a new worker
 * to the browser, which installs it, caches the new shell and deletes the old caches (sw.js).
 * Before precompress, so sw.js.br and sw.js.gz carry the same bytes. Returns the id.
 */
export function stampServiceWorker(dir) {
  const file = path.join(dir, 'sw.js');
  const id = buildId(dir);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(BUILD_ID_PLACEHOLDER))
    throw new Error(`${file} has no ${BUILD_ID_PLACEHOLDER} to stamp`);
  writeFileSync(file, source.replaceAll(BUILD_ID_PLACEHOLDER, id));
  return id;
}

export async function buildClient() {
  const hash = hashInputs(INPUTS);
  // NODE_ENV=production: a test runner's NODE_ENV=test would otherwise give React's
  // development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  await runNode([VITE, 'build', '--logLevel', 'warn'], env);
  await runNode([VITE, 'build', '--ssr', SSR_SOURCE, '--logLevel', 'warn'], env);
  // Out of dist/client, which is served as it is: the manifest is for the server only.
  const manifest = path.join(CLIENT_OUT, '.vite', 'manifest.json');
  renameSync(manifest, SSR_MANIFEST);
  rmSync(path.dirname(manifest), { recursive: true, force: true });
  stampServiceWorker(CLIENT_OUT);
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
