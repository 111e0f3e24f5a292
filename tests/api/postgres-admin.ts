import pg from 'pg';

/**
 * The migrated template the suites clone, named after the database of TEST_DATABASE_URL so that
 * two runs against one server (two checkouts, or people testing side by side) never drop each
 * other's template.
 */
export function templateDatabaseFor(adminUrl: string): string {
  const owner = new URL(adminUrl).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_');
  return `hanout_test_template_${owner}`.slice(0, 63);
}

/** The same server and credentials as adminUrl, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** CREATE/DROP DATABASE cannot run in a transaction or a pool checkout: one short connection. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
