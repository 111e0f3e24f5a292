import type { Database } from './client.ts';
import { isDatabaseEmpty, seedDemo } from './seed.ts';

/**
 * Brings the schema up to date and, when asked, fills an empty database with the demo data.
 * Both happen under the database's exclusive lock, so two instances starting together on one
 * PostgreSQL neither race on migrations nor seed twice.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }) {
  await database.migrate();
  if (!options.seedDemo) return { seeded: false };
  return database.exclusive(async (db) => {
    if (!(await isDatabaseEmpty(db))) return { seeded: false };
    await seedDemo(db);
    return { seeded: true };
  });
}
