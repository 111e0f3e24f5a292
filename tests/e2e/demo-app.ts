/**
 * What the browser journeys and the screenshot gallery share: how to find and start the system
 * Chromium, and the real app on a seeded PGlite with the per-address limits loosened (every
 * visit comes from 127.0.0.1; the limits have their own API tests). No vitest import here, so
 * plain scripts can use it.
 */
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { openPglite } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { serveAdminSocket } from '../../server/modules/admin/index.ts';
import { LIMIT_NAMES } from '../../server/plugins/rate-limits.ts';

export { findChromium } from '../../scripts/find-chromium.mjs';

/** The flags this sandbox needs: no sandbox as root, no GPU, no calls to the outside. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The app with the demo data, listening on a free port of 127.0.0.1. `photos: false` seeds no
 * pictures (seconds instead of half a minute) for journeys that need none. With a data directory
 * the app also opens DATA_DIR/admin.sock, as `npm start` does on PGlite, so that
 * `npm run admin:create` can reach it while it runs. `config` overrides settings (SMTP_URL for the
 * email journeys); `mail` and `live` are buildApp's (a quick mail worker, a short heartbeat).
 */
export async function startDemoApp(
  options: {
    dataDir?: string;
    photos?: boolean;
    config?: Partial<Config>;
    mail?: BuildAppOptions['mail'];
    live?: BuildAppOptions['live'];
  } = {},
) {
  const database = await openPglite(options.dataDir);
  await prepareDatabase(database, {
    seedDemo: true,
    seed: options.photos === false ? { photos: false } : undefined,
  });
  const loose = { max: 100_000, windowMs: 60_000 };
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    logger: false,
    rateLimits: Object.fromEntries(LIMIT_NAMES.map((name) => [name, loose])),
    mail: options.mail,
    live: options.live,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const adminSocket = options.dataDir
    ? await serveAdminSocket(database.db, options.dataDir)
    : undefined;
  return {
    baseUrl,
    async close() {
      await adminSocket?.close();
      await app.close();
      await database.close();
    },
  };
}
