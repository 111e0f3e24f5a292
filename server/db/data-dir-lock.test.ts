import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { processStartTime } from './data-dir-lock-holder.ts';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const root = path.resolve(import.meta.dirname, '../..');
const directories: string[] = [];
const children: ChildProcess[] = [];
const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const ourPidNamespace = readlinkSync('/proc/self/ns/pid');

function lockDirectory(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanout-lock-'));
  directories.push(dir);
  return dir;
}

function writeLock(dir: string, holder: Record<string, unknown>, name = 'hanout.lock') {
  const content = JSON.stringify({ host: os.hostname(), boot: bootId, nonce: 'n', ...holder });
  writeFileSync(path.join(dir, name), content);
  return content;
}

function deadPid(): number {
  const ended = spawnSync('true');
  if (ended.pid === undefined) throw new Error('could not run true');
  return ended.pid;
}

/** A live process that has nothing to do with Hanout. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('could not run sleep');
  return child.pid;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = lockDirectory();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock of the older format (a bare pid) while that pid lives', () => {
    const dir = lockDirectory();
    writeFileSync(path.join(dir, 'hanout.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that died, in either format', () => {
    for (const content of [
      String(deadPid()),
      JSON.stringify({ pid: deadPid(), host: os.hostname(), nonce: 'x' }),
    ]) {
      const dir = lockDirectory();
      writeFileSync(path.join(dir, 'hanout.lock'), content);
      const lock = acquireDataDirLock(dir);
      expect(readFileSync(path.join(dir, 'hanout.lock'), 'utf8')).toContain(`"pid":${process.pid}`);
      lock.release();
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('takes over a lock whose pid now belongs to an unrelated live process (another start time)', () => {
    const dir = lockDirectory();
    const pid = unrelatedProcess();
    const start = Number(processStartTime(pid));
    expect(start).toBeGreaterThan(0);
    writeLock(dir, { pid, start: String(start - 100) });
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it('refuses a lock naming a live process with its own start time', () => {
    const dir = lockDirectory();
    const pid = unrelatedProcess();
    writeLock(dir, { pid, start: processStartTime(pid) });
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${dir} is in use by another Hanout process (pid ${pid}); stop it first or set DATA_DIR to another directory.`,
    );
  });

  it('refuses while another process really holds the lock, and takes it once that one is killed', async () => {
    const dir = lockDirectory();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { acquireDataDirLock } from './server/db/data-dir-lock.ts';
         acquireDataDirLock(${JSON.stringify(dir)});
         console.log('held');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await new Promise<void>((resolve) => holder.stdout?.once('data', () => resolve()));
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    acquireDataDirLock(dir).release();
  }, 20_000);

  it('takes over a lock written before this host rebooted, even if its pid lives', () => {
    const dir = lockDirectory();
    writeLock(dir, {
      pid: process.ppid,
      start: processStartTime(process.ppid),
      boot: 'another-boot',
    });
    acquireDataDirLock(dir).release();
  });

  it('trusts a lock from another host while it is touched, and takes it over once it is not', () => {
    const dir = lockDirectory();
    writeLock(dir, { pid: 1, start: '5', host: 'other-machine' });
    expect(() => acquireDataDirLock(dir)).toThrow(
      /on host other-machine \(pid 1, seen \d+ s ago\)/,
    );
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(path.join(dir, 'hanout.lock'), twoMinutesAgo, twoMinutesAgo);
    acquireDataDirLock(dir).release();
  });

  it('records its PID namespace, and takes over at once a dead lock from that namespace', () => {
    const dir = lockDirectory();
    writeLock(dir, { pid: deadPid(), start: '5', pidNamespace: ourPidNamespace });
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'hanout.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      pidNamespace: ourPidNamespace,
    });
    lock.release();
  });

  // Two containers sharing the volume with one host name and boot id: the other's pid is absent
  // from here, or is even ours; only its touches of the file say it lives.
  it('trusts a lock from another PID namespace of this host while it is touched, whatever its pid is here', () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = lockDirectory();
      writeLock(dir, { pid, start: '5', pidNamespace: 'pid:[4026532999]' });
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(
          `in use by a Hanout process in another PID namespace on host .+ \\(pid ${pid} there, seen \\d+ s ago\\)`,
        ),
      );
      const twoMinutesAgo = new Date(Date.now() - 120_000);
      utimesSync(path.join(dir, 'hanout.lock'), twoMinutesAgo, twoMinutesAgo);
      acquireDataDirLock(dir).release();
    }
  });

  it('gets past a breaker left by a process that died in the middle of a takeover', () => {
    const dir = lockDirectory();
    const stale = writeLock(dir, { pid: deadPid(), start: '7' });
    const hash = createHash('sha256').update(stale).digest('hex').slice(0, 16);
    writeLock(dir, { pid: deadPid(), start: '8', nonce: 'breaker' }, `hanout.lock.break-${hash}`);
    const lock = acquireDataDirLock(dir);
    expect(readdirSync(dir)).toEqual(['hanout.lock']);
    lock.release();
  });

  it('touches its lock every round while it holds it, without calling onLost', async () => {
    const dir = lockDirectory();
    const file = path.join(dir, 'hanout.lock');
    const onLost = vi.fn();
    const lock = acquireDataDirLock(dir, { onLost, refreshMs: 20 });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    await vi.waitFor(() => expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(10_000));
    expect(onLost).not.toHaveBeenCalled();
    lock.release();
  });

  it('calls onLost once when its lock is taken from it or deleted, and leaves the other lock at release', async () => {
    for (const takeIt of ['replace', 'delete'] as const) {
      const dir = lockDirectory();
      const file = path.join(dir, 'hanout.lock');
      const onLost = vi.fn();
      const lock = acquireDataDirLock(dir, { onLost, refreshMs: 20 });
      const other =
        takeIt === 'replace'
          ? writeLock(dir, { pid: process.ppid, nonce: 'the-new-holder' })
          : undefined;
      if (takeIt === 'delete') rmSync(file);
      await vi.waitFor(() => expect(onLost).toHaveBeenCalledOnce());
      // Many more rounds' worth of time: still once.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onLost).toHaveBeenCalledOnce();
      lock.release();
      if (other) expect(readFileSync(file, 'utf8')).toBe(other);
      else expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('leaves a lock that is no longer its own at release', () => {
    const dir = lockDirectory();
    const lock = acquireDataDirLock(dir);
    const other = writeLock(dir, { pid: process.ppid, nonce: 'someone-else' });
    lock.release();
    expect(readFileSync(path.join(dir, 'hanout.lock'), 'utf8')).toBe(other);
  });
});
