/**
 * The PGlite data directory lock under a race (issue 17): starters that reach a stale lock in the
 * same millisecond, from processes of their own, and two real servers started together on one
 * DATA_DIR. The older lock deleted a stale lock and took it again, and two starters both won.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StarterCommand, StarterReport } from './data-dir-lock-child.ts';

const root = path.resolve(import.meta.dirname, '../..');
const STARTERS = 5;
const TRIALS = 30;
const directories: string[] = [];
const children: ChildProcess[] = [];

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

function startStarter(): Promise<Starter> {
  const child = fork(path.join(import.meta.dirname, 'data-dir-lock-child.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
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
