/**
 * The PGlite data directory lock under a race (issue 17): starters that reach a stale lock in the
 * same millisecond, from processes of their own, and two real servers started together on one
 * DATA_DIR. The older lock deleted a stale lock and took it again, and two starters both won.
 * Then the lock between PID namespaces (two containers with one host name), where pids cannot be
 * compared, and a server that stops at once when its lock is taken from it.
 */
import { fork, spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../server/db/data-dir-lock.ts';
import type { StarterCommand, StarterReport } from './data-dir-lock-child.ts';

const root = path.resolve(import.meta.dirname, '../..');
const STARTERS = 5;
const TRIALS = 30;
const directories: string[] = [];
const children: ChildProcess[] = [];
/** A PID namespace of its own, as in another container; the child dies with unshare. */
const UNSHARE_PID = ['--pid', '--fork', '--mount-proc', '--kill-child'];
// Needs root (CI runs as root, and fails a run that skips a test).
const unshareWorks = spawnSync('unshare', [...UNSHARE_PID, 'true']).status === 0;

function temporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  directories.push(dir);
  return dir;
}

/** A pid that no process has any more: that of a process that just ended. */
function deadPid(): number {
  const ended = spawnSync('true');
  if (ended.pid === undefined) throw new Error('could not run true');
  return ended.pid;
}

/** A lock left by a process that was killed: the older format (a bare pid) or the current one. */
function writeStaleLock(dir: string, format: 'legacy' | 'current') {
  const pid = deadPid();
  const content =
    format === 'legacy'
      ? String(pid)
      : JSON.stringify({
          pid,
          start: '1',
          boot: spawnSync('cat', ['/proc/sys/kernel/random/boot_id']).stdout?.toString().trim(),
          host: os.hostname(),
          nonce: `stale-${pid}`,
        });
  writeFileSync(path.join(dir, 'hanout.lock'), content);
}

interface Starter {
  child: ChildProcess;
  next(): Promise<StarterReport>;
  send(command: StarterCommand): void;
}

function startStarter({ ownPidNamespace = false } = {}): Promise<Starter> {
  const script = path.join(import.meta.dirname, 'data-dir-lock-child.ts');
  const stdio: StdioOptions = ['ignore', 'inherit', 'inherit', 'ipc'];
  const child = ownPidNamespace
    ? spawn('unshare', [...UNSHARE_PID, process.execPath, '--import', 'tsx', script], {
        cwd: root,
        stdio,
      })
    : fork(script, [], { cwd: root, execArgv: ['--import', 'tsx'], stdio });
  children.push(child);
  const queue: StarterReport[] = [];
  const waiting: ((report: StarterReport) => void)[] = [];
  child.on('message', (report: StarterReport) => {
    const waiter = waiting.shift();
    if (waiter) waiter(report);
    else queue.push(report);
  });
  const starter: Starter = {
    child,
    next: () =>
      new Promise((resolve) => {
        const queued = queue.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
    send: (command) => child.send(command),
  };
  return starter.next().then(() => starter);
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock, raced by processes', () => {
  let starters: Starter[] = [];
  beforeAll(async () => {
    starters = await Promise.all(Array.from({ length: STARTERS }, () => startStarter()));
  });

  it(`lets exactly one of ${STARTERS} starters take a stale lock, ${TRIALS} times over`, async () => {
    const winnersPerTrial: number[] = [];
    const problems: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const dir = temporaryDirectory('hanout-race-');
      writeStaleLock(dir, trial % 2 === 0 ? 'legacy' : 'current');
      // Far enough ahead for every starter to have the message and be spinning.
      const at = Date.now() + 150;
      const reports = starters.map((starter) => starter.next());
      for (const starter of starters) starter.send({ type: 'start', dir, at });
      const results = await Promise.all(reports);
      let winners = 0;
      for (const result of results) {
        if (result.type !== 'result') problems.push(`trial ${trial}: unexpected ${result.type}`);
        else if (result.outcome === 'won') winners++;
        else if (result.outcome === 'error') problems.push(`trial ${trial}: ${result.detail}`);
        else if (!result.detail?.includes('is in use by another Hanout process')) {
          problems.push(`trial ${trial}: refused with "${result.detail}"`);
        }
      }
      winnersPerTrial.push(winners);
      const released = starters.map((starter) => starter.next());
      for (const starter of starters) starter.send({ type: 'release' });
      await Promise.all(released);
    }
    expect({ winnersPerTrial, problems }).toEqual({
      winnersPerTrial: Array.from({ length: TRIALS }, () => 1),
      problems: [],
    });
  }, 60_000);
});

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

describe('two servers started together on one DATA_DIR', () => {
  it('serves from one; the other stops with one line, over a stale lock', async () => {
    const dataDir = temporaryDirectory('hanout-race-server-');
    writeStaleLock(dataDir, 'current');
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const servers = [startServer(env), startServer(env)];
    // The loser stops as soon as it meets the lock; the winner goes on serving.
    const loser = await Promise.race(servers.map((server) => server.exited.then(() => server)));
    const winner = servers.find((server) => server !== loser) as Started;
    expect(await loser.exited).toBe(1);
    expect(loser.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(
        /^hanout: The data directory .* is in use by another Hanout process \(pid \d+\); stop it first or set DATA_DIR to another directory\.$/,
      ),
    ]);
    expect(loser.stderr()).toContain(`(pid ${winner.child.pid})`);

    const deadline = Date.now() + 60_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline && winner.child.exitCode === null) {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(winner.stdout())?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(url, winner.stderr()).toBeDefined();
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    winner.child.kill('SIGTERM');
    expect(await winner.exited).toBe(0);
  }, 90_000);
});

describe.runIf(unshareWorks)('data directory lock across PID namespaces of one host', () => {
  const inAnotherNamespace = (pid: number) =>
    new RegExp(
      `in use by a Hanout process in another PID namespace on host .+ \\(pid ${pid} there, `,
    );

  async function tryToStart(starter: Starter, dir: string): Promise<StarterReport> {
    const report = starter.next();
    starter.send({ type: 'start', dir, at: Date.now() });
    return report;
  }

  it('refuses a starter in another PID namespace while a process here holds the lock', async () => {
    const dir = temporaryDirectory('hanout-namespace-');
    const elsewhere = await startStarter({ ownPidNamespace: true });
    const held = acquireDataDirLock(dir);
    // From there our pid is absent (or another process's): the older lock took it over.
    expect(await tryToStart(elsewhere, dir)).toEqual({
      type: 'result',
      outcome: 'refused',
      detail: expect.stringMatching(inAnotherNamespace(process.pid)),
    });
    held.release();
    expect(await tryToStart(elsewhere, dir)).toEqual({ type: 'result', outcome: 'won' });
  }, 30_000);

  it('refuses to start here while a process in another PID namespace holds the lock, until its lease runs out', async () => {
    const dir = temporaryDirectory('hanout-namespace-');
    const elsewhere = await startStarter({ ownPidNamespace: true });
    expect(await tryToStart(elsewhere, dir)).toEqual({ type: 'result', outcome: 'won' });
    // It is pid 1 there; pid 1 here is another process, alive: the older lock took it over.
    expect(() => acquireDataDirLock(dir)).toThrow(inAnotherNamespace(1));

    elsewhere.child.kill('SIGKILL');
    await new Promise((resolve) => elsewhere.child.once('exit', resolve));
    // Its death cannot be seen from here: only a lease without a touch frees the directory.
    expect(() => acquireDataDirLock(dir)).toThrow(inAnotherNamespace(1));
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(path.join(dir, 'hanout.lock'), twoMinutesAgo, twoMinutesAgo);
    acquireDataDirLock(dir).release();
  }, 30_000);
});

describe('a server whose data directory lock is taken from it', () => {
  it('stops at once with one line, leaving the other holder its lock', async () => {
    const dataDir = temporaryDirectory('hanout-lost-lock-');
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const deadline = Date.now() + 60_000;
    while (!/Server listening at/.test(server.stdout()) && Date.now() < deadline) {
      if (server.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.stdout(), server.stderr()).toMatch(/Server listening at/);
    const lockFile = path.join(dataDir, 'hanout.lock');
    expect(readFileSync(lockFile, 'utf8')).toContain(`"pid":${server.child.pid}`);

    // As if its lease had run out while it was stalled and another process had taken the lock.
    const other = JSON.stringify({
      pid: process.pid,
      host: os.hostname(),
      nonce: 'the-new-holder',
    });
    writeFileSync(lockFile, other);
    // The server checks at each lease round, every 15 s.
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 25 s'), 25_000)),
    ]);
    expect(code).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual([
      `hanout: lost the lock on the data directory ${dataDir}: another process may be writing to it; exiting now without closing the database.`,
    ]);
    expect(readFileSync(lockFile, 'utf8')).toBe(other);
    // PGlite was not closed (closing deletes postmaster.pid): nothing was flushed into a directory
    // that is no longer this server's.
    expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
  }, 90_000);
});
