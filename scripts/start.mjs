/** npm start: build the client if needed, then run the server in this same process. */
import { register } from 'tsx/esm/api';
import { ensureClientBuild } from './client-build.mjs';

try {
  await ensureClientBuild();
} catch (error) {
  console.error(
    `hanout: the client build failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
register();
await import('../server/index.ts');
