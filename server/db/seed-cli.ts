/**
 * `npm run db:seed`: brings the schema up to date and fills an empty database with the demo data
 * (see seed.ts for the accounts). A database that already has users is left as it is. The
 * pictures go where the server keeps uploads: S3 when the S3_* settings are given.
 */
import { loadConfig } from '../config.ts';
import { databaseStorage, mediaStorageFromConfig } from '../modules/media/index.ts';
import { openDatabase } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const configured = mediaStorageFromConfig(config, database.db);
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await database.exclusive(async (db) =>
      (await isDatabaseEmpty(db))
        ? seedDemo(db, {
            mediaStorage: (tx) => (configured.kind === 's3' ? configured : databaseStorage(tx)),
            photos: { log: (message) => console.log(message) },
          })
        : null,
    );
    if (!summary) {
      console.log('The database already has data: nothing was seeded.');
      return;
    }
    const counts = Object.entries(summary)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ');
    console.log(
      `Seeded the demo data in ${Math.round(performance.now() - started)} ms: ${counts}.`,
    );
    const accounts = Object.values(DEMO_ACCOUNTS).join(', ');
    console.log(`Sign in as ${accounts} with the password ${DEMO_PASSWORD}.`);
  } finally {
    await configured.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
