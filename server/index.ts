/**
 * The process: read the configuration, open the database, serve, and close cleanly on signals.
 * close-with-grace runs the shutdown on SIGTERM, SIGINT (and the other terminating signals) or an
 * uncaught error: stop accepting connections, finish the requests in flight, close the database
 * (which releases the PGlite data directory's lock), then exit; 0 after a signal, 1 after an error
 * or when closing takes longer than SHUTDOWN_TIMEOUT_MS.
 */
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp, type App } from './app.ts';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { RedisUnavailableError } from './plugins/rate-limit-store-redis.ts';
import { prepareDatabase } from './db/prepare.ts';
import { serveAdminSocket } from './modules/admin/index.ts';
import { databaseStorage } from './modules/media/index.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Known start-up failures are one readable line; anything else keeps its stack. */
function fail(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof RedisUnavailableError ||
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

  // Until the server listens, SIGTERM and SIGINT are only noted: stopping PGlite while it creates
  // its files, migrates or seeds could damage them. The stop follows as soon as that step is done,
  // and the steps not yet begun are skipped.
  let stopRequested: NodeJS.Signals | undefined;
  const noteStop = (signal: NodeJS.Signals) => {
    stopRequested ??= signal;
  };
  process.on('SIGTERM', noteStop);
  process.on('SIGINT', noteStop);

  // Another process took the PGlite data directory's lock from this one (server/db/data-dir-lock.ts,
  // "Losing it") and may be writing to the database now. Exit at once, cutting requests in flight:
  // not database.close(), whose shutdown checkpoint and flush would write into a directory that
  // another process now owns, nor the graceful close that ends with it.
  const onDataDirLockLost = () => {
    console.error(
      `hanout: lost the lock on the data directory ${config.DATA_DIR}: another process may be writing to it; exiting now without closing the database.`,
    );
    process.exit(1);
  };
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onDataDirLockLost,
    });
  } catch (error) {
    fail(error);
  }

  let app: App | undefined;
  let adminSocket: { close(): Promise<void> } | undefined;
  try {
    app = await buildApp({ config, database });
    app.addHook('onClose', async () => {
      await database.close();
    });
    app.addHook('preClose', async () => {
      await adminSocket?.close();
    });
    if (!stopRequested) {
      // The demo pictures go where uploads go: S3 when configured, else the seed's transaction.
      const { mediaStorage: storage, log } = app;
      const { seeded } = await prepareDatabase(database, {
        seedDemo: config.SEED_DEMO,
        warn: (message) => log.warn(message),
        seed: {
          mediaStorage: (db) => (storage.kind === 's3' ? storage : databaseStorage(db)),
          photos: { log: (message) => log.info(message) },
        },
      });
      if (seeded) app.log.info('empty database: demo data added');
    }
    if (!stopRequested) await app.listen({ port: config.PORT, host: config.HOST });
    // On PGlite this process holds the data directory: `npm run admin:create` asks it through
    // DATA_DIR/admin.sock (server/modules/admin/admin-socket.ts). Closed before the database.
    // The socket is a convenience: when it cannot be made (path too long, a filesystem without
    // sockets) the server keeps serving and says what that means.
    if (!stopRequested && database.engine === 'pglite') {
      const log = app.log;
      adminSocket = await serveAdminSocket(
        database.db,
        config.DATA_DIR,
        (err) => log.error({ err }, 'admin socket request failed'),
        // `npm run db:backup` gets its copy of the database here too (server/modules/admin/backup-pglite.ts).
        { dumpDataDir: database.dumpDataDir },
      ).catch((err: unknown) => {
        log.warn(
          { err },
          'admin socket not available: admin:create will not reach this server; stop it to create an operator',
        );
        return undefined;
      });
    }
  } catch (error) {
    await (app ? app.close() : database.close()).catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`hanout: port ${config.PORT} is already in use; set PORT to another port.`);
      process.exit(1);
    }
    fail(error);
  }
  process.off('SIGTERM', noteStop);
  process.off('SIGINT', noteStop);

  const server = app;
  const { close } = closeWithGrace(
    {
      delay: SHUTDOWN_TIMEOUT_MS,
      logger: { error: (message: unknown) => console.error('hanout:', message) },
      onTimeout: () => console.error('hanout: shutdown took too long; exiting'),
    },
    async ({ signal, err }) => {
      if (err) server.log.error({ err }, 'uncaught error; shutting down');
      else
        console.error(`hanout: ${signal ?? stopRequested} received, finishing in-flight requests`);
      // Fastify stops listening, answers 503 to new requests on open connections, waits for those
      // in flight, then runs onClose: the database closes last.
      await server.close();
    },
  );
  if (stopRequested) close();
}

await main();
