/**
 * Backup and restore of the embedded database (PGlite, DATA_DIR): the gzipped tarball PGlite
 * makes of its data directory. A running server holds the directory (PGlite is single-process), so
 * the backup asks it through DATA_DIR/admin.sock (admin-socket.ts) and writes the tarball to the
 * file as it arrives; otherwise this process takes the directory's lock and copies it itself.
 * A restore checks the tarball first, refuses while a server holds the directory, moves the
 * current database aside (DATA_DIR/pglite.before-restore-<time>) and unpacks the backup in its
 * place, then opens it to check; when that fails the database that was there is put back.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { adminSocketPath, BACKUP_REQUEST, type BackupSocketHeader } from './admin-socket.ts';
import {
  backupTimestamp,
  BackupError,
  checkKind,
  type Contents,
  createPartial,
  describeContents,
  finish,
  formatSize,
  notABackup,
  prepareTarget,
  readContents,
  type Say,
} from './backup-files.ts';
import { openPglite } from '../../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../db/data-dir-lock.ts';

/** How long the backup waits for a running server's next bytes before giving up. */
const SERVER_ANSWER_TIMEOUT_MS = 60_000;

/**
 * Asks the server that holds dataDir for its copy, through DATA_DIR/admin.sock. The tarball goes
 * to partial as it arrives: only the header line is gathered, so this process never holds the
 * whole database in memory.
 */
function askServerForBackup(dataDir: string, partial: string): Promise<number> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let header: BackupSocketHeader | undefined;
    let fd: number | undefined;
    let received = 0;
    const socket = net.createConnection(file, () =>
      socket.write(`${JSON.stringify(BACKUP_REQUEST)}\n`),
    );
    const stop = (error: Error) => {
      socket.destroy();
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      reject(error);
    };
    const fail = (message: string) => stop(new BackupError(message));
    socket.setTimeout(SERVER_ANSWER_TIMEOUT_MS, () =>
      fail(
        `The Hanout server holding ${path.resolve(dataDir)} stopped answering for ${SERVER_ANSWER_TIMEOUT_MS / 1000} s: try again`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      // Bytes that come after a failure are not written: the caller removes partial.
      if (socket.destroyed) return;
      let body = chunk;
      if (!header) {
        head = Buffer.concat([head, chunk]);
        const newline = head.indexOf(0x0a);
        if (newline < 0) return;
        try {
          header = JSON.parse(head.subarray(0, newline).toString('utf8')) as BackupSocketHeader;
        } catch {
          header = undefined;
        }
        if (!header) return fail(`The server's answer on ${file} could not be read`);
        if (!header.ok) return fail(`The server did not make the backup: ${header.message}`);
        body = head.subarray(newline + 1);
      }
      try {
        fd ??= openSync(partial, 'w', 0o600);
        let written = 0;
        while (written < body.length) written += writeSync(fd, body, written);
        received += body.length;
      } catch (error) {
        // A full disk or a file we may not write to: Node's message names the call and the path.
        stop(error as Error);
      }
    });
    socket.on('error', () =>
      fail(
        `A Hanout server holds ${path.resolve(dataDir)} but cannot be reached on ${file} (still starting, or its socket could not be made: see its log). Try again, or stop the server and run this again.`,
      ),
    );
    socket.on('end', () => {
      if (!header?.ok) return fail(`The server's answer on ${file} could not be read`);
      if (received !== header.bytes) {
        return fail(
          `The server's backup was cut short (${received} of ${header.bytes} bytes): try again`,
        );
      }
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      socket.destroy();
      resolve(received);
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
