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

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    const { seeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    if (seeded) app.log.info('empty database: demo data added');
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`hanout: port ${config.PORT} is already in use; set PORT to another port.`);
      process.exit(1);
    }
    fail(error);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
