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
 * Files are written to `<name>.partial` and renamed when complete, mode 0600 from their first
 * byte (a folder we make is 0700): they hold every password hash, order and address of the shop.
 * A restore checks the file before it touches the database: a file that is not a whole Hanout
 * backup of this engine is refused with one line, and the database stays as it was.
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
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { adminSocketPath, BACKUP_REQUEST, type BackupSocketHeader } from './admin-socket.ts';
import { describeUrl, openPglite } from '../../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../db/data-dir-lock.ts';

/** A failure to report as one line, without a stack. */
export class BackupError extends Error {}

/** Where each step is told; the command prints one line per call. */
export type Say = (line: string) => void;

export type BackupEngine = 'postgres' | 'pglite';

export const DEFAULT_BACKUP_DIR = 'backups';

/** 2026-11-25T07:35:50.123Z → 20261125T073550Z: sorts by time, safe in any file name. */
export function backupTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
}

export function defaultBackupPath(
  engine: BackupEngine,
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

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

/**
 * Where a backup asked for as `file` goes: into it with the default name when it is a folder (or
 * ends with a slash); its folder is made (private) when missing, as `backups/` is on a first run.
 */
function prepareTarget(file: string, engine: BackupEngine, say: Say): string {
  const isFolder = /[\\/]$/.test(file) || (existsSync(file) && statSync(file).isDirectory());
  const target = isFolder ? defaultBackupPath(engine, new Date(), file) : file;
  const folder = path.dirname(path.resolve(target));
  if (!existsSync(folder)) {
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw new BackupError(
        `Cannot make the folder ${folder} for the backup (${errnoCode(error)})`,
      );
    }
    say(`Made the folder ${folder}, readable by its owner only`);
  }
  return target;
}

/**
 * An empty `<file>.partial` of mode 0600, before anything is written to it: pg_dump would make it
 * with the umask's mode (often 0644), readable by others while the dump runs.
 */
function createPartial(file: string): string {
  const partial = `${file}.partial`;
  try {
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', 0o600));
  } catch (error) {
    throw new BackupError(`Cannot write ${partial} (${errnoCode(error)})`);
  }
  return partial;
}

/** Moves a complete `<file>.partial` to its name, readable by its owner only. */
function finish(partial: string, file: string): number {
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return statSync(file).size;
}

/** The first bytes of a file, to tell a pg_dump archive from a PGlite tarball. */
function fileKind(file: string): BackupEngine | 'unknown' {
  let fd: number;
  try {
    if (statSync(file).isDirectory()) {
      throw new BackupError(`${file} is a folder: name the backup file in it`);
    }
    fd = openSync(file, 'r');
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = errnoCode(error);
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

function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a Hanout backup (${why}): nothing was changed`);
}

function checkKind(file: string, engine: BackupEngine) {
  const kind = fileKind(file);
  if (kind === engine) return;
  if (kind === 'unknown') throw notABackup(file, "neither pg_dump's format nor PGlite's");
  throw new BackupError(
    kind === 'pglite'
      ? `${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR`
      : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
  );
}

interface Contents {
  tables: number;
  migrations: number;
  /** null when there is no users table: not a Hanout database. */
  accounts: number | null;
}

/** Tables of the public schema, applied migrations and accounts: what a restore brought back. */
async function readContents(
  query: (statement: string) => Promise<Record<string, unknown>[]>,
): Promise<Contents> {
  const count = async (statement: string) => Number((await query(statement))[0]?.n);
  const tables = await count(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const hasMigrations = await count(
    "select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'",
  );
  const hasUsers = await count(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  );
  return {
    tables,
    migrations:
      hasMigrations > 0
        ? await count('select count(*)::int as n from drizzle.__drizzle_migrations')
        : 0,
    accounts: hasUsers > 0 ? await count('select count(*)::int as n from users') : null,
  };
}

function describeContents({ tables, migrations, accounts }: Contents): string {
  return `${tables} tables, ${migrations} migrations${accounts === null ? '' : `, ${accounts} accounts`}`;
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
      writeFileSync(partial, body);
      socket.destroy();
      resolve(body.length);
    });
  });
}

/** Writes the backup to file (a folder gets the default name); returns where it went. */
export async function backupPglite(dataDir: string, file: string, say: Say): Promise<string> {
  const directory = path.resolve(dataDir);
  // Opening a folder without a database would make an empty one there.
  if (!existsSync(path.join(directory, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${directory} (no pglite folder with a database in it): check DATA_DIR, or set DATABASE_URL for PostgreSQL`,
    );
  }
  const target = prepareTarget(file, 'pglite', say);
  const partial = createPartial(target);
  try {
    let database;
    let holder: DataDirLockedError | undefined;
    try {
      database = await openPglite(directory);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      holder = error;
    }
    if (database) {
      say(`The embedded database at ${directory}: no server is running, copying it directly`);
      try {
        const dump = await database.dumpDataDir?.();
        if (!dump) throw new BackupError('This database cannot be copied');
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    } else {
      const socket = adminSocketPath(directory);
      // No socket: the holder is another db:backup or db:restore, or a server not serving yet.
      if (!existsSync(socket)) {
        throw new BackupError(
          `${holder?.message.replace(/;.*$/, '')}, and it takes no requests on ${socket}: if it is a server, wait until it has started (or see its log); else let that command finish, then try again`,
        );
      }
      say(
        `The embedded database at ${directory} is in use by a running server: asking it for a copy through ${socket}`,
      );
      await askServerForBackup(directory, partial);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const size = finish(partial, target);
  say(`Wrote ${target} (${formatSize(size)})`);
  return target;
}

/** The names in a tar archive, or undefined when its headers do not read as one. */
function tarEntryNames(tar: Buffer): string[] | undefined {
  const names: string[] = [];
  const text = (header: Buffer, start: number, length: number) => {
    const raw = header.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    // The checksum counts its own field as spaces.
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (Number.parseInt(text(header, 148, 8).trim(), 8) !== sum || !Number.isFinite(size)) {
      return undefined;
    }
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return offset === tar.length ? names : undefined;
}

/** A cut, damaged or foreign file is found before the current database is touched. */
function checkPgliteBackup(file: string, backup: Buffer) {
  let tar: Buffer;
  try {
    tar = gunzipSync(backup);
  } catch {
    throw new BackupError(
      `${file} is damaged (its compressed data does not read back): nothing was changed`,
    );
  }
  const names = tarEntryNames(tar);
  if (!names) throw notABackup(file, 'its content is not a tar archive');
  if (!names.includes('PG_VERSION') || !names.includes('global/pg_control')) {
    throw notABackup(file, 'a tar archive without a PGlite data directory');
  }
}

/**
 * Unpacks the backup into folder, then opens it again from the disk alone and says what it holds.
 * PGlite by itself, not openPglite: we hold the directory's lock already.
 */
async function unpackPglite(folder: string, backup: Blob): Promise<Contents> {
  const unpacked = await PGlite.create({
    dataDir: folder,
    loadDataDir: backup,
    extensions: { pg_trgm },
  });
  await unpacked.close();
  const client = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  try {
    return await readContents((statement) =>
      client.query<Record<string, unknown>>(statement).then((result) => result.rows),
    );
  } finally {
    await client.close();
  }
}

/** DATA_DIR/pglite.before-restore-<time>, with a count when one of that second exists. */
function asideName(folder: string): string {
  const base = `${folder}.before-restore-${backupTimestamp()}`;
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

export async function restorePglite(dataDir: string, file: string, say: Say) {
  checkKind(file, 'pglite');
  const backup = readFileSync(file);
  checkPgliteBackup(file, backup);
  const directory = path.resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  let lock;
  try {
    lock = acquireDataDirLock(directory);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${error.message.replace(/;.*$/, '')}: stop the server before restoring, then start it again afterwards (nothing was changed)`,
      );
    }
    throw error;
  }
  try {
    const folder = path.join(directory, 'pglite');
    const aside = asideName(folder);
    const hadDatabase = existsSync(folder);
    say(`Restoring ${file} into the embedded database at ${directory}`);
    if (hadDatabase) {
      renameSync(folder, aside);
      say(`Moved the current database aside to ${aside}`);
    }
    mkdirSync(folder, { recursive: true });
    let contents: Contents;
    try {
      contents = await unpackPglite(folder, new Blob([backup], { type: 'application/x-gzip' }));
      if (contents.accounts === null || contents.migrations === 0) {
        throw new Error('it holds a database, but not a Hanout one');
      }
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      if (hadDatabase) renameSync(aside, folder);
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `${file} could not be restored (${reason}); ${hadDatabase ? 'the database that was there is back in place' : 'nothing was changed'}`,
      );
    }
    say(`Restored: ${describeContents(contents)}`);
    if (hadDatabase) {
      say(`The database from before stays in ${aside}: delete it once the restore is checked`);
    }
  } finally {
    lock.release();
  }
}
