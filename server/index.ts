/** The process: read the configuration, open the database, serve, and close cleanly on signals. */
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Known start-up failures are one readable line; anything else keeps its stack. */
function fail(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirLockedError;
  console.error(known ? `hanout: ${error.message}` : error);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error);
  }

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    fail(error);
  }

  // Signals are heard from here on. One that arrives while migrations or the seed run is held
  // until they finish: stopping PGlite in the middle of a write could damage its files.
  let stopRequested: string | null = null;
  let started = false;
  let close = () => database.close();
  const shutdown = (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    if (started) void stop(signal);
  };
  const stop = async (signal: string) => {
    console.error(`hanout: ${signal} received, finishing in-flight requests`);
    const timer = setTimeout(() => {
      console.error('hanout: shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      console.error('hanout: error while shutting down', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    const app = await buildApp({ config, database });
    app.addHook('onClose', async () => {
      await database.close();
    });
    close = () => app.close();
    const { seeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    if (seeded) app.log.info('empty database: demo data added');
    if (!stopRequested) await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`hanout: port ${config.PORT} is already in use; set PORT to another port.`);
      process.exit(1);
    }
    fail(error);
  }
  started = true;
  if (stopRequested) await stop(stopRequested);
}

await main();
