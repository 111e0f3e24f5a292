/**
 * The per-instance session cache (issue 16) never signs in a session the database would refuse:
 * on both engines a cached session costs no statement, a logout, an expiry or an idle limit is
 * honoured at once, and last_seen_at is still written (once an interval); on PostgreSQL two
 * instances of one database refuse a session the moment the other instance's logout answers.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { hashToken } from '../../server/modules/auth/index.ts';
import { LIMIT_NAMES, type RateLimitOverrides } from '../../server/plugins/rate-limits.ts';
import { describeEachEngine, ENGINES } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { caller, newAccount } from './session.ts';

const tokenHashOf = (cookie: string) => hashToken(cookie.split('=')[1] ?? '');

describeEachEngine('session cache', (env) => {
  const call = caller(() => env().app);
  const db = () => env().database.db;
  const whoAmI = async (cookie: string) => {
    const { result, statements } = await env().database.recordQueries(() =>
      call('GET', '/api/user', cookie),
    );
    return { status: result.statusCode, statements: statements.length, body: result.json() };
  };

  it('looks a session up once, then answers from the cache with no statement', async () => {
    const { cookie, username } = await newAccount(env().app, 'customer');
    const first = await whoAmI(cookie);
    expect(first).toMatchObject({ status: 200, body: { username } });
    expect(first.statements).toBeGreaterThan(0);
    expect(await whoAmI(cookie)).toMatchObject({ status: 200, statements: 0 });
  });

  it('refuses a cached session right after its logout', async () => {
    const { cookie } = await newAccount(env().app, 'customer');
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(204);
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('refuses a cached session the database ended or expired, once its notification is heard', async () => {
    const deleted = await newAccount(env().app, 'customer');
    const expired = await newAccount(env().app, 'customer');
    const idle = await newAccount(env().app, 'customer');
    for (const account of [deleted, expired, idle]) {
      expect((await whoAmI(account.cookie)).statements).toBeGreaterThan(0);
      expect((await whoAmI(account.cookie)).statements).toBe(0);
    }
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(deleted.cookie)));
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHashOf(expired.cookie)));
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(sessions.tokenHash, tokenHashOf(idle.cookie)));
    await env().app.sessionLookup.settle();
    for (const account of [deleted, expired, idle]) {
      expect((await whoAmI(account.cookie)).status).toBe(401);
    }
  });

  it('reads the session from the database for every write, cached or not', async () => {
    const { cookie } = await newAccount(env().app, 'customer');
    expect((await whoAmI(cookie)).statements).toBeGreaterThan(0);
    // Every notification of the sign-up heard, so that nothing but this test moves the cache.
    await env().app.sessionLookup.settle();
    await whoAmI(cookie);
    expect((await whoAmI(cookie)).statements).toBe(0);
    // The session ends without telling anyone (its triggers off): an instance whose listening
    // connection died unnoticed is in this state.
    await env().database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    });
    expect((await whoAmI(cookie)).status).toBe(200);
    const write = await call('PUT', '/api/user/language', cookie, { language: 'fr' });
    expect(write.statusCode).toBe(401);
  });

  it('shows the account as it is now after the owner or anyone else changes it', async () => {
    const seller = await newAccount(env().app, 'business');
    expect((await whoAmI(seller.cookie)).body.storeName).toBeNull();
    const patched = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
      storeName: 'Dar Zitouna',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await whoAmI(seller.cookie)).body.storeName).toBe('Dar Zitouna');
    await db().update(users).set({ storeName: 'Dar Zitouna Sfax' }).where(eq(users.id, seller.id));
    await env().app.sessionLookup.settle();
    expect((await whoAmI(seller.cookie)).body.storeName).toBe('Dar Zitouna Sfax');
  });

  it('still writes last_seen_at after an hour of use, once, not on every request', async () => {
    const { cookie } = await newAccount(env().app, 'customer');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: twoHoursAgo })
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    await env().app.sessionLookup.settle();
    const seen = async () =>
      (
        await db()
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHashOf(cookie)))
      )[0]?.at.getTime() ?? 0;
    const touched = await env().database.recordQueries(() => call('GET', '/api/user', cookie));
    expect(touched.statements.some((s) => /^update "sessions"/.test(s.sql))).toBe(true);
    expect(await seen()).toBeGreaterThan(Date.now() - 60_000);
    await env().app.sessionLookup.settle();
    for (let i = 0; i < 3; i++) {
      const again = await env().database.recordQueries(() => call('GET', '/api/user', cookie));
      expect(again.statements.filter((s) => /^update/.test(s.sql))).toEqual([]);
    }
  });

  it('refuses forged and malformed tokens without a lookup', async () => {
    for (const cookie of ['hanout_session=forged-token', `hanout_session=${'a'.repeat(43)}`]) {
      expect((await whoAmI(cookie)).status).toBe(401);
    }
    expect((await whoAmI('hanout_session=forged-token')).statements).toBe(0);
  });
});

const LOOSE_LIMITS: RateLimitOverrides = Object.fromEntries(
  LIMIT_NAMES.map((name) => [name, { max: 10_000, windowMs: 60_000 }]),
);

// Two instances need PostgreSQL: PGlite lives in one process, and the suite above covers it.
for (const engine of ENGINES) {
  if (engine !== 'postgres') continue;
  describe(`session cache across instances [${engine}]`, () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `hanout_test_${randomBytes(6).toString('hex')}`;
    const handles: Database[] = [];
    const apps: App[] = [];

    beforeAll(async () => {
      await adminQuery(
        adminUrl,
        `create database "${name}" template "${inject('postgresTemplate')}"`,
      );
      for (let i = 0; i < 2; i++) {
        // Each instance its own pool and its own listening connection, as two processes have.
        const database = await openPostgres(databaseUrl(adminUrl, name), 5);
        handles.push(database);
        const app = await buildApp({
          config: testConfig(),
          database,
          clientRoot: '/nonexistent-client-build',
          logger: false,
          rateLimits: LOOSE_LIMITS,
        });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of handles) await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    });

    {
      it('refuses a session on every instance as soon as the logout on one answers', async () => {
        const [a, b] = apps as [App, App];
        const onA = caller(() => a);
        const onB = caller(() => b);
        for (let round = 0; round < 10; round++) {
          const { cookie } = await newAccount(a, 'customer');
          // B has it cached, and answers from its cache.
          expect((await onB('GET', '/api/user', cookie)).statusCode).toBe(200);
          expect((await onB('GET', '/api/user', cookie)).statusCode).toBe(200);
          expect((await onA('POST', '/api/logout', cookie)).statusCode).toBe(204);
          expect((await onB('GET', '/api/user', cookie)).statusCode, `round ${round}`).toBe(401);
        }
      });

      it('ends the other sessions on every instance when the password changes', async () => {
        const [a, b] = apps as [App, App];
        const account = await newAccount(a, 'customer');
        const other = (
          await a.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: account.username, password: account.password },
          })
        ).headers['set-cookie'];
        const otherCookie = String(other).split(';')[0] ?? '';
        expect((await caller(() => b)('GET', '/api/user', otherCookie)).statusCode).toBe(200);
        const changed = await caller(() => a)('POST', '/api/users/me/password', account.cookie, {
          currentPassword: account.password,
          newPassword: 'a new passphrase 2026',
        });
        expect(changed.statusCode, changed.body).toBe(204);
        expect((await caller(() => b)('GET', '/api/user', otherCookie)).statusCode).toBe(401);
        expect((await caller(() => b)('GET', '/api/user', account.cookie)).statusCode).toBe(200);
      });

      it('drops what it knew when its listening connection is lost, and trusts again after', async () => {
        const [, b] = apps as [App, App];
        const { cookie } = await newAccount(b, 'customer');
        expect((await caller(() => b)('GET', '/api/user', cookie)).statusCode).toBe(200);
        expect(b.sessionLookup.cache.size).toBeGreaterThan(0);
        await adminQuery(
          adminUrl,
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = '${name}' and (query ilike 'listen%' or query = 'select 1')`,
        );
        for (let i = 0; i < 50 && b.sessionLookup.cache.size > 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(b.sessionLookup.cache.size).toBe(0);
        // Back after LISTEN_RETRY_MS: the session is cached again.
        for (let i = 0; i < 100 && b.sessionLookup.cache.size === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect((await caller(() => b)('GET', '/api/user', cookie)).statusCode).toBe(200);
        }
        expect(b.sessionLookup.cache.size).toBeGreaterThan(0);
      });
    }
  });
}
