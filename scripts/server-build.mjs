/**
 * The server part of the build: server/ and common/ compiled to plain JavaScript under dist/
 * with the same layout (dist/server/index.js, dist/common/…), by tsc with tsconfig.build.json.
 * Imports keep working because tsc rewrites './x.ts' to './x.js'; JSON modules are copied by tsc,
 * the SQL migrations by this script. Types are not checked here: `npm run typecheck` does that.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir, hashInputs, isFresh, root, runNode, writeStamp } from './build-parts.mjs';

export const SERVER_ENTRY = path.join(distDir, 'server', 'index.js');
const INPUTS = ['server', 'common', 'tsconfig.base.json', 'tsconfig.build.json', 'package.json'];
const TSC = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

export const serverBuildIsFresh = () => existsSync(SERVER_ENTRY) && isFresh('server', INPUTS);

/** TypeScript is a development dependency: absent after `npm ci --omit=dev`. */
export const canBuildServer = () => existsSync(TSC);

export async function buildServer() {
  const hash = hashInputs(INPUTS);
  // A file deleted from the sources must not live on in dist/.
  for (const dir of ['server', 'common'])
    rmSync(path.join(distDir, dir), { recursive: true, force: true });
  await runNode([TSC, '-p', 'tsconfig.build.json', '--noCheck']);
  cpSync(
    path.join(root, 'server', 'db', 'migrations'),
    path.join(distDir, 'server', 'db', 'migrations'),
    { recursive: true },
  );
  writeStamp('server', hash);
}

/** Builds the server only when its sources changed since the last build (tests use it). */
export async function ensureServerBuild() {
  if (serverBuildIsFresh()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
