/**
 * npm start: build what is missing or stale in dist/ (scripts/build.mjs), then run the compiled
 * server (dist/server/index.js) in this same process, with plain Node: no TypeScript at run time.
 */
import { ensureBuild } from './build.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(`hanout: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// Stack traces point at the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import('../dist/server/index.js');
