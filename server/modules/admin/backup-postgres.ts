/**
 * Backup and restore of PostgreSQL (DATABASE_URL): pg_dump in its custom format, and pg_restore
 * with --clean --if-exists --no-owner --single-transaction, so a restore that fails changes
 * nothing. The tools must be at least the server's major version (an older pg_dump refuses a newer
 * server, and its message is less clear than ours). The password goes to them through PGPASSWORD,
 * never on their command line (other users see that in `ps`) nor in our messages. A restore checks
 * the file before it touches the database, and keeps a dump of what it replaces.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import {
  BackupError,
  checkKind,
  createPartial,
  DEFAULT_BACKUP_DIR,
  defaultBackupPath,
  describeContents,
  finish,
  formatSize,
  notABackup,
  prepareTarget,
  readContents,
  type Say,
} from './backup-files.ts';
import { describeUrl } from '../../db/client.ts';

interface Connection {
  /** The URL without its password, for the tools' --dbname. */
  dbname: string;
  env: NodeJS.ProcessEnv;
  password: string;
}

/** The password moves from the URL to PGPASSWORD (libpq reads it there). */
function connectionFor(url: string): Connection {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError('DATABASE_URL is not a valid URL');
  }
  let password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const fromQuery = parsed.searchParams.get('password');
  if (fromQuery !== null) {
    password ||= fromQuery;
    parsed.searchParams.delete('password');
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env, password };
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client tool; a missing tool is a BackupError that says what to install. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install the PostgreSQL client tools of the server's major version or newer (Debian, Ubuntu: apt install postgresql-client), or put their folder first on PATH`,
            )
          : error,
      );
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The tool's first error line (or its last line), with the password blanked should it appear. */
function toolDetail(ran: Ran, password: string): string {
  const lines = ran.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const detail =
    lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? `exit code ${ran.code}`;
  return password ? detail.replaceAll(password, '***') : detail;
}

function toolFailure(tool: string, ran: Ran, password: string): BackupError {
  return new BackupError(`${tool} failed: ${toolDetail(ran, password)}`);
}

/** Major version of a client tool, from `pg_dump (PostgreSQL) 16.4 (Debian …)`. */
async function toolMajor(tool: string): Promise<{ major: number; version: string }> {
  const ran = await run(tool, ['--version']);
  const match = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*)/.exec(ran.stdout);
  if (ran.code !== 0 || !match?.[1] || !match[2]) {
    throw new BackupError(`${tool} --version did not say its version: is it PostgreSQL's ${tool}?`);
  }
  return { major: Number(match[2]), version: match[1] };
}

/** Runs fn on one short connection; a refused connection is a one-line BackupError. */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `Cannot connect to PostgreSQL at ${describeUrl(url)}: ${reason || 'connection refused'}`,
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function rows(client: pg.Client, statement: string) {
  return (await client.query<Record<string, unknown>>(statement)).rows;
}

async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  return withClient(url, async (client) => {
    const [row] = await rows(
      client,
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    return {
      major: Math.floor(Number(row?.num) / 10000),
      version: String(row?.version ?? '').split(' ')[0] ?? '',
    };
  });
}

/** The tool exists and is not older than the server; both versions for the first line. */
async function checkTool(tool: 'pg_dump' | 'pg_restore', url: string) {
  const own = await toolMajor(tool);
  const server = await serverMajor(url);
  if (own.major < server.major) {
    throw new BackupError(
      `${tool} ${own.version} is older than the PostgreSQL ${server.version} server: install the client tools of version ${server.major} or newer (Debian, Ubuntu: apt install postgresql-client-${server.major}) and put them first on PATH`,
    );
  }
  return { own, server };
}

async function dumpPostgres(url: string, file: string): Promise<number> {
  const connection = connectionFor(url);
  const partial = createPartial(file);
  const ran = await run(
    'pg_dump',
    ['--format=custom', '--file', partial, '--dbname', connection.dbname],
    connection.env,
  );
  if (ran.code !== 0) {
    rmSync(partial, { force: true });
    throw toolFailure('pg_dump', ran, connection.password);
  }
  return finish(partial, file);
}

/** Writes the backup to file (a folder gets the default name); returns where it went. */
export async function backupPostgres(url: string, file: string, say: Say): Promise<string> {
  const { own, server } = await checkTool('pg_dump', url);
  say(`PostgreSQL ${server.version} at ${describeUrl(url)}: dumping with pg_dump ${own.version}`);
  const target = prepareTarget(file, 'postgres', say);
  const size = await dumpPostgres(url, target);
  say(`Wrote ${target} (${formatSize(size)})`);
  return target;
}

/** `schema.table` of every table an archive creates, from `pg_restore --list`. */
function archivedTables(list: string): Set<string> {
  const tables = new Set<string>();
  for (const line of list.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+)(?: |$)/.exec(line);
    if (match) tables.add(`${match[1]}.${match[2]}`);
  }
  return tables;
}

/** `schema.table` of the tables the database has now, in the schemas Hanout's migrations use. */
async function presentTables(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const present = await rows(
      client,
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
    );
    return present.map((row) => String(row.name));
  });
}

/** Other sessions on the database: servers still running keep serving what they cached. */
async function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const [row] = await rows(
      client,
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return Number(row?.n ?? 0);
  });
}

export async function restorePostgres(
  url: string,
  file: string,
  say: Say,
  options: { keepCurrentIn?: string } = {},
) {
  checkKind(file, 'postgres');
  const { own, server } = await checkTool('pg_restore', url);
  const connection = connectionFor(url);
  const listed = await run('pg_restore', ['--list', file]);
  if (listed.code !== 0) {
    throw new BackupError(
      `${file} is damaged: ${toolDetail(listed, connection.password)} (nothing was changed)`,
    );
  }
  const archived = archivedTables(listed.stdout);
  if (!archived.has('public.users')) {
    throw notABackup(file, 'a pg_dump archive without the users table');
  }
  const present = await presentTables(url);
  // --clean drops only what the archive holds: a table the database has besides (one a later
  // migration made) would stay, and the next start's migrations would trip over it.
  const beyond = present.filter((name) => !archived.has(name));
  if (beyond.length > 0) {
    throw new BackupError(
      `The database has tables the backup does not hold (${beyond.join(', ')}), which a restore would leave in place: restore into an empty database instead (createdb, then set DATABASE_URL to it); nothing was changed`,
    );
  }
  say(
    `Restoring ${file} into PostgreSQL ${server.version} at ${describeUrl(url)} with pg_restore ${own.version}`,
  );
  const others = await otherSessions(url);
  if (others > 0) {
    say(
      `${others} other connection(s) to this database are open: restart every Hanout server on it once this is done, or they serve pages cached from before`,
    );
  }
  // What the restore replaces is kept first: a restore of the wrong file can be undone.
  if (present.length > 0) {
    await checkTool('pg_dump', url);
    const current = prepareTarget(
      defaultBackupPath(
        'postgres',
        new Date(),
        options.keepCurrentIn ?? DEFAULT_BACKUP_DIR,
        'before-restore',
      ),
      'postgres',
      say,
    );
    const size = await dumpPostgres(url, current);
    say(`Saved the current database to ${current} (${formatSize(size)})`);
  }
  const ran = await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      connection.dbname,
      file,
    ],
    connection.env,
  );
  if (ran.code !== 0) {
    throw new BackupError(
      `${toolFailure('pg_restore', ran, connection.password).message} (nothing was changed)`,
    );
  }
  const contents = await withClient(url, (client) =>
    readContents((statement) => rows(client, statement)),
  );
  say(`Restored: ${describeContents(contents)}`);
}
