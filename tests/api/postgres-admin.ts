import pg from 'pg';

export const TEMPLATE_DATABASE = 'hanout_test_template';

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
