/**
 * The server as a process: start-up failures are one readable line, a PGlite data directory
 * belongs to one process at a time, and SIGTERM ends cleanly with the data kept: the server stops
 * listening, finishes the request in flight, closes the database and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client.ts';
import { contactMessages, users } from '../../server/db/schema.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

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

async function listeningUrl(server: Started, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether something accepts a TCP connection on this port. */
function accepts(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('stops on a bad PORT with one line naming it', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toEqual([
      'hanout: Invalid configuration: PORT must be a port number between 0 and 65535 (got "abc")',
    ]);
  });

  it('stops on an unreachable database with one line that hides the password', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://shop:s3cret@127.0.0.1:1/hanout' });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^hanout: Cannot connect to PostgreSQL at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/hanout/,
    );
    expect(server.stderr()).not.toContain('s3cret');
  });

  it('keeps one process per data directory, and keeps the data across a SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-data-'));
    try {
      const first = startServer({ DATA_DIR: dataDir });
      const url = await listeningUrl(first);
      expect(first.stdout()).toContain('empty database: demo data added');
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

      const second = startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.stderr().trim()).toMatch(
        /^hanout: The data directory .* is in use by another Hanout process \(pid \d+\); stop it first or set DATA_DIR to another directory\.$/,
      );

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const again = startServer({ DATA_DIR: dataDir });
      await listeningUrl(again);
      expect(again.stdout()).not.toContain('demo data added');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);

      const database = await openPglite(dataDir);
      const [row] = await database.db.select({ n: count() }).from(users);
      await database.close();
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('on SIGTERM stops listening, finishes the request in flight, then exits 0 and frees the data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-data-'));
    try {
      // At debug level the server logs each request as it arrives, not only when it ends.
      const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'debug' });
      const url = new URL(await listeningUrl(server));
      const message = 'Envoyé pendant l’arrêt du serveur.';
      const body = Buffer.from(
        JSON.stringify({
          name: 'Amira Ben Salah',
          email: 'amira@example.tn',
          topic: 'seller',
          message,
          language: 'fr',
        }),
      );
      // A request whose body is still on its way when the signal comes.
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
        request.on('error', reject);
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, text }));
        });
      });
      request.write(body.subarray(0, 10));
      await until(() => server.stdout().includes('/api/contact'));

      server.child.kill('SIGTERM');
      await until(() => server.stderr().includes('SIGTERM received'));
      await until(async () => !(await accepts(url)));
      expect(server.child.exitCode).toBeNull();

      request.end(body.subarray(10));
      const { status, text } = await answer;
      expect(status, text).toBe(201);
      expect(await server.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'hanout.lock'))).toBe(false);

      const database = await openPglite(dataDir);
      const stored = await database.db.select().from(contactMessages);
      await database.close();
      expect(stored.map((row) => row.message)).toEqual([message]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
