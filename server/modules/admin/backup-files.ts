/**
 * What backups and restores do the same way on both engines (docs/backups.md); backup-postgres.ts
 * and backup-pglite.ts do the work. Files are written to `<name>.partial` and renamed when
 * complete, mode 0600 from their first byte (a folder we make is 0700): they hold every password
 * hash, order and address of the shop. A restore checks the file before it touches the database:
 * a file that is not a whole Hanout backup of this engine is refused with one line, and the
 * database stays as it was. Also here: the default name (UTC time), sizes in messages, and what a
 * restore says it brought back (the same queries on either engine).
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

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

export function formatSize(bytes: number): string {
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
export function prepareTarget(file: string, engine: BackupEngine, say: Say): string {
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
export function createPartial(file: string): string {
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
export function finish(partial: string, file: string): number {
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

export function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a Hanout backup (${why}): nothing was changed`);
}

export function checkKind(file: string, engine: BackupEngine) {
  const kind = fileKind(file);
  if (kind === engine) return;
  if (kind === 'unknown') throw notABackup(file, "neither pg_dump's format nor PGlite's");
  throw new BackupError(
    kind === 'pglite'
      ? `${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR`
      : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
  );
}

export interface Contents {
  tables: number;
  migrations: number;
  /** null when there is no users table: not a Hanout database. */
  accounts: number | null;
}

/** Tables of the public schema, applied migrations and accounts: what a restore brought back. */
export async function readContents(
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

export function describeContents({ tables, migrations, accounts }: Contents): string {
  return `${tables} tables, ${migrations} migrations${accounts === null ? '' : `, ${accounts} accounts`}`;
}
