/**
 * The PGlite data directory belongs to one process at a time: PGlite is single-process, and two
 * writers would corrupt it. DATA_DIR/hanout.lock names the holder; a lock whose holder is gone is
 * taken over, a live one refuses the start with a message that says what to do.
 *
 * Who holds a lock, and when it is live: server/db/data-dir-lock-holder.ts. In short, the file
 * names the holder's pid, process start time, boot id, PID namespace and host. A holder whose pid
 * means nothing here (on another host, or in another PID namespace of this one: two containers
 * sharing the volume under one host name) proves it lives by touching the file every lease round,
 * and counts as live until LEASE_MS without a touch.
 *
 * Taking it, atomically. A lock file only ever appears with its whole content: we write it to a
 * temporary file of our own and link() it to hanout.lock, which fails if the name exists. (A
 * filesystem without hard links gets open 'wx' + write instead; a reader that finds it empty or
 * half written waits INCOMPLETE_GRACE_MS before calling it abandoned.) So of several starters that
 * find no lock, exactly one link succeeds.
 *
 * Taking over a stale lock is where the older code raced: two starters both read the stale pid,
 * one deleted it and made its own lock, and the other then deleted that fresh lock believing it was
 * the stale one. Here a stale lock whose content is C is deleted only by the holder of the breaker
 * hanout.lock.break-<hash of C>, itself created with link(), and only after re-reading hanout.lock
 * under that breaker and finding C still there. Every content is unique (the nonce), so:
 * - two starters that both judged C stale race for one breaker name: one gets it, the other sees it
 *   taken by a live process, waits a few milliseconds and looks at hanout.lock again;
 * - between the re-read and the unlink nobody can change hanout.lock: a live holder only deletes
 *   its own content (C's holder is dead), any other breaker holder only deletes the content its
 *   breaker is named after (not C, which is ours to break), and nobody creates the name while it
 *   exists;
 * - once C is deleted, the breaker holder and any newcomer race on link(): exactly one wins, the
 *   others read a live lock and refuse;
 * - a starter that judged C stale long ago and gets the breaker after the takeover finds another
 *   content than C at the re-read, deletes nothing and looks again (and refuses: the lock is live);
 * - a breaker whose holder died in the middle (a crash in those few microseconds) is stale by the
 *   same judgement, and is removed the same way, under hanout.lock.break-<hash>.break-<hash>.
 * A breaker is deleted by its holder when done; the lock by its holder at release, only while it
 * still holds that holder's nonce.
 *
 * Losing it. A live holder can still lose its lock: its lease ran out while its event loop was
 * blocked, the hosts' clocks disagree by more than LEASE_MS, or someone deleted the file; then
 * another process may take the directory. Each lease round (every LEASE_REFRESH_MS) first checks
 * that hanout.lock still holds our nonce, and only then touches it; when it does not, the holder's
 * onLost is called, once, and the holder must stop writing at once: the server exits without
 * closing PGlite (server/index.ts). This stops the loser late, not instantly: both may write
 * until the next round (a round that fell due while the event loop was blocked runs as soon as
 * the loop turns again). A read that fails (not a missing file) decides nothing: the next round
 * looks again.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import {
  heldHere,
  inOtherNamespace,
  isLive,
  LEASE_MS,
  LEASE_REFRESH_MS,
  ourIdentity,
  parseHolder,
  type LockHolder,
} from './data-dir-lock-holder.ts';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'hanout.lock';
/** A lock file still empty or half written after this long was left by a crash while writing. */
const INCOMPLETE_GRACE_MS = 2000;
/** How long a start keeps trying while other starters keep changing the lock under it. */
const ACQUIRE_TIMEOUT_MS = 10_000;
/** Breakers of breakers: each level needs another crash inside a takeover. */
const MAX_BREAKER_DEPTH = 4;

type LockRead =
  | { kind: 'missing' }
  | { kind: 'incomplete'; raw: string; ageMs: number }
  | { kind: 'holder'; raw: string; ageMs: number; holder: LockHolder };

function readLock(file: string): LockRead {
  let raw: string;
  let mtimeMs: number;
  try {
    const fd = openSync(file, 'r');
    try {
      raw = readFileSync(fd, 'utf8');
      // The time of this very file, not of one that replaced it since.
      mtimeMs = fstatSync(fd).mtimeMs;
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const ageMs = Date.now() - mtimeMs;
  const holder = parseHolder(raw);
  return holder ? { kind: 'holder', raw, ageMs, holder } : { kind: 'incomplete', raw, ageMs };
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK', 'EXDEV']);

/** Makes `file` with `content` if the name is free; false if it exists. */
function createExclusive(file: string, content: string): boolean {
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, content, { flag: 'wx' });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINK_UNSUPPORTED.has(code)) throw error;
  } finally {
    unlinkSync(temporary);
  }
  // No hard links here: create then write, and readers wait for a half-written file.
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function unlinkIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** A few milliseconds for a process that is taking over a lock right now to finish. */
function waitBriefly() {
  Atomics.wait(pause, 0, 0, 2 + Math.floor(Math.random() * 5));
}

/**
 * Deletes `file` if it still holds `staleRaw`, under the breaker named after that content. Returns
 * without deleting when another live process is on it: the caller looks at `file` again.
 */
function removeStale(file: string, staleRaw: string, me: LockHolder, depth = 0) {
  if (depth > MAX_BREAKER_DEPTH) {
    throw new DataDirLockedError(
      `Could not lock the data directory: too many abandoned ${path.basename(file)}.break-* files in ${path.dirname(file)}; delete them and start again.`,
    );
  }
  const hash = createHash('sha256').update(staleRaw).digest('hex').slice(0, 16);
  const breaker = `${file}.break-${hash}`;
  const ourBreaker = { ...me, nonce: randomBytes(12).toString('hex') };
  if (!createExclusive(breaker, JSON.stringify(ourBreaker))) {
    const other = readLock(breaker);
    if (other.kind === 'missing') return;
    const abandoned =
      other.kind === 'holder'
        ? !isLive(other.holder, other.ageMs, me)
        : other.ageMs > INCOMPLETE_GRACE_MS;
    if (abandoned) removeStale(breaker, other.raw, me, depth + 1);
    else waitBriefly();
    return;
  }
  try {
    const current = readLock(file);
    if (current.kind !== 'missing' && current.raw === staleRaw) unlinkSync(file);
  } finally {
    const still = readLock(breaker);
    if (still.kind === 'holder' && still.holder.nonce === ourBreaker.nonce) {
      unlinkIfPresent(breaker);
    }
  }
}

function lockedMessage(
  dataDir: string,
  file: string,
  holder: LockHolder,
  ageMs: number,
  me: LockHolder,
): string {
  const seen = `seen ${Math.round(ageMs / 1000)} s ago`;
  const orWait = `start again once ${LEASE_MS / 1000} s have passed since it was seen, or delete ${file}`;
  if (holder.host !== me.host) {
    return `The data directory ${dataDir} is in use by a Hanout process on host ${holder.host} (pid ${holder.pid}, ${seen}); stop it first or set DATA_DIR to another directory. If that host or container is gone, ${orWait}.`;
  }
  if (inOtherNamespace(holder, me)) {
    return `The data directory ${dataDir} is in use by a Hanout process in another PID namespace on host ${holder.host}, such as another container (pid ${holder.pid} there, ${seen}); stop it first or set DATA_DIR to another directory. If that container is gone, ${orWait}.`;
  }
  return `The data directory ${dataDir} is in use by another Hanout process (pid ${holder.pid}); stop it first or set DATA_DIR to another directory.`;
}

export interface DataDirLockOptions {
  /**
   * Called once, from a lease round, when hanout.lock no longer holds this lock (another process
   * took it, or the file was deleted): the holder must stop writing to the directory at once.
   */
  onLost?: () => void;
  /** How often the lease is checked and touched; tests shorten it. */
  refreshMs?: number;
}

/**
 * Takes DATA_DIR/hanout.lock for this process, taking over a lock whose holder is gone; throws
 * DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(
  dataDir: string,
  { onLost = () => {}, refreshMs = LEASE_REFRESH_MS }: DataDirLockOptions = {},
): DataDirLock {
  const directory = path.resolve(dataDir);
  const file = path.join(directory, LOCK_FILE_NAME);
  const me = ourIdentity();
  const content = JSON.stringify(me);
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
  for (;;) {
    if (createExclusive(file, content)) break;
    const current = readLock(file);
    if (current.kind === 'holder') {
      if (isLive(current.holder, current.ageMs, me)) {
        throw new DataDirLockedError(
          lockedMessage(directory, file, current.holder, current.ageMs, me),
        );
      }
      removeStale(file, current.raw, me);
    } else if (current.kind === 'incomplete') {
      if (current.ageMs > INCOMPLETE_GRACE_MS) removeStale(file, current.raw, me);
      else waitBriefly();
    }
    if (Date.now() > deadline) {
      throw new DataDirLockedError(
        `Could not lock the data directory ${directory}: ${file} kept changing; start again.`,
      );
    }
  }
  heldHere.add(me.nonce);

  const stillOurs = () => {
    const current = readLock(file);
    return current.kind === 'holder' && current.holder.nonce === me.nonce;
  };
  // Each round checks the lock is still ours (see "Losing it"), then touches it: the touch tells
  // processes on other hosts and in other PID namespaces that it is alive (see LEASE_MS).
  const lease = setInterval(() => {
    let ours: boolean;
    try {
      ours = stillOurs();
    } catch {
      return; // Unreadable for now (a network filesystem's hiccup): the next round decides.
    }
    if (!ours) {
      clearInterval(lease);
      onLost();
      return;
    }
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // A missed touch is made up by the next one; LEASE_MS allows several.
    }
  }, refreshMs);
  lease.unref();

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(lease);
      try {
        if (stillOurs()) unlinkSync(file);
      } catch {
        // Already gone.
      } finally {
        heldHere.delete(me.nonce);
      }
    },
  };
}
