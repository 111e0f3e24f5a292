/**
 * Registration, sign-in, sessions and password change on both engines. Over 300 lines because each
 * SPEC §5 rule and each session edge gets its own case.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/modules/auth/sessions.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, sessionCookieOf, signIn } from './session.ts';

const valid = {
  username: 'nour_ceramique',
  email: 'nour@ceramique.tn',
  password: 'zitouna-2026',
  fullName: 'Nour Ben Ammar',
};

describeEachEngine(
  'accounts',
  (env) => {
    const post = (url: string, payload: unknown, cookie?: string) =>
      env().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const get = (url: string, cookie?: string) =>
      env().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    describe('register', () => {
      it('creates a seller who still has the wizard ahead, without signing in', async () => {
        const response = await post('/api/auth/register', valid);
        expect(response.statusCode).toBe(201);
        const user = response.json();
        expect(user).toMatchObject({
          username: 'nour_ceramique',
          email: 'nour@ceramique.tn',
          fullName: 'Nour Ben Ammar',
          userType: 'business',
          setupCompleted: false,
          storeName: null,
        });
        expect(user).not.toHaveProperty('password');
        expect(user).not.toHaveProperty('passwordHash');
        expect(response.body).not.toContain('$argon2');
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('creates buyers and transporters with setup already done, on both paths', async () => {
        const buyer = await post('/api/register', {
          ...valid,
          username: 'buyer_1',
          email: 'b1@x.tn',
          userType: 'customer',
        });
        expect(buyer.statusCode).toBe(201);
        expect(buyer.json()).toMatchObject({ userType: 'customer', setupCompleted: true });
        const driver = await post('/api/auth/register', {
          ...valid,
          username: 'driver_1',
          email: 'd1@x.tn',
          userType: 'transporter',
        });
        expect(driver.json()).toMatchObject({ userType: 'transporter', setupCompleted: true });
      });

      it('refuses a username or an email already taken, whatever the letter case', async () => {
        const sameName = await post('/api/auth/register', {
          ...valid,
          username: 'NOUR_Ceramique',
          email: 'other@x.tn',
        });
        expect(sameName.statusCode).toBe(409);
        expect(sameName.json()).toEqual({
          message: 'Username already exists',
          code: 'account.username.taken',
          errors: { username: 'Username already exists' },
          codes: { username: 'account.username.taken' },
        });
        const sameEmail = await post('/api/auth/register', {
          ...valid,
          username: 'someone_else',
          email: 'NOUR@Ceramique.TN',
        });
        expect(sameEmail.statusCode).toBe(409);
        expect(sameEmail.json()).toMatchObject({
          message: 'Email already exists',
          code: 'account.email.taken',
          codes: { email: 'account.email.taken' },
        });
      });

      it.each([
        [{ ...valid, username: 'ab' }, 'username', 'Username must be at least 3 characters.'],
        [
          { ...valid, username: 'x'.repeat(51) },
          'username',
          'Username must be at most 50 characters.',
        ],
        [{ ...valid, username: 123 }, 'username', 'Username must be at least 3 characters.'],
        [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email'],
        [{ ...valid, password: 'short' }, 'password', 'Password must be at least 8 characters.'],
        [
          { ...valid, password: 'p'.repeat(129) },
          'password',
          'Password must be at most 128 characters.',
        ],
        [{ ...valid, fullName: 'N' }, 'fullName', 'Full name must be at least 2 characters.'],
        [
          { ...valid, fullName: 'N'.repeat(101) },
          'fullName',
          'Full name must be at most 100 characters.',
        ],
        [
          { ...valid, userType: 'admin' },
          'userType',
          'Please choose business, customer or transporter.',
        ],
        [
          { email: 'a@b.tn', password: 'zitouna-2026', fullName: 'Sans Nom' },
          'username',
          'Username must be at least 3 characters.',
        ],
      ])('refuses %j with the field message', async (payload, field, message) => {
        const response = await post('/api/auth/register', {
          ...payload,
          email:
            (payload as { email?: string }).email === valid.email
              ? `u${Math.random()}@x.tn`
              : (payload as { email?: string }).email,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
      });

      it('refuses a body that is not an object', async () => {
        for (const payload of ['[]', '"x"', 'null']) {
          const response = await env().app.inject({
            method: 'POST',
            url: '/api/auth/register',
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode).toBe(400);
        }
      });
    });

    describe('login and sessions', () => {
      it('signs in with a fresh session cookie each time', async () => {
        const first = await post('/api/auth/login', {
          username: 'demo_seller',
          password: 'hanout2026',
        });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({
          username: 'demo_seller',
          userType: 'business',
          setupCompleted: true,
        });
        expect(first.body).not.toContain('$argon2');
        const header = String(first.headers['set-cookie']);
        expect(header).toMatch(/hanout_session=[A-Za-z0-9_-]{43};/);
        expect(header).toContain('HttpOnly');
        expect(header).toContain('SameSite=Lax');
        expect(header).toContain('Path=/');
        expect(header).toContain('Max-Age=2592000');
        expect(header).not.toContain('Secure');
        const second = await post('/api/login', {
          username: 'Demo_Seller',
          password: 'hanout2026',
        });
        expect(second.statusCode).toBe(200);
        expect(sessionCookieOf(second.headers['set-cookie'])).not.toBe(
          sessionCookieOf(first.headers['set-cookie']),
        );
      });

      it('stores only a hash of the token', async () => {
        const cookie = await signIn(env().app, 'demo_buyer');
        const token = cookie.split('=')[1] ?? '';
        const { db } = env().database;
        expect(await db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(
          0,
        );
        expect(
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.tokenHash, hashToken(token))),
        ).toHaveLength(1);
      });

      it('signs in with the email address too', async () => {
        const response = await post('/api/auth/login', {
          username: 'nour@ceramique.tn',
          password: valid.password,
        });
        expect(response.statusCode).toBe(200);
      });

      it('answers a wrong password and an unknown user alike, in about the same time', async () => {
        const time = async (payload: object) => {
          const started = performance.now();
          const response = await post('/api/auth/login', payload);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({
            message: 'Invalid username or password',
            code: 'auth.invalidCredentials',
          });
          return performance.now() - started;
        };
        const wrong: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 3; i++) {
          wrong.push(await time({ username: 'demo_seller', password: 'wrong password' }));
          unknown.push(await time({ username: 'nobody_here', password: 'wrong password' }));
        }
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
        expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
        expect(median(unknown)).toBeLessThan(median(wrong) * 2.5);
      });

      it('requires both fields, with the spec messages', async () => {
        const response = await post('/api/auth/login', { username: '  ', password: '' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          username: 'Username is required',
          password: 'Password is required',
        });
      });

      it('tells who is signed in on /api/user and /api/auth/me, and 401 otherwise', async () => {
        const cookie = await signIn(env().app, 'demo_transporter');
        for (const url of ['/api/user', '/api/auth/me']) {
          const signedIn = await get(url, cookie);
          expect(signedIn.statusCode).toBe(200);
          expect(signedIn.json()).toMatchObject({
            username: 'demo_transporter',
            userType: 'transporter',
          });
          expect(signedIn.body).not.toContain('password');
          expect((await get(url)).statusCode).toBe(401);
          expect((await get(url, 'hanout_session=forged-token')).statusCode).toBe(401);
        }
      });

      it('ends a session 30 days after sign-in, or after 7 idle days', async () => {
        const { db } = env().database;
        const absolute = await signIn(env().app, 'demo_seller');
        await db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.tokenHash, hashToken(absolute.split('=')[1] ?? '')));
        expect((await get('/api/user', absolute)).statusCode).toBe(401);

        const idle = await signIn(env().app, 'demo_seller');
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
          .where(eq(sessions.tokenHash, hashToken(idle.split('=')[1] ?? '')));
        expect((await get('/api/user', idle)).statusCode).toBe(401);

        // The next sign-in sweeps such rows away.
        await signIn(env().app, 'demo_seller');
        const [left] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(
            sql`${sessions.expiresAt} < now() or ${sessions.lastSeenAt} < now() - interval '7 days'`,
          );
        expect(left?.n).toBe(0);
      });

      it('makes the cookie worthless after logout', async () => {
        const cookie = await signIn(env().app, 'demo_buyer');
        const response = await post('/api/logout', {}, cookie);
        expect(response.statusCode).toBe(204);
        expect(String(response.headers['set-cookie'])).toMatch(
          /hanout_session=;.*Expires=Thu, 01 Jan 1970/,
        );
        expect((await get('/api/user', cookie)).statusCode).toBe(401);
      });
    });

    describe('PATCH /api/users/:id', () => {
      const patch = (id: number | string, payload: unknown, cookie?: string) =>
        env().app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          payload: payload as object,
          headers: cookie ? { cookie } : {},
        });
      const store = {
        storeName: 'Poterie Nour',
        storeDescription: 'Poterie artisanale de Nabeul — فخار نابل',
        storePhone: '+216 22 123 456',
        storeAddress: '12 Avenue Habib Thameur, Nabeul',
      };

      it('saves the store and completes setup for the owner', async () => {
        const seller = await newAccount(env().app);
        const saved = await patch(seller.id, store, seller.cookie);
        expect(saved.statusCode).toBe(200);
        // The phone is kept in its one stored form (common/schemas/phones.ts).
        expect(saved.json()).toMatchObject({
          ...store,
          storePhone: '+21622123456',
          setupCompleted: false,
        });
        const done = await patch(seller.id, { setupCompleted: true }, seller.cookie);
        expect(done.json()).toMatchObject({ setupCompleted: true });
        expect((await get('/api/user', seller.cookie)).json()).toMatchObject({
          storeName: 'Poterie Nour',
          setupCompleted: true,
        });
      });

      it('checks the store fields with the wizard rules', async () => {
        const seller = await newAccount(env().app);
        const short = await patch(
          seller.id,
          { ...store, storeDescription: 'Trop court'.slice(0, 9) },
          seller.cookie,
        );
        expect(short.statusCode).toBe(400);
        expect(short.json().errors.storeDescription).toBe(
          'Description must be at least 10 characters.',
        );
        const long = await patch(seller.id, { storeDescription: 'x'.repeat(501) }, seller.cookie);
        expect(long.json().errors.storeDescription).toBe(
          'Description must not exceed 500 characters.',
        );
        const wrongType = await patch(seller.id, { setupCompleted: 'yes' }, seller.cookie);
        expect(wrongType.statusCode).toBe(400);
        expect((await get('/api/user', seller.cookie)).json().storeDescription).toBeNull();
      });

      it('refuses to change the username, type, password or id this way', async () => {
        const seller = await newAccount(env().app);
        for (const payload of [
          { username: 'hacker' },
          { userType: 'transporter' },
          { password: 'new password!' },
          { id: 1 },
        ]) {
          const response = await patch(seller.id, payload, seller.cookie);
          expect(response.statusCode).toBe(400);
        }
        expect((await get('/api/user', seller.cookie)).json()).toMatchObject({
          username: seller.username,
          userType: 'business',
        });
      });

      it('answers 403 for another user, 401 signed out, 400 for a bad id', async () => {
        const seller = await newAccount(env().app);
        const other = await newAccount(env().app);
        expect((await patch(other.id, { fullName: 'Taken Over' }, seller.cookie)).statusCode).toBe(
          403,
        );
        expect((await patch(seller.id, { fullName: 'Nobody' })).statusCode).toBe(401);
        expect((await patch('abc', { fullName: 'Nobody' }, seller.cookie)).statusCode).toBe(400);
        expect((await get('/api/user', other.cookie)).json().fullName).toBe('Test User');
      });

      it('updates the name and email, refusing an email someone else has', async () => {
        const seller = await newAccount(env().app);
        const ok = await patch(
          seller.id,
          { fullName: 'Amel Jaziri', email: 'amel@jaziri.tn', currentPassword: seller.password },
          seller.cookie,
        );
        expect(ok.json()).toMatchObject({ fullName: 'Amel Jaziri', email: 'amel@jaziri.tn' });
        const taken = await patch(
          seller.id,
          { email: 'NOUR@ceramique.tn', currentPassword: seller.password },
          seller.cookie,
        );
        expect(taken.statusCode).toBe(409);
        expect(taken.json().message).toBe('Email already exists');
      });

      it('keeps store fields for sellers only', async () => {
        const buyer = await newAccount(env().app, 'customer');
        const response = await patch(buyer.id, { storeName: 'Ma boutique' }, buyer.cookie);
        expect(response.statusCode).toBe(403);
      });
    });

    describe('password change', () => {
      it('needs the current password, then signs out every other session', async () => {
        const seller = await newAccount(env().app);
        const otherDevice = await signIn(env().app, seller.username, seller.password);
        const wrong = await post(
          '/api/users/me/password',
          { currentPassword: 'nope nope', newPassword: 'brand new pass' },
          seller.cookie,
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe('Current password is incorrect');
        const tooShort = await post(
          '/api/users/me/password',
          { currentPassword: seller.password, newPassword: 'short' },
          seller.cookie,
        );
        expect(tooShort.json().errors.newPassword).toBe('Password must be at least 8 characters.');

        const ok = await post(
          '/api/users/me/password',
          { currentPassword: seller.password, newPassword: 'brand new pass' },
          seller.cookie,
        );
        expect(ok.statusCode).toBe(204);
        expect((await get('/api/user', seller.cookie)).statusCode).toBe(200);
        expect((await get('/api/user', otherDevice)).statusCode).toBe(401);
        expect(
          (await post('/api/auth/login', { username: seller.username, password: seller.password }))
            .statusCode,
        ).toBe(401);
        expect(
          (await post('/api/auth/login', { username: seller.username, password: 'brand new pass' }))
            .statusCode,
        ).toBe(200);
      });
    });
  },
  { seed: true },
);

describeEachEngine(
  'sign-in throttling',
  (env) => {
    const login = (username: string, password: string, ip = '10.0.0.1') =>
      env().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: ip,
      });

    it('slows guessing on one account from one address without touching others', async () => {
      for (let i = 0; i < 3; i++)
        expect((await login('demo_seller', 'guess' + i, '10.0.1.1')).statusCode).toBe(401);
      const blocked = await login('demo_seller', 'hanout2026', '10.0.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      // The owner elsewhere, and another account from that address, are let in (issue 17).
      expect((await login('demo_seller', 'hanout2026', '10.0.1.9')).statusCode).toBe(200);
      expect((await login('demo_buyer', 'hanout2026', '10.0.1.1')).statusCode).toBe(200);
    });

    it('limits attempts from one address', async () => {
      for (let i = 0; i < 5; i++) await login(`someone_${i}`, 'whatever1', '10.0.2.1');
      expect((await login('demo_transporter', 'hanout2026', '10.0.2.1')).statusCode).toBe(429);
      expect((await login('demo_transporter', 'hanout2026', '10.0.2.2')).statusCode).toBe(200);
    });
  },
  {
    seed: true,
    rateLimits: {
      signInPerAddress: { max: 5, windowMs: 60_000 },
      signInPerPair: { max: 3, windowMs: 60_000 },
    },
  },
);

describeEachEngine(
  'cookies over https',
  (env) => {
    it('marks the session cookie Secure', async () => {
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'demo_seller', password: 'hanout2026' },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    });
  },
  { seed: true, config: { PUBLIC_URL: 'https://hanout.tn' } },
);
