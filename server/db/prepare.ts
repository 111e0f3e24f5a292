import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { isDatabaseEmpty, seedDemo, type SeedOptions } from './seed.ts';

/**
 * Brings the schema up to date and, when asked, fills an empty database with the demo data.
 * Both happen under the database's exclusive lock, so two instances starting together on one
 * PostgreSQL neither race on migrations nor seed twice. `seed` tunes the demo data (where its
 * pictures go, or none).
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; seed?: SeedOptions },
) {
  await database.migrate();
  if (!options.seedDemo) return { seeded: false };
  return database.exclusive(async (db) => {
    if (!(await isDatabaseEmpty(db))) return { seeded: false };
    await seedDemo(db, options.seed);
    // Fresh statistics for the planner: PGlite has no autovacuum, so without this it would plan
    // the demo's queries for tables it believes empty.
    await db.execute(sql`analyze`);
    return { seeded: true };
  });
}
