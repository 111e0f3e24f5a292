import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { fillIdentityKeys } from './identity-keys.ts';
import { isDatabaseEmpty, seedDemo, type SeedOptions } from './seed.ts';

/**
 * Brings the schema up to date (with the identity keys only JavaScript computes) and, when
 * asked, fills an empty database with the demo data. All of it happens under the database's
 * exclusive lock, so two instances starting together on one PostgreSQL neither race on
 * migrations nor fill keys or seed twice. `seed` tunes the demo data (where its pictures go, or
 * none); `warn` hears of old accounts whose identifiers fold together.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; seed?: SeedOptions; warn?: (message: string) => void },
) {
  await database.migrate();
  return database.exclusive(async (db) => {
    // Accounts older than users.username_key/email_key get their keys before anything is served
    // (a sign-in compares them); cheap once done: one indexed look and one catalogue row.
    await fillIdentityKeys(db, options.warn);
    if (!options.seedDemo) return { seeded: false };
    if (!(await isDatabaseEmpty(db))) return { seeded: false };
    await seedDemo(db, options.seed);
    // Fresh statistics for the planner: PGlite has no autovacuum, so without this it would plan
    // the demo's queries for tables it believes empty.
    await db.execute(sql`analyze`);
    return { seeded: true };
  });
}
