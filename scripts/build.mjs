/**
 * npm run build [client|server]: the client into dist/client (Vite) and the server into
 * dist/server and dist/common (tsc), both at once. ensureBuild, for npm start, builds only the
 * parts whose sources changed since their last build; on a production install (no build tools)
 * it serves the build that is there, or says what to run when there is none.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, canBuildClient, CLIENT_OUT, clientBuildIsFresh } from './client-build.mjs';
import { buildServer, canBuildServer, SERVER_ENTRY, serverBuildIsFresh } from './server-build.mjs';

const PARTS = [
  {
    name: 'client',
    isFresh: clientBuildIsFresh,
    canBuild: canBuildClient,
    exists: () => existsSync(path.join(CLIENT_OUT, 'index.html')),
    build: buildClient,
  },
  {
    name: 'server',
    isFresh: serverBuildIsFresh,
    canBuild: canBuildServer,
    exists: () => existsSync(SERVER_ENTRY),
    build: buildServer,
  },
];

/** Builds the parts at once (one Vite, one tsc); fails with the first error once all are done. */
async function buildParts(parts) {
  const results = await Promise.allSettled(parts.map((part) => part.build()));
  const index = results.findIndex((result) => result.status === 'rejected');
  if (index === -1) return;
  const { reason } = /** @type {PromiseRejectedResult} */ (results[index]);
  throw new Error(
    `the ${parts[index].name} build failed: ${reason instanceof Error ? reason.message : reason}`,
  );
}

export async function ensureBuild({ log = console.log } = {}) {
  const stale = PARTS.filter((part) => !part.isFresh());
  if (stale.length === 0) return false;
  // Both tools or neither: a production install serves the build it was given as one piece
  // rather than pair a new server with an old client.
  if (!PARTS.every((part) => part.canBuild())) {
    const missing = PARTS.filter((part) => !part.exists());
    if (missing.length > 0)
      throw new Error(
        `dist/ has no ${missing.map((part) => part.name).join(' or ')} build and the build tools (dev dependencies) are not installed: run \`npm ci && npm run build\` first.`,
      );
    log(
      `hanout: dist/ is older than the sources and the build tools (dev dependencies) are not installed: serving the build as it is. \`npm ci && npm run build\` brings it up to date.`,
    );
    return false;
  }
  log(`hanout: building the ${stale.map((part) => part.name).join(' and the ')}…`);
  const started = Date.now();
  await buildParts(stale);
  log(`hanout: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !PARTS.some((part) => part.name === name));
  if (unknown.length > 0) {
    console.error(`hanout: no build part named ${unknown.join(', ')} (client or server)`);
    process.exit(1);
  }
  const parts = wanted.length ? PARTS.filter((part) => wanted.includes(part.name)) : PARTS;
  try {
    const started = Date.now();
    await buildParts(parts);
    console.log(
      `hanout: built the ${parts.map((part) => part.name).join(' and the ')} into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`hanout: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
