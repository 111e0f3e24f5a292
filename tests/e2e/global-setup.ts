/**
 * Builds the client when it is stale and serves the real app, on PGlite with the demo data, for
 * every browser journey of the run. Without a Chromium the journeys are skipped, and say so.
 */
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../scripts/client-build.mjs';
import { findChromium, startDemoApp } from './demo-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromePath: string | null;
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  project.provide('chromePath', chromePath);
  project.provide('baseUrl', '');
  if (!chromePath && process.env.CI === 'true') {
    // CI must not pass with the journeys silently left out.
    throw new Error('CI=true and no Chromium found (set CHROME_PATH, or install Debian chromium).');
  }
  if (!chromePath) {
    console.warn(
      '\n⚠ Browser journeys skipped: no Chromium found (set CHROME_PATH, or install Debian chromium).\n',
    );
    return;
  }
  await ensureClientBuild({ log: (message) => console.log(message) });
  const demo = await startDemoApp();
  project.provide('baseUrl', demo.baseUrl);
  return () => demo.close();
}
