/**
 * `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE` (backup-postgres.ts and
 * backup-pglite.ts do the work, docs/backups.md tells when and how). The engine is the server's:
 * PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. A backup goes to
 * FILE (into it, with the default name, when FILE is a folder), or to backups/hanout-<engine>-<UTC
 * time>.<dump|tar.gz> in the project's folder. One line per step on stdout; on failure one line on
 * stderr and exit code 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { BackupError, defaultBackupPath } from './backup-files.ts';
import { backupPglite, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';
import { DatabaseUnavailableError } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';

const USAGE =
  'Usage: npm run db:backup [-- FILE]   (default: backups/hanout-<engine>-<UTC time>.<dump|tar.gz>)\n' +
  '       npm run db:restore -- FILE';

function parseCommandLine(argv: string[]): { command: 'backup' | 'restore'; file?: string } {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({
      args: argv,
      options: {},
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${USAGE}`);
  }
  const [command, file, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || rest.length > 0) {
    throw new BackupError(USAGE);
  }
  if (command === 'restore' && !file) throw new BackupError(`Which backup to restore?\n${USAGE}`);
  return { command, file: file === undefined ? undefined : fromWhereTyped(file) };
}

/**
 * npm runs a script in the project's folder, whatever folder it was typed in: a relative FILE is
 * taken from the folder the user typed it in (npm's INIT_CWD), as any other command would.
 */
function fromWhereTyped(file: string): string {
  const typedIn = process.env.INIT_CWD;
  const underNpm = ['db:backup', 'db:restore'].includes(process.env.npm_lifecycle_event ?? '');
  if (!underNpm || !typedIn) return file;
  // A trailing slash says "a folder": resolve() would drop it.
  return path.resolve(typedIn, file) + (/[\\/]$/.test(file) ? path.sep : '');
}

async function main() {
  const name = process.argv[2] === 'restore' ? 'db:restore' : 'db:backup';
  const say = (line: string) => console.log(`${name}: ${line}`);
  try {
    const { command, file } = parseCommandLine(process.argv.slice(2));
    const config = loadConfig();
    const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (command === 'backup') {
      const target = file ?? defaultBackupPath(engine);
      if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, target, say);
      else await backupPglite(config.DATA_DIR, target, say);
    } else if (file) {
      if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file, say);
      else await restorePglite(config.DATA_DIR, file, say);
    }
    // Uploads kept in S3 are not in the database: a backup of it alone misses them.
    if (config.S3_BUCKET) {
      say(
        `Pictures are kept in the S3 bucket ${config.S3_BUCKET}, not in the database: back that bucket up too (docs/backups.md)`,
      );
    }
  } catch (error) {
    const known =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DatabaseUnavailableError ||
      error instanceof DataDirLockedError ||
      // A full disk or a folder we may not write to: Node's message names the call and the path.
      (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string');
    console.error(known ? `${name}: ${error.message}` : error);
    process.exitCode = 1;
  }
}

await main();
