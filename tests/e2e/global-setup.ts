/**
 * Builds the client when it is stale and serves the real app, on PGlite with the demo data, for
 * every browser journey of the run. Without a Chromium the journeys are skipped, and say so.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../scripts/client-build.mjs';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromePath: string | null;
    baseUrl: string;
  }
}

export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return (
    candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ??
    null
  );
}

export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  project.provide('chromePath', chromePath);
  project.provide('baseUrl', '');
  if (!chromePath) {
    console.warn(
      '\n⚠ Browser journeys skipped: no Chromium found (set CHROME_PATH, or install Debian chromium).\n',
    );
    return;
  }
  await ensureClientBuild({ log: (message) => console.log(message) });
  const database = await openPglite();
  await prepareDatabase(database, { seedDemo: true });
  // Every journey signs in, orders and writes from 127.0.0.1: the per-address limits have their
  // own API tests.
  const loose = { limit: 1_000, windowMs: 60_000 };
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    publicRateLimits: { checkout: loose, contact: loose, track: loose, contactForm: loose },
    authRateLimits: { perIp: loose, perUsername: loose },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', baseUrl);
  return async () => {
    await app.close();
    await database.close();
  };
}
