/**
 * The PGlite data directory belongs to one process at a time: PGlite is single-process, and two
 * writers would corrupt it. DATA_DIR/hanout.lock names the holder; a lock whose holder is gone is
 * taken over, a live one refuses the start with a message that says what to do.
 *
 * Who holds a lock. The file records the holder's pid, the start time of that process (Linux:
 * field 22 of /proc/<pid>/stat, in clock ticks since boot), the boot id
 * (/proc/sys/kernel/random/boot_id), the host name and a random nonce, as JSON. A lock is live when:
 * - it was written on this host during this boot, and its pid is alive with the same start time.
 *   A pid reused by an unrelated process has another start time: that lock is stale. A container
 *   restarted on the same host keeps its host name: its old lock (pid 1, an older start) is stale;
 * - it names our own pid: only when this very process holds it (a table of the locks it holds);
 * - it was written on another host (another machine sharing the directory, or a container that was
 *   recreated with a new name): its processes cannot be seen from here, so the holder proves it
 *   lives by touching the file every LEASE_REFRESH_MS; it counts as live until LEASE_MS without a
 *   touch. A lock written before a reboot of this host (same name, another boot id) is stale.
 * Without /proc (macOS, the BSDs) there is no start time nor boot id: a lock is live when its pid
 * is, so a pid reused by an unrelated process keeps the directory locked until that process ends
 * or the file is deleted (the refusal names the file). A lock of the older format (a bare pid) is
 * judged by its pid alone, the same way.
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
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'hanout.lock';
/** How often a holder touches its lock, and how long without a touch a foreign lock lives on. */
const LEASE_REFRESH_MS = 15_000;
const LEASE_MS = 60_000;
/** A lock file still empty or half written after this long was left by a crash while writing. */
const INCOMPLETE_GRACE_MS = 2000;
/** How long a start keeps trying while other starters keep changing the lock under it. */
const ACQUIRE_TIMEOUT_MS = 10_000;
/** Breakers of breakers: each level needs another crash inside a takeover. */
const MAX_BREAKER_DEPTH = 4;

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), or null where unknown. */
  start: string | null;
  boot: string | null;
  host: string;
  nonce: string;
}

/**
 * The nonces of the locks this process holds now, shared by every copy of this module a process
 * may load (test runners load one per test file).
 */
const heldHere: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('hanout.dataDirLocks')
] ??= new Set<string>()) as Set<string>;

/** Field 22 (starttime) of /proc/<pid>/stat, or null without /proc or that process. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    // What follows starts with field 3, so field 22 is the 20th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function ourIdentity(): LockHolder {
  return {
    pid: process.pid,
    start: processStartTime(process.pid),
    boot: bootId(),
    host: os.hostname(),
    nonce: randomBytes(12).toString('hex'),
  };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type LockRead =
  | { kind: 'missing' }
  | { kind: 'incomplete'; raw: string; ageMs: number }
  | { kind: 'holder'; raw: string; ageMs: number; holder: LockHolder };

function parseHolder(raw: string): LockHolder | undefined {
  // The older format: the bare pid, written on this host.
  if (/^\d+$/.test(raw.trim())) {
    return { pid: Number(raw), start: null, boot: null, host: os.hostname(), nonce: raw };
  }
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.nonce === 'string'
    ) {
      return {
        pid: value.pid,
        start: typeof value.start === 'string' ? value.start : null,
        boot: typeof value.boot === 'string' ? value.boot : null,
        host: value.host,
        nonce: value.nonce,
      };
    }
  } catch {
    // Half written (a filesystem without hard links): incomplete.
  }
  return undefined;
}

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

/** Whether the holder a lock names is still there (see the header for the rules). */
function isLive(holder: LockHolder, ageMs: number, me: LockHolder): boolean {
  if (holder.host !== me.host) return ageMs < LEASE_MS;
  if (holder.boot && me.boot && holder.boot !== me.boot) return false;
  if (holder.pid === process.pid) return heldHere.has(holder.nonce);
  if (!pidAlive(holder.pid)) return false;
  const start = processStartTime(holder.pid);
  // Without a start time on either side (no /proc, hidden processes) the pid alone decides.
  if (holder.start && start) return start === holder.start;
  return pidAlive(holder.pid);
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

function lockedMessage(dataDir: string, file: string, holder: LockHolder, ageMs: number): string {
  if (holder.host !== os.hostname()) {
    return `The data directory ${dataDir} is in use by a Hanout process on host ${holder.host} (pid ${holder.pid}, seen ${Math.round(ageMs / 1000)} s ago); stop it first or set DATA_DIR to another directory. If that host or container is gone, start again once ${LEASE_MS / 1000} s have passed since it was seen, or delete ${file}.`;
  }
  return `The data directory ${dataDir} is in use by another Hanout process (pid ${holder.pid}); stop it first or set DATA_DIR to another directory.`;
}

/**
 * Takes DATA_DIR/hanout.lock for this process, taking over a lock whose holder is gone; throws
 * DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
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
        throw new DataDirLockedError(lockedMessage(directory, file, current.holder, current.ageMs));
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
  // The touch that tells processes on other hosts this lock is alive (see LEASE_MS).
  const lease = setInterval(() => {
    try {
      if (stillOurs()) {
        const now = new Date();
        utimesSync(file, now, now);
      }
    } catch {
      // A missed touch is made up by the next one; LEASE_MS allows several.
    }
  }, LEASE_REFRESH_MS);
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
