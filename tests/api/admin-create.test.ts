/**
 * Making an operator (`npm run admin:create`, issue 13): the service refuses what registration
 * refuses, and the command works on a PGlite data directory whether or not a server holds it
 * (through DATA_DIR/admin.sock), and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPglite, openPostgres } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import { AppError } from '../../server/errors.ts';
import { createAdminAccount } from '../../server/modules/admin/index.ts';
import { answerAdminRequest, serveAdminSocket } from '../../server/modules/admin/admin-socket.ts';
import { acquireDataDirLock } from '../../server/db/data-dir-lock.ts';
import { describeEachEngine } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { signIn } from './session.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'operator passphrase 2026';
const children: ChildProcess[] = [];
const directories: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachEngine('createAdminAccount', (env) => {
  const db = () => env().database.db;
  const input = (name: string) => ({
    username: name,
    email: `${name}@hanout.tn`,
    password: PASSWORD,
    fullName: 'Hanout Operator',
  });

  it('makes a ready operator who can sign in', async () => {
    const made = await createAdminAccount(db(), input('first_operator'));
    expect(made).toMatchObject({ username: 'first_operator', fullName: 'Hanout Operator' });
    const [row] = await db().select().from(users).where(eq(users.id, made.id));
    expect(row).toMatchObject({ userType: 'admin', setupCompleted: true });
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const cookie = await signIn(env().app, 'first_operator', PASSWORD);
    const overview = await env().app.inject({ url: '/api/admin/overview', headers: { cookie } });
    expect(overview.statusCode).toBe(200);
  });

  it('refuses a short password with the registration message', async () => {
    const error = await refusal(
      createAdminAccount(db(), { ...input('second_operator'), password: 'hanout' }),
    );
    expect(error.code).toBe('account.password.tooShort');
    expect(error.message).toBe('Password must be at least 8 characters.');
    const bad = await refusal(createAdminAccount(db(), { ...input('x'), email: 'x@hanout.tn' }));
    expect(bad.code).toBe('account.username.tooShort');
  });

  it('refuses a username or an email already taken, in any letter case', async () => {
    const username = await refusal(
      createAdminAccount(db(), { ...input('FIRST_Operator'), email: 'other@hanout.tn' }),
    );
    expect(username.message).toBe('Username already exists');
    const email = await refusal(
      createAdminAccount(db(), { ...input('third_operator'), email: 'First_Operator@Hanout.tn' }),
    );
    expect(email.message).toBe('Email already exists');
  });

  it('answers one socket line with the account or the reason', async () => {
    expect(await answerAdminRequest(db(), 'not json')).toEqual({
      ok: false,
      message: 'Invalid request',
    });
    expect(await answerAdminRequest(db(), JSON.stringify(input('first_operator')))).toEqual({
      ok: false,
      message: 'Username already exists',
    });
    const made = await answerAdminRequest(db(), JSON.stringify(input('socket_operator')));
    expect(made).toMatchObject({ ok: true, user: { username: 'socket_operator' } });
  });

  it('closes at once with an idle client connected', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-admin-sock-'));
    directories.push(dataDir);
    const served = await serveAdminSocket(db(), dataDir);
    const client = net.createConnection(served.path);
    const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
    client.on('error', () => {});
    await new Promise<void>((resolve) => client.on('connect', () => resolve()));
    const started = performance.now();
    await served.close();
    expect(performance.now() - started).toBeLessThan(1000);
    await closed;
    expect(existsSync(served.path)).toBe(false);
  });

  it('refuses a socket path too long to bind, leaving no file behind', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'hanout-admin-long-'));
    directories.push(base);
    const dataDir = path.join(base, 'd'.repeat(110));
    mkdirSync(dataDir);
    await expect(serveAdminSocket(db(), dataDir)).rejects.toThrow(/too long for a Unix socket/);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(readdirSync(base)).toEqual(['d'.repeat(110)]);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command as `npm run admin:create` runs it, with this environment only. */
function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/modules/admin/create-cli.ts', ...args],
    { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, exited };
}

async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in against a data directory no process holds. */
async function canSignIn(dataDir: string, username: string) {
  const database = await openPglite(dataDir);
  const app = await buildApp({
    config: testConfig(),
    database,
    clientRoot: '/nonexistent-client-build',
    logger: false,
  });
  try {
    await signIn(app, username, PASSWORD);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-admin-create-'));
  directories.push(dataDir);
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD };

  it('opens a PGlite data directory itself when no server holds it', async () => {
    const made = await runCli(['--username', 'cli_operator', '--email', 'cli@hanout.tn'], env);
    expect(made.stderr).toBe('');
    // The directory held no database yet: allowed, but the answer says where it now is.
    expect(made.stdout).toBe(
      `Operator cli_operator created in the embedded database at ${dataDir}. Sign in at /auth.\n` +
        'This database was just created: start the server (npm start) with the same DATA_DIR, or the operator will not be found.\n',
    );
    expect(made.code).toBe(0);
    const second = await runCli(['--username', 'cli_second', '--email', 'second@hanout.tn'], env);
    expect(second.stdout).toBe(
      `Operator cli_second created in the embedded database at ${dataDir}. Sign in at /auth.\n`,
    );

    const taken = await runCli(['--username', 'CLI_operator', '--email', 'other@hanout.tn'], env);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Username already exists');
    const weak = await runCli(['--username', 'weak_operator', '--email', 'weak@hanout.tn'], {
      ...env,
      ADMIN_PASSWORD: 'short',
    });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 8 characters.');
    const usage = await runCli(['--username', 'no_email'], env);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run admin:create');

    await canSignIn(dataDir, 'cli_operator');
  }, 60_000);

  it('asks the running server through DATA_DIR/admin.sock', async () => {
    const server = startServer(dataDir);
    const socket = path.join(dataDir, 'admin.sock');
    await until(() => /Server listening at/.test(server.stdout()) && existsSync(socket));
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout())?.[1];

    const made = await runCli(
      ['--username', 'live_operator', '--email', 'live@hanout.tn', '--name', 'Salma Operator'],
      env,
    );
    expect(made.stderr).toBe('');
    expect(made.stdout).toBe(
      `Operator live_operator created in the embedded database at ${dataDir}. Sign in at /auth.\n`,
    );
    const taken = await runCli(['--username', 'live_operator', '--email', 'x@hanout.tn'], env);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Username already exists');

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'live_operator', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ userType: 'admin', fullName: 'Salma Operator' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(socket)).toBe(false);
  }, 60_000);

  it('says what to do when the server holding DATA_DIR cannot be reached or never answers', async () => {
    const held = mkdtempSync(path.join(tmpdir(), 'hanout-admin-held-'));
    directories.push(held);
    // This test process plays a server that holds the directory without a socket.
    const lock = acquireDataDirLock(held);
    try {
      const args = ['--username', 'held_operator', '--email', 'held@hanout.tn'];
      const unreachable = await runCli(args, { DATA_DIR: held, ADMIN_PASSWORD: PASSWORD });
      expect(unreachable.code).toBe(1);
      expect(unreachable.stderr).toContain(`A Hanout server holds ${held} but cannot be reached`);
      expect(unreachable.stderr).toContain(
        'Stop the server, run this again, then start the server',
      );

      // Then one that accepts the connection and never answers: the command gives up.
      const silent = net.createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(path.join(held, 'admin.sock'), resolve));
      try {
        const started = performance.now();
        const waited = await runCli(args, { DATA_DIR: held, ADMIN_PASSWORD: PASSWORD });
        expect(waited.code).toBe(1);
        expect(waited.stderr).toContain('did not answer within 10 s');
        expect(performance.now() - started).toBeLessThan(20_000);
      } finally {
        silent.close();
      }
    } finally {
      lock.release();
    }
  }, 60_000);

  it('keeps serving when the socket cannot be made, and says what that means', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'hanout-admin-long-'));
    directories.push(base);
    const dataDir = path.join(base, 'd'.repeat(110));
    const server = startServer(dataDir);
    await until(() => /Server listening at/.test(server.stdout()));
    await until(() => /admin:create will not reach this server/.test(server.stdout()));
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout())?.[1];
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(readdirSync(dataDir).sort()).toEqual(['hanout.lock', 'pglite']);
    expect(readdirSync(base)).toEqual(['d'.repeat(110)]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'migrates and inserts on PostgreSQL',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `hanout_admin_create_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `create database "${name}"`);
      try {
        const url = databaseUrl(adminUrl, name);
        const made = await runCli(['--username', 'pg_operator', '--email', 'pg@hanout.tn'], {
          DATABASE_URL: url,
          ADMIN_PASSWORD: PASSWORD,
        });
        expect(made.stderr).toBe('');
        expect(made.stdout).toMatch(/^Operator pg_operator created in PostgreSQL at postgres:/);
        expect(made.code).toBe(0);
        const database = await openPostgres(url, 1);
        try {
          const [row] = await database.db
            .select({ userType: users.userType })
            .from(users)
            .where(eq(users.username, 'pg_operator'));
          expect(row?.userType).toBe('admin');
        } finally {
          await database.close();
        }
      } finally {
        await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      }
    },
    60_000,
  );
});
