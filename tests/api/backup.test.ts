/**
 * `npm run db:backup` and `npm run db:restore` (issue 17, docs/backups.md), run as the real command
 * on each engine against a database with rows in every table:
 * - a backup, then deletes and updates across the tables, then a restore: every table's rows
 *   (count and hash) and every sequence are as they were, and a new row takes the next id;
 * - the file is 0600 in a folder the command made 0700;
 * - PGlite: a running server is backed up through DATA_DIR/admin.sock; a restore is refused while
 *   it runs and works once it stopped;
 * - a file that is not a whole backup is refused with one line and exit code 1, and the database
 *   is left as it was (on PostgreSQL also a dump that breaks off in the middle of the restore).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database, type Db } from '../../server/db/client.ts';
import { addContactMessage, damage, fillEveryTable, fingerprintTables } from './backup-fixtures.ts';
import { ENGINES } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COMMAND = path.join(root, 'server/modules/admin/backup-cli.ts');
// By URL: the command runs in a folder of its own (where a restore keeps its before-restore copy).
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnNode(args: string[], env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, ['--import', TSX, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** The command as `npm run db:backup -- FILE` runs it, in the folder cwd. */
async function backupCommand(
  args: ['backup' | 'restore', string],
  env: Record<string, string>,
  cwd: string,
): Promise<Ran> {
  const run = spawnNode([COMMAND, ...args], env, cwd);
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

function expectOneLineRefusal(ran: Ran, message: RegExp) {
  expect(ran.code).toBe(1);
  expect(ran.stdout).toBe('');
  const lines = ran.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

function expectPrivateFile(file: string) {
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  // Written under <name>.partial and renamed: nothing else is left beside it.
  expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
}

/** Everything but the sequences and tables with a row: none may be empty. */
function emptyIn(prints: Record<string, string>): string[] {
  return Object.entries(prints)
    .filter(([name, print]) => !name.startsWith('sequence ') && print.startsWith('0:'))
    .map(([name]) => name);
}

/** A copy of a file cut short, as a disk that filled up or a copy interrupted would leave it. */
function cutShort(file: string, to: string, keep: (size: number) => number): string {
  const bytes = readFileSync(file);
  writeFileSync(to, bytes.subarray(0, keep(bytes.length)));
  return to;
}

async function damageThenFingerprint(db: Db) {
  await damage(db);
  return fingerprintTables(db);
}

function workFolder(): string {
  const work = mkdtempSync(path.join(tmpdir(), 'hanout-backup-'));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  return work;
}

describe('db:backup and db:restore [pglite]', () => {
  let work: string;
  let dataDir: string;
  let original: Record<string, string>;
  const env = () => ({ DATA_DIR: dataDir });
  const withDatabase = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const database = await openPglite(dataDir);
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    work = workFolder();
    dataDir = path.join(work, 'data');
    const migrated = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    const database = await openPglite(dataDir, { loadDataDir: migrated });
    try {
      await fillEveryTable(database.db);
      original = await fingerprintTables(database.db);
    } finally {
      await database.close();
    }
  });

  it('brings back every table and sequence after deletes and updates', async () => {
    expect(emptyIn(original)).toEqual([]);
    const file = path.join(work, 'not', 'yet', 'hanout.tar.gz');
    const backup = await backupCommand(['backup', file], env(), work);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('no server is running, copying it directly');
    expectPrivateFile(file);

    expect(await withDatabase(damageThenFingerprint)).not.toEqual(original);

    const restore = await backupCommand(['restore', file], env(), work);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored: \d+ tables, \d+ migrations, \d+ accounts/);
    expect(await withDatabase(fingerprintTables)).toEqual(original);
    // The damaged database was kept aside, out of the server's way.
    expect(
      readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-')),
    ).toHaveLength(1);

    const sequence = Number(original['sequence contact_messages_id_seq']);
    expect(await withDatabase(addContactMessage)).toBe(sequence + 1);
  }, 90_000);

  it('backs up a running server through its socket, and restores only once it stopped', async () => {
    const server = spawnNode(
      ['server/index.ts'],
      { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      root,
    );
    const socket = path.join(dataDir, 'admin.sock');
    const deadline = Date.now() + 60_000;
    while (!existsSync(socket) && server.child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(existsSync(socket), `${server.stdout()}\n${server.stderr()}`).toBe(true);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout())?.[1];

    const file = path.join(work, 'live', 'hanout.tar.gz');
    const backup = await backupCommand(['backup', file], env(), work);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(
      `is in use by a running server: asking it for a copy through ${socket}`,
    );
    expectPrivateFile(file);

    const refused = await backupCommand(['restore', file], env(), work);
    expectOneLineRefusal(
      refused,
      /^db:restore: The data directory .* is in use by another Hanout process \(pid \d+\): stop the server before restoring/,
    );
    // The server went on serving through both.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const served = await withDatabase(async (db) => {
      const print = await fingerprintTables(db);
      await damage(db);
      return print;
    });
    const restore = await backupCommand(['restore', file], env(), work);
    expect(restore.code, restore.stderr).toBe(0);
    expect(await withDatabase(fingerprintTables)).toEqual(served);
  }, 120_000);

  it('refuses a file that is not a whole backup with one line, and changes nothing', async () => {
    const before = await withDatabase(fingerprintTables);
    const entries = readdirSync(dataDir).sort();
    const garbage = path.join(work, 'notes.txt');
    writeFileSync(garbage, `not a backup\n${randomBytes(64).toString('hex')}\n`);
    const backup = path.join(work, 'live', 'hanout.tar.gz');
    const cut = cutShort(backup, path.join(work, 'cut.tar.gz'), (size) => size >> 1);
    const postgres = path.join(work, 'hanout.dump');
    writeFileSync(postgres, Buffer.concat([Buffer.from('PGDMP'), randomBytes(64)]));

    expectOneLineRefusal(
      await backupCommand(['restore', garbage], env(), work),
      /is not a Hanout backup .*: nothing was changed$/,
    );
    expectOneLineRefusal(
      await backupCommand(['restore', cut], env(), work),
      /cut\.tar\.gz is damaged .*: nothing was changed$/,
    );
    expectOneLineRefusal(
      await backupCommand(['restore', postgres], env(), work),
      /is a PostgreSQL backup \(pg_dump\): set DATABASE_URL/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(entries);
    expect(await withDatabase(fingerprintTables)).toEqual(before);
  }, 90_000);
});

describe.runIf(ENGINES.includes('postgres'))('db:backup and db:restore [postgres]', () => {
  let work: string;
  let url: string;
  let original: Record<string, string>;
  const env = () => ({ DATABASE_URL: url });
  const withDatabase = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const database: Database = await openPostgres(url, 1);
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    work = workFolder();
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `hanout_test_${randomBytes(6).toString('hex')}`;
    // Cloning a template is refused while another clone from it is starting: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(
          adminUrl,
          `create database "${name}" template "${inject('postgresTemplate')}"`,
        );
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`));
    url = databaseUrl(adminUrl, name);
    original = await withDatabase(async (db) => {
      await fillEveryTable(db);
      return fingerprintTables(db);
    });
  });

  it('brings back every table and sequence after deletes and updates', async () => {
    expect(emptyIn(original)).toEqual([]);
    const file = path.join(work, 'not', 'yet', 'hanout.dump');
    const backup = await backupCommand(['backup', file], env(), work);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/dumping with pg_dump \d+/);
    expectPrivateFile(file);

    expect(await withDatabase(damageThenFingerprint)).not.toEqual(original);

    const restore = await backupCommand(['restore', file], env(), work);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored: \d+ tables, \d+ migrations, \d+ accounts/);
    expect(await withDatabase(fingerprintTables)).toEqual(original);

    // What the restore replaced was saved first, in backups/ of the folder it ran in.
    const saved = /Saved the current database to (\S+\.dump)/.exec(restore.stdout)?.[1];
    expect(saved).toMatch(/^backups\/hanout-postgres-before-restore-\d{8}T\d{6}Z\.dump$/);
    expectPrivateFile(path.join(work, saved as string));

    const sequence = Number(original['sequence contact_messages_id_seq']);
    expect(await withDatabase(addContactMessage)).toBe(sequence + 1);
  }, 90_000);

  it('refuses a file that is not a whole backup, and a failed restore changes nothing', async () => {
    const before = await withDatabase(fingerprintTables);
    const garbage = path.join(work, 'notes.txt');
    writeFileSync(garbage, `not a backup\n${randomBytes(64).toString('hex')}\n`);
    const backup = path.join(work, 'not', 'yet', 'hanout.dump');
    const headless = cutShort(backup, path.join(work, 'head.dump'), () => 200);
    expectOneLineRefusal(
      await backupCommand(['restore', garbage], env(), work),
      /is not a Hanout backup .*: nothing was changed$/,
    );
    expectOneLineRefusal(
      await backupCommand(['restore', headless], env(), work),
      /head\.dump is damaged: pg_restore: error: .*\(nothing was changed\)$/,
    );

    // Its table of contents whole, its data cut: pg_restore fails part way, in one transaction.
    const cut = cutShort(backup, path.join(work, 'cut.dump'), (size) => size - 1000);
    const failed = await backupCommand(['restore', cut], env(), work);
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^db:restore: pg_restore failed: .*\(nothing was changed\)$/),
    ]);
    expect(await withDatabase(fingerprintTables)).toEqual(before);
  }, 90_000);
});
