/**
 * `npm run admin:create` while the server runs on PGlite: PGlite is single-process and the server
 * holds the data directory's lock, so the command asks the server instead, through a Unix socket
 * DATA_DIR/admin.sock that only the directory's owner can open (mode 0600). One JSON line in
 * ({username, email, password, fullName}), one JSON line out ({ok: true, user} or {ok: false,
 * message}), then the connection closes.
 *
 * `npm run db:backup` asks the same way for a copy of the database: the line {"command":"backup"}
 * is answered by {ok: true, bytes: N} and N bytes of the gzipped tarball PGlite makes of its data
 * directory (server/modules/admin/backup-pglite.ts), or by {ok: false, message}.
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createAdminAccount, type AdminAccountInput, type CreatedAdmin } from './create.ts';

export type AdminSocketAnswer = { ok: true; user: CreatedAdmin } | { ok: false; message: string };

/** The line that asks for a backup, and the header line before the tarball's bytes. */
export const BACKUP_REQUEST = { command: 'backup' } as const;
export type BackupSocketHeader = { ok: true; bytes: number } | { ok: false; message: string };

/** What the socket can do besides making operators: a copy of the database (PGlite only). */
export interface AdminSocketOptions {
  dumpDataDir?: () => Promise<Blob>;
}

/** Requests are a few hundred bytes; anything longer is not one of ours. */
const MAX_REQUEST_BYTES = 16 * 1024;

/**
 * A client sends its one line at once: one that stays silent longer is dropped, so a forgotten
 * connection holds nothing for long (shutdown destroys the open ones anyway).
 */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Longest path a Unix socket can be bound to (sun_path is 108 bytes on Linux, 104 on macOS, with
 * the final NUL): a longer one is truncated by the system and would bind somewhere else.
 */
const MAX_SOCKET_PATH_BYTES = 103;

/** Where the server listens and the command connects: inside the data directory it guards. */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

function asInput(value: unknown): AdminAccountInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, email, password, fullName } = value as Record<string, unknown>;
  const strings = [username, email, password, fullName].every((v) => typeof v === 'string');
  return strings ? ({ username, email, password, fullName } as AdminAccountInput) : null;
}

/** The answer to one request line: the account made, or why not in the API's English. */
export async function answerAdminRequest(db: Db, line: string): Promise<AdminSocketAnswer> {
  let input: AdminAccountInput | null = null;
  try {
    input = asInput(JSON.parse(line));
  } catch {
    input = null;
  }
  if (!input) return { ok: false, message: 'Invalid request' };
  try {
    return { ok: true, user: await createAdminAccount(db, input) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

function isBackupRequest(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<string, unknown>).command === BACKUP_REQUEST.command
    );
  } catch {
    return false;
  }
}

/** The header line, then the tarball; a failure is one line and the reason goes to the log. */
async function sendBackup(
  socket: net.Socket,
  options: AdminSocketOptions,
  log: (error: unknown) => void,
) {
  const answer = (header: BackupSocketHeader, body?: Buffer) => {
    socket.write(`${JSON.stringify(header)}\n`);
    if (body) socket.end(body);
    else socket.end();
  };
  if (!options.dumpDataDir) return answer({ ok: false, message: 'This server makes no backups' });
  let data: Buffer;
  try {
    data = Buffer.from(await (await options.dumpDataDir()).arrayBuffer());
  } catch (error) {
    log(error);
    return answer({ ok: false, message: 'The server could not copy its database: see its log' });
  }
  answer({ ok: true, bytes: data.length }, data);
}

function handleConnection(
  db: Db,
  socket: net.Socket,
  log: (error: unknown) => void,
  options: AdminSocketOptions,
) {
  let buffer = '';
  socket.setEncoding('utf8');
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    if (buffer.length > MAX_REQUEST_BYTES) return socket.destroy();
    const end = buffer.indexOf('\n');
    if (end < 0) return;
    socket.pause();
    const line = buffer.slice(0, end);
    if (isBackupRequest(line)) {
      // Copying a large database takes longer than the idle timeout allows a silent client.
      socket.setTimeout(0);
      void sendBackup(socket, options, log);
      return;
    }
    answerAdminRequest(db, line)
      .catch((error: unknown) => {
        log(error);
        return { ok: false, message: 'Internal Server Error' } satisfies AdminSocketAnswer;
      })
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
  });
}

/**
 * Listens on DATA_DIR/admin.sock (a stale file from a crash is removed first) with mode 0600;
 * the returned close() stops listening, drops the open connections (a client that never sends
 * its line must not hold up shutdown) and removes the file. On failure nothing is left behind.
 */
export async function serveAdminSocket(
  db: Db,
  dataDir: string,
  log: (error: unknown) => void = () => {},
  options: AdminSocketOptions = {},
): Promise<{ path: string; close(): Promise<void> }> {
  const file = adminSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(`the path ${file} is too long for a Unix socket`);
  }
  // Only this process holds the data directory's lock: a socket file here is a leftover.
  rmSync(file, { force: true });
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    handleConnection(db, socket, log, options);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of connections) socket.destroy();
      rmSync(file, { force: true });
    });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is bound within listen(): created 0600 from the start rather than only
    // chmod-ed after. Worker threads cannot set the umask; the chmod below still applies there.
    const umask = isMainThread ? process.umask(0o177) : undefined;
    try {
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
  try {
    chmodSync(file, 0o600);
  } catch (error) {
    await stop();
    throw error;
  }
  return { path: file, close: stop };
}
