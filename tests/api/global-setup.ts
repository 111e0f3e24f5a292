/**
 * Prepares, once per run, a migrated empty database that every test file clones: a PGlite dump
 * on disk, and (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openPostgres } from '../../server/db/client.ts';
import { adminQuery, databaseUrl, templateDatabaseFor } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanout-api-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDumpPath', dumpPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && process.env.CI === 'true') {
    // CI must run the API suite on PostgreSQL too, not pass on PGlite alone.
    throw new Error(
      'CI=true and TEST_DATABASE_URL is not set: the PostgreSQL pass would be left out.',
    );
  }
  const template = adminUrl ? templateDatabaseFor(adminUrl) : null;
  project.provide('postgresTemplate', template);
  if (adminUrl && template) {
    await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`);
    await adminQuery(adminUrl, `create database "${template}"`);
    const database = await openPostgres(databaseUrl(adminUrl, template), 1);
    await database.migrate();
    await database.close();
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) {
      await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`);
    }
  };
}
