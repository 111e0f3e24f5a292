/**
 * Who holds the PGlite data directory's lock (DATA_DIR/hanout.lock), and whether that holder is
 * still there. Taking, keeping, losing and releasing the lock: server/db/data-dir-lock.ts.
 *
 * Who holds a lock. The file records the holder's pid, the start time of that process (Linux:
 * field 22 of /proc/<pid>/stat, in clock ticks since boot), the boot id
 * (/proc/sys/kernel/random/boot_id), its PID namespace (/proc/self/ns/pid, `pid:[4026531836]`),
 * the host name and a random nonce, as JSON. A lock is live when:
 * - it was written on this host during this boot, in our PID namespace, and its pid is alive with
 *   the same start time. A pid reused by an unrelated process has another start time: that lock is
 *   stale. A container restarted on the same host keeps its host name: its old lock (pid 1, an
 *   older start) is stale;
 * - it names our own pid in our namespace: only when this very process holds it (a table of the
 *   locks it holds);
 * - it was written on another host (another machine sharing the directory, or a container that was
 *   recreated with a new name), or on this host in another PID namespace (two containers sharing
 *   the volume with one host name: host networking, compose `hostname:`, pods named alike): its
 *   pids mean nothing here (absent, or another process, or even ours), so the holder proves it
 *   lives by touching the file every LEASE_REFRESH_MS; it counts as live until LEASE_MS without a
 *   touch. A lock written before a reboot of this host (same name, another boot id) is stale.
 * Without /proc (macOS, the BSDs) there is no start time, boot id nor namespace: a lock is live
 * when its pid is, so a pid reused by an unrelated process keeps the directory locked until that
 * process ends or the file is deleted (the refusal names the file). A lock of the older format (a
 * bare pid), or one written before namespaces were recorded, is judged as if from our namespace:
 * a holder of that older code in another container is not recognised as such.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';

/** How often a holder touches its lock, and how long without a touch a foreign lock lives on. */
export const LEASE_REFRESH_MS = 15_000;
export const LEASE_MS = 60_000;

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), or null where unknown. */
  start: string | null;
  boot: string | null;
  /** The PID namespace (`pid:[inode]`) its pid belongs to, or null where unknown. */
  pidNamespace: string | null;
  host: string;
  nonce: string;
}

/**
 * The nonces of the locks this process holds now, shared by every copy of this module a process
 * may load (test runners load one per test file).
 */
export const heldHere: Set<string> = ((globalThis as Record<symbol, unknown>)[
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

function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

export function ourIdentity(): LockHolder {
  return {
    pid: process.pid,
    start: processStartTime(process.pid),
    boot: bootId(),
    pidNamespace: pidNamespace(),
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

/** What a lock file's content says, or undefined while it is half written. */
export function parseHolder(raw: string): LockHolder | undefined {
  // The older format: the bare pid, written on this host.
  if (/^\d+$/.test(raw.trim())) {
    return {
      pid: Number(raw),
      start: null,
      boot: null,
      pidNamespace: null,
      host: os.hostname(),
      nonce: raw,
    };
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
        pidNamespace: typeof value.pidNamespace === 'string' ? value.pidNamespace : null,
        host: value.host,
        nonce: value.nonce,
      };
    }
  } catch {
    // Half written (a filesystem without hard links): incomplete.
  }
  return undefined;
}

/** In another PID namespace than ours, both known: its pid is not ours to look up. */
export function inOtherNamespace(holder: LockHolder, me: LockHolder): boolean {
  return !!holder.pidNamespace && !!me.pidNamespace && holder.pidNamespace !== me.pidNamespace;
}

/** Whether the holder a lock names is still there (see the header for the rules). */
export function isLive(holder: LockHolder, ageMs: number, me: LockHolder): boolean {
  if (holder.host !== me.host) return ageMs < LEASE_MS;
  if (holder.boot && me.boot && holder.boot !== me.boot) return false;
  if (inOtherNamespace(holder, me)) return ageMs < LEASE_MS;
  if (holder.pid === process.pid) return heldHere.has(holder.nonce);
  if (!pidAlive(holder.pid)) return false;
  const start = processStartTime(holder.pid);
  // Without a start time on either side (no /proc, hidden processes) the pid alone decides.
  if (holder.start && start) return start === holder.start;
  return pidAlive(holder.pid);
}
