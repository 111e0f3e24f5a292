/**
 * Backups of the database and their restore (`npm run db:backup`, `npm run db:restore`, see
 * docs/backups.md), for both engines:
 * - PostgreSQL (DATABASE_URL): pg_dump in its custom format, and pg_restore with --clean
 *   --if-exists --no-owner --single-transaction, so a restore that fails changes nothing. The tools
 *   must be at least the server's major version (an older pg_dump refuses a newer server, and its
 *   message is less clear than ours). The password goes to them through PGPASSWORD, never on
 *   their command line (other users see that in `ps`) nor in our messages.
 * - PGlite (DATA_DIR): the gzipped tarball PGlite makes of its data directory. A running server
 *   holds the directory (PGlite is single-process), so the backup asks it through
 *   DATA_DIR/admin.sock; otherwise this process takes the directory's lock and copies it itself.
 *   A restore refuses while a server holds the directory, moves the current database aside
 *   (DATA_DIR/pglite.before-restore-<time>) and unpacks the backup in its place, then opens it to
 *   check; when that fails the database that was there is put back.
 * Files are written to `<name>.partial` and renamed when complete, mode 0600 in a 0700 folder:
 * they hold every password hash, order and address of the shop.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { adminSocketPath, BACKUP_REQUEST, type BackupSocketHeader } from './admin-socket.ts';
import { describeUrl, openPglite } from '../../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../db/data-dir-lock.ts';

/** A failure to report as one line, without a stack. */
export class BackupError extends Error {}

/** Where each step is told; the command prints one line per call. */
export type Say = (line: string) => void;

export const DEFAULT_BACKUP_DIR = 'backups';

/** 2026-11-25T07:35:50.123Z → 20261125T073550Z: sorts by time, safe in any file name. */
export function backupTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
}

export function defaultBackupPath(
  engine: 'postgres' | 'pglite',
  now = new Date(),
  directory = DEFAULT_BACKUP_DIR,
  label = '',
): string {
  const extension = engine === 'postgres' ? 'dump' : 'tar.gz';
  return path.join(
    directory,
    `hanout-${engine}${label ? `-${label}` : ''}-${backupTimestamp(now)}.${extension}`,
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The folder of a backup, made private when we make it. */
function prepareFolder(file: string) {
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/** Moves a complete `<file>.partial` to its name, readable by its owner only. */
function finish(partial: string, file: string): number {
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return statSync(file).size;
}

/** The first bytes of a file, to tell a pg_dump archive from a PGlite tarball. */
function fileKind(file: string): 'postgres' | 'pglite' | 'unknown' {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read (${code})`,
    );
  }
  try {
    const head = Buffer.alloc(5);
    const read = readSync(fd, head, 0, 5, 0);
    if (read === 5 && head.toString('latin1') === 'PGDMP') return 'postgres';
    if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    closeSync(fd);
  }
}

function checkKind(file: string, engine: 'postgres' | 'pglite') {
  const kind = fileKind(file);
  if (kind === engine) return;
  if (kind === 'unknown') {
    throw new BackupError(`${file} is not a Hanout backup (neither pg_dump's nor PGlite's format)`);
  }
  throw new BackupError(
    kind === 'pglite'
      ? `${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR`
      : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
  );
}

// PostgreSQL ------------------------------------------------------------------------------------

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

/** The last meaningful line a tool wrote, with the password blanked should it appear. */
function toolFailure(tool: string, ran: Ran, password: string): BackupError {
  const lines = ran.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const detail =
    lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? `exit code ${ran.code}`;
  const safe = password ? detail.replaceAll(password, '***') : detail;
  return new BackupError(`${tool} failed: ${safe}`);
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

async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const result = await client.query<{ server_version_num: string; server_version: string }>(
      "select current_setting('server_version_num') as server_version_num, current_setting('server_version') as server_version",
    );
    const row = result.rows[0];
    return {
      major: Math.floor(Number(row?.server_version_num) / 10000),
      version: (row?.server_version ?? '').split(' ')[0] ?? '',
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `Cannot connect to PostgreSQL at ${describeUrl(url)}: ${reason || 'connection refused'}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
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
  prepareFolder(file);
  const partial = `${file}.partial`;
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

export async function backupPostgres(url: string, file: string, say: Say) {
  const { own, server } = await checkTool('pg_dump', url);
  say(`PostgreSQL ${server.version} at ${describeUrl(url)}: dumping with pg_dump ${own.version}`);
  const size = await dumpPostgres(url, file);
  say(`Wrote ${file} (${formatSize(size)})`);
}

/** Tables of the public schema and applied migrations: what a restore says it brought back. */
async function describePostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await describeContents((statement) =>
      client.query<Record<string, unknown>>(statement).then((result) => result.rows),
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function describeContents(
  query: (statement: string) => Promise<Record<string, unknown>[]>,
): Promise<string> {
  const [tables] = await query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const [migrations] = await query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'",
  );
  let applied = 0;
  if (Number(migrations?.n) > 0) {
    const [row] = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
    applied = Number(row?.n);
  }
  const [users] = await query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  );
  let accounts = '';
  if (Number(users?.n) > 0) {
    const [row] = await query('select count(*)::int as n from users');
    accounts = `, ${Number(row?.n)} accounts`;
  }
  return `${Number(tables?.n)} tables, ${applied} migrations${accounts}`;
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
  if (listed.code !== 0) throw toolFailure('pg_restore', listed, connection.password);
  say(
    `Restoring ${file} into PostgreSQL ${server.version} at ${describeUrl(url)} with pg_restore ${own.version}`,
  );
  // What the restore replaces is kept first: a restore of the wrong file can be undone.
  await checkTool('pg_dump', url);
  const current = defaultBackupPath(
    'postgres',
    new Date(),
    options.keepCurrentIn ?? DEFAULT_BACKUP_DIR,
    'before-restore',
  );
  const size = await dumpPostgres(url, current);
  say(`Saved the current database to ${current} (${formatSize(size)})`);
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
    const failure = toolFailure('pg_restore', ran, connection.password);
    throw new BackupError(
      `${failure.message} (nothing was changed; if the database has tables the backup does not know, restore into an empty database instead)`,
    );
  }
  say(`Restored: ${await describePostgres(url)}`);
}

// PGlite ----------------------------------------------------------------------------------------

/** How long the backup waits for a running server's next bytes before giving up. */
const SERVER_ANSWER_TIMEOUT_MS = 60_000;

/** Asks the server that holds dataDir for its copy, through DATA_DIR/admin.sock. */
function askServerForBackup(dataDir: string, partial: string): Promise<number> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const socket = net.createConnection(file, () =>
      socket.write(`${JSON.stringify(BACKUP_REQUEST)}\n`),
    );
    const fail = (message: string) => {
      socket.destroy();
      reject(new BackupError(message));
    };
    socket.setTimeout(SERVER_ANSWER_TIMEOUT_MS, () =>
      fail(
        `The Hanout server holding ${path.resolve(dataDir)} stopped answering for ${SERVER_ANSWER_TIMEOUT_MS / 1000} s: try again`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    socket.on('error', () =>
      fail(
        `A Hanout server holds ${path.resolve(dataDir)} but cannot be reached on ${file} (still starting, or its socket could not be made: see its log). Try again, or stop the server and run this again.`,
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks, received);
      const newline = all.indexOf(0x0a);
      let header: BackupSocketHeader | undefined;
      try {
        header = JSON.parse(all.subarray(0, newline).toString('utf8')) as BackupSocketHeader;
      } catch {
        header = undefined;
      }
      if (newline < 0 || !header) return fail(`The server's answer on ${file} could not be read`);
      if (!header.ok) return fail(`The server did not make the backup: ${header.message}`);
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return fail(
          `The server's backup was cut short (${body.length} of ${header.bytes} bytes): try again`,
        );
      }
      writeFileSync(partial, body, { mode: 0o600 });
      socket.destroy();
      resolve(body.length);
    });
  });
}

export async function backupPglite(dataDir: string, file: string, say: Say) {
  const directory = path.resolve(dataDir);
  if (!existsSync(path.join(directory, 'pglite'))) {
    throw new BackupError(
      `There is no database in ${directory} (no pglite folder): check DATA_DIR, or set DATABASE_URL for PostgreSQL`,
    );
  }
  prepareFolder(file);
  const partial = `${file}.partial`;
  try {
    let database;
    try {
      database = await openPglite(directory);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (database) {
      say(`The embedded database at ${directory}: no server is running, copying it directly`);
      try {
        const dump = await database.dumpDataDir?.();
        if (!dump) throw new BackupError('This database cannot be copied');
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      } finally {
        await database.close();
      }
    } else {
      say(
        `The embedded database at ${directory} is in use by a running server: asking it for a copy through ${adminSocketPath(directory)}`,
      );
      await askServerForBackup(directory, partial);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const size = finish(partial, file);
  say(`Wrote ${file} (${formatSize(size)})`);
}

/**
 * Unpacks the backup into folder, then opens it again from the disk alone and says what it holds.
 * PGlite by itself, not openPglite: we hold the directory's lock already.
 */
async function unpackPglite(folder: string, backup: Blob): Promise<string> {
  const unpacked = await PGlite.create({
    dataDir: folder,
    loadDataDir: backup,
    extensions: { pg_trgm },
  });
  await unpacked.close();
  const client = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  try {
    return await describeContents((statement) =>
      client.query<Record<string, unknown>>(statement).then((result) => result.rows),
    );
  } finally {
    await client.close();
  }
}

export async function restorePglite(dataDir: string, file: string, say: Say) {
  checkKind(file, 'pglite');
  const directory = path.resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  let lock;
  try {
    lock = acquireDataDirLock(directory);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${error.message.replace(/;.*$/, '')}: stop the server before restoring, then start it again afterwards`,
      );
    }
    throw error;
  }
  try {
    const backup = readFileSync(file);
    // A cut or damaged file is found before the current database is touched.
    try {
      gunzipSync(backup);
    } catch {
      throw new BackupError(`${file} is damaged (its compressed data does not read back)`);
    }
    const folder = path.join(directory, 'pglite');
    const aside = `${folder}.before-restore-${backupTimestamp()}`;
    const hadDatabase = existsSync(folder);
    say(`Restoring ${file} into the embedded database at ${directory}`);
    if (hadDatabase) {
      renameSync(folder, aside);
      say(`Moved the current database aside to ${aside}`);
    }
    mkdirSync(folder, { recursive: true });
    try {
      say(`Restored: ${await unpackPglite(folder, new Blob([backup]))}`);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      if (hadDatabase) renameSync(aside, folder);
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `${file} could not be restored (${reason}); ${hadDatabase ? 'the database that was there is back in place' : 'nothing was changed'}`,
      );
    }
  } finally {
    lock.release();
  }
}
