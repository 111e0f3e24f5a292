/**
 * `npm run db:seed`: brings the schema up to date and fills an empty database with the demo data
 * (see seed.ts for the accounts). A database that already has users is left as it is.
 */
import { openDatabase } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed.ts';

async function main() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await database.exclusive(async (db) =>
      (await isDatabaseEmpty(db)) ? seedDemo(db) : null,
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
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
