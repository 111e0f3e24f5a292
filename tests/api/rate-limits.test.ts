/**
 * Every request limit of server/plugins/rate-limits.ts, at the count and on the key its table
 * gives: the first `max` requests pass, the next answers 429 in our error format with Retry-After,
 * and someone else (another address, account name or account) is still served. A limit added to
 * the table without a probe here does not compile. Then the sign-in rules of issue 17: only
 * failures count, a stranger cannot lock the owner out, a known device is let in past the
 * account-wide limit, and parallel guesses cannot slip past.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MessageCode } from '../../common/messages.ts';
import type { App } from '../../server/app.ts';
import { AppError } from '../../server/errors.ts';
import { passwordResetTokens, signInDevices } from '../../server/db/schema.ts';
import { hashToken } from '../../server/modules/auth/index.ts';
import { DEVICES_PER_ACCOUNT } from '../../server/modules/auth/sign-in-guard.ts';
import {
  LIMIT_NAMES,
  RATE_LIMITS,
  type LimitName,
  type RateLimitOverrides,
} from '../../server/plugins/rate-limits.ts';
import { MAX_STREAMS_PER_ACCOUNT } from '../../server/modules/live/routes.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { upload } from './media-fixtures.ts';
import { newAccount } from './session.ts';
import { openStream, type SseStream } from './sse-client.ts';

type Response = Awaited<ReturnType<App['inject']>>;

interface Probe {
  /** The answer while under the limit. */
  passes: number;
  code: MessageCode;
  /** Prepares what the probe needs; answers one request as `who` (0 is the one limited). */
  setUp(app: App): Promise<(who: number, attempt: number) => Promise<Response>>;
}

const guest = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

const PROBES: Record<LimitName, Probe> = {
  signInAttempts: {
    passes: 200,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      const account = await newAccount(app, 'customer');
      // Right passwords: every attempt counts here, successes too (a script looping on its own
      // account), while the failure limits never see them.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: attempt % 2 ? '/api/login' : '/api/auth/login',
          remoteAddress: `10.12.0.${who + 1}`,
          payload: { username: account.username, password: account.password },
        });
    },
  },
  signInPerAddress: {
    passes: 401,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      // Failures on both paths count together for the address, whatever the account name.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: attempt % 2 ? '/api/login' : '/api/auth/login',
          remoteAddress: `10.1.0.${who + 1}`,
          payload: { username: `nobody_${attempt}`, password: 'not the one' },
        });
    },
  },
  signInPerPair: {
    passes: 401,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      const account = await newAccount(app, 'customer');
      // One account from one address, in any letter case; another address is not refused.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.2.0.${who + 1}`,
          payload: {
            username: attempt % 2 ? account.username.toUpperCase() : account.username,
            password: 'not the one',
          },
        });
    },
  },
  signInPerAccount: {
    passes: 401,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      const accounts = [await newAccount(app, 'customer'), await newAccount(app, 'customer')];
      // From a new address each time: the account name is what is counted.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.3.${who}.${attempt + 1}`,
          payload: { username: accounts[who]?.username, password: 'not the one' },
        });
    },
  },
  registration: {
    passes: 201,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      return (who, attempt) => {
        const username = `newcomer_${who}_${attempt}_${Math.random().toString(36).slice(2, 7)}`;
        return app.inject({
          method: 'POST',
          url: attempt % 2 ? '/api/register' : '/api/auth/register',
          remoteAddress: `10.10.0.${who + 1}`,
          payload: {
            username,
            email: `${username}@example.tn`,
            password: 'correct horse battery',
            fullName: 'New Comer',
            userType: 'customer',
          },
        });
      };
    },
  },
  passwordChange: {
    passes: 400,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      const accounts = [await newAccount(app, 'customer'), await newAccount(app, 'customer')];
      return (who) =>
        app.inject({
          method: 'POST',
          url: '/api/users/me/password',
          headers: { cookie: accounts[who]?.cookie ?? '' },
          payload: { currentPassword: 'not the one', newPassword: 'a new password' },
        });
    },
  },
  checkout: {
    passes: 201,
    code: 'limit.tooManyOrders',
    async setUp(app) {
      const store = await newStore(app, 'Huilerie', [
        { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 500 },
      ]);
      const [oil] = store.products;
      return (who) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout',
          remoteAddress: `10.3.0.${who + 1}`,
          payload: { ...guest, items: [{ productId: oil?.id, quantity: 1, price: oil?.price }] },
        });
    },
  },
  contactSeller: {
    passes: 201,
    code: 'limit.tooManyMessages',
    async setUp(app) {
      const store = await newStore(app, 'Poterie');
      return (who) =>
        app.inject({
          method: 'POST',
          url: `/api/marketplace/stores/${store.id}/messages`,
          remoteAddress: `10.4.0.${who + 1}`,
          payload: { name: 'Ali', phone: '22123456', content: 'Bonjour' },
        });
    },
  },
  orderTracking: {
    passes: 404,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      return (who) =>
        app.inject({
          method: 'POST',
          url: '/api/orders/track',
          remoteAddress: `10.5.0.${who + 1}`,
          payload: { reference: 'HN-AAAAAA', phone: '22123456' },
        });
    },
  },
  contactForm: {
    passes: 201,
    code: 'limit.tooManyMessages',
    async setUp(app) {
      return (who) =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: `10.6.0.${who + 1}`,
          payload: {
            name: 'Amira Ben Salah',
            email: 'amira@example.tn',
            topic: 'seller',
            message: 'Bonjour, comment ouvrir une boutique ?',
            language: 'fr',
          },
        });
    },
  },
  mediaUpload: {
    // A file that is no picture: refused after the count, without the cost of decoding.
    passes: 415,
    code: 'limit.tooManyUploads',
    async setUp(app) {
      const accounts = [await newAccount(app), await newAccount(app)];
      return (who) =>
        upload(app, accounts[who]?.cookie, {
          data: Buffer.from('not a picture at all'),
          filename: 'notes.png',
          contentType: 'image/png',
        });
    },
  },
  passwordReset: {
    // Any address, known or not: the answer is the same 202 (no account enumeration).
    passes: 202,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          remoteAddress: `10.9.0.${who + 1}`,
          payload: { email: `forgetful_${attempt}@example.tn` },
        });
    },
  },
  report: {
    passes: 201,
    code: 'limit.tooManyReports',
    async setUp(app) {
      const store = await newStore(app, 'Bijoux');
      return (who) =>
        app.inject({
          method: 'POST',
          url: `/api/marketplace/stores/${store.id}/reports`,
          remoteAddress: `10.8.0.${who + 1}`,
          payload: { reason: 'scam' },
        });
    },
  },
};

/** An account-wide limit small enough to use up in a test. */
const ACCOUNT_WIDE = {
  max: 6,
  windowMs: 60 * 60 * 1000,
  delay: { after: 5, baseMs: 20, maxMs: 80 },
};

const ENGLISH: Record<string, string> = {
  'limit.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'limit.tooManyOrders': 'Too many orders from this connection. Please wait a few minutes.',
  'limit.tooManyMessages': 'Too many messages. Please wait a few minutes.',
  'limit.tooManyUploads': 'Too many photos uploaded. Please wait a few minutes.',
  'limit.tooManyReports': 'Too many reports from this connection. Please wait a while.',
};

function rateLimitHeaders(response: Response) {
  return Object.keys(response.headers).filter((name) => /^(x-)?ratelimit/.test(name));
}

/**
 * The table's numbers without the sign-in delays (the account-wide probe makes a hundred
 * failures); the delays have their own test below.
 */
const REAL_NUMBERS: RateLimitOverrides = Object.fromEntries(
  LIMIT_NAMES.map((name) => [
    name,
    { max: RATE_LIMITS[name].max, windowMs: RATE_LIMITS[name].windowMs },
  ]),
);

/** The sign-in delays, short enough for tests: 20, 40, then 80 ms past the fifth failure. */
const QUICK_DELAY = { after: 5, baseMs: 20, maxMs: 80 };

describeEachEngine(
  'request limits, as the table sets them',
  (env) => {
    it.each(LIMIT_NAMES)('%s answers 429 after its count, for that key only', async (name) => {
      const { max, windowMs } = RATE_LIMITS[name];
      const probe = PROBES[name];
      const request = await probe.setUp(env().app);
      for (let attempt = 0; attempt < max; attempt++) {
        const response = await request(0, attempt);
        expect(response.statusCode, response.body).toBe(probe.passes);
        expect(rateLimitHeaders(response)).toEqual([]);
      }
      const refused = await request(0, max);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ENGLISH[probe.code], code: probe.code });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(rateLimitHeaders(refused)).toEqual([]);
      // Still refused: a refusal does not end the wait.
      expect((await request(0, max + 1)).statusCode).toBe(429);
      expect((await request(1, 0)).statusCode).toBe(probe.passes);
    });

    it('forgets an account’s wrong current passwords once a change succeeds', async () => {
      const { app } = env();
      const account = await newAccount(app, 'customer');
      const { max } = RATE_LIMITS.passwordChange;
      const change = (currentPassword: string, newPassword = 'a new password') =>
        app.inject({
          method: 'POST',
          url: '/api/users/me/password',
          headers: { cookie: account.cookie },
          payload: { currentPassword, newPassword },
        });
      for (let attempt = 0; attempt < max - 1; attempt++) {
        expect((await change('not the one')).statusCode).toBe(400);
      }
      expect((await change(account.password, 'second password')).statusCode).toBe(204);
      for (let attempt = 0; attempt < max; attempt++) {
        expect((await change('not the one')).statusCode).toBe(400);
      }
      const refused = await change('second password');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { seed: false, rateLimits: REAL_NUMBERS },
);

/** A sign-in as a browser at `address` makes it, with the cookies it holds. */
function signInAs(app: App, address: string, username: string, password: string, cookie = '') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });
}

function deviceCookieOf(response: Response): string {
  const header = [response.headers['set-cookie'] ?? []].flat().join('\n');
  const match = /hanout_device=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no device cookie in: ${header}`);
  return `hanout_device=${match[1]}`;
}

describeEachEngine(
  'sign-in limits count failures, never lock the owner out',
  (env) => {
    it('lets the owner in from their own address after ten wrong passwords from elsewhere', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      for (let i = 0; i < 10; i++) {
        const guess = await signInAs(app, `10.40.0.${i + 1}`, owner.username, `guess ${i}`);
        expect(guess.statusCode).toBe(401);
      }
      for (let i = 0; i < 10; i++) {
        expect((await signInAs(app, '10.40.1.1', owner.username, `guess ${i}`)).statusCode).toBe(
          401,
        );
      }
      const own = await signInAs(app, '10.40.2.1', owner.username, owner.password);
      expect(own.statusCode, own.body).toBe(200);
    });

    it('refuses the eleventh try on one account from one address, and a success there clears it', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      const { max, windowMs } = RATE_LIMITS.signInPerPair;
      for (let i = 0; i < max - 1; i++) {
        expect((await signInAs(app, '10.42.0.1', owner.username, 'not it')).statusCode).toBe(401);
      }
      expect((await signInAs(app, '10.42.0.1', owner.username, owner.password)).statusCode).toBe(
        200,
      );
      for (let i = 0; i < max; i++) {
        expect((await signInAs(app, '10.42.0.1', owner.username, 'not it')).statusCode).toBe(401);
      }
      const refused = await signInAs(app, '10.42.0.1', owner.username, owner.password);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      // The account name is counted as the database compares it: another case is the same pair.
      const upper = await signInAs(app, '10.42.0.1', owner.username.toUpperCase(), owner.password);
      expect(upper.statusCode).toBe(429);
      expect((await signInAs(app, '10.42.0.2', owner.username, owner.password)).statusCode).toBe(
        200,
      );
    });

    it('lets forty people sign in from one address: successes use up no allowance', async () => {
      const { app } = env();
      const people = [];
      for (let i = 0; i < 40; i++) {
        const username = `neighbour_${i}_${Math.random().toString(36).slice(2, 7)}`;
        const registered = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: `10.43.1.${i + 1}`,
          payload: {
            username,
            email: `${username}@example.tn`,
            password: 'correct horse battery',
            fullName: 'Voisin',
            userType: 'customer',
          },
        });
        expect(registered.statusCode, registered.body).toBe(201);
        people.push(username);
      }
      expect(people.length).toBeGreaterThan(RATE_LIMITS.signInPerAddress.max);
      for (const username of people) {
        const response = await signInAs(app, '10.43.0.1', username, 'correct horse battery');
        expect(response.statusCode, `${username}: ${response.body}`).toBe(200);
      }
    });

    it('refuses exactly the guesses past the limit when they arrive together', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => signInAs(app, '10.44.0.1', owner.username, 'not it')),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(
        RATE_LIMITS.signInPerPair.max,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - RATE_LIMITS.signInPerPair.max,
      );
      for (const answer of answers.filter((a) => a.statusCode === 429)) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('slows an account’s failures past the fifth, whoever makes them', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      const timings: number[] = [];
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        const guess = await signInAs(app, `10.45.0.${i + 1}`, owner.username, 'not it');
        timings.push(performance.now() - started);
        expect(guess.statusCode).toBe(401);
      }
      // The sixth waits 20 ms, the seventh 40, the eighth 80 (QUICK_DELAY).
      expect(timings[5]).toBeGreaterThanOrEqual(19);
      expect(timings[6]).toBeGreaterThanOrEqual(39);
      expect(timings[7]).toBeGreaterThanOrEqual(79);
      expect((await signInAs(app, '10.45.1.1', owner.username, owner.password)).statusCode).toBe(
        200,
      );
    });

    it('keeps registration’s count apart from sign-in’s', async () => {
      const { app } = env();
      for (let i = 0; i < RATE_LIMITS.signInPerAddress.max; i++) {
        expect((await signInAs(app, '10.46.0.1', `nobody_${i}`, 'not it')).statusCode).toBe(401);
      }
      expect((await signInAs(app, '10.46.0.1', 'nobody_else', 'not it')).statusCode).toBe(429);
      const username = `latecomer_${Math.random().toString(36).slice(2, 7)}`;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.46.0.1',
        payload: {
          username,
          email: `${username}@example.tn`,
          password: 'correct horse battery',
          fullName: 'Late Comer',
          userType: 'customer',
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
    });
  },
  {
    seed: false,
    rateLimits: {
      signInPerAddress: REAL_NUMBERS.signInPerAddress,
      signInPerPair: REAL_NUMBERS.signInPerPair,
      signInPerAccount: { ...RATE_LIMITS.signInPerAccount, delay: QUICK_DELAY },
    },
  },
);

describeEachEngine(
  'a known device passes the account-wide limit',
  (env) => {
    const { max } = ACCOUNT_WIDE;

    it('sets a long-lived, script-proof device cookie at a successful sign-in', async () => {
      const owner = await newAccount(env().app, 'customer');
      const response = await signInAs(env().app, '10.50.9.1', owner.username, owner.password);
      const header = [response.headers['set-cookie'] ?? []].flat().join('\n');
      const device = /hanout_device=[^\n]*/.exec(header)?.[0] ?? '';
      expect(device).toMatch(/HttpOnly/);
      expect(device).toMatch(/SameSite=Lax/);
      expect(device).toMatch(/Path=\/api/);
      expect(Number(/Max-Age=(\d+)/.exec(device)?.[1])).toBeGreaterThan(300 * 24 * 3600);
      // Only its hash is kept.
      const token = deviceCookieOf(response).split('=')[1] ?? '';
      const rows = await env()
        .database.db.select()
        .from(signInDevices)
        .where(eq(signInDevices.userId, owner.id));
      expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    });

    it('gives a new device token at each sign-in, keeping its accounts, adopting no planted one', async () => {
      const { app, database } = env();
      const [first, second] = [
        await newAccount(app, 'customer'),
        await newAccount(app, 'customer'),
      ];
      const devicesOf = async (cookie: string) =>
        (
          await database.db
            .select({ userId: signInDevices.userId })
            .from(signInDevices)
            .where(eq(signInDevices.tokenHash, hashToken(cookie.split('=')[1] ?? '')))
        ).map((row) => row.userId);
      const one = deviceCookieOf(await signInAs(app, '10.52.0.1', first.username, first.password));
      const two = deviceCookieOf(
        await signInAs(app, '10.52.0.1', second.username, second.password, one),
      );
      expect(two).not.toBe(one);
      expect(await devicesOf(one)).toEqual([]);
      expect((await devicesOf(two)).sort()).toEqual([first.id, second.id].sort());
      // A token set in the browser by someone else is replaced, and never recorded.
      const planted = `hanout_device=${'P'.repeat(43)}`;
      const after = deviceCookieOf(
        await signInAs(app, '10.52.0.2', first.username, first.password, planted),
      );
      expect(after).not.toBe(planted);
      expect(await devicesOf(planted)).toEqual([]);
      expect(await devicesOf(after)).toEqual([first.id]);
    });

    it('lets the owner’s device in once strangers used up the account-wide limit', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      const intruder = await newAccount(app, 'customer');
      const known = deviceCookieOf(
        await signInAs(app, '10.50.0.1', owner.username, owner.password),
      );
      const intruderDevice = deviceCookieOf(
        await signInAs(app, '10.51.9.1', intruder.username, intruder.password),
      );
      for (let i = 0; i < max; i++) {
        expect((await signInAs(app, `10.51.0.${i + 1}`, owner.username, 'guess')).statusCode).toBe(
          401,
        );
      }
      // Full: a new browser, even with the right password, waits.
      const stranger = await signInAs(app, '10.50.0.2', owner.username, owner.password);
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      // A device known to another account does not carry a guesser past it.
      const guesser = await signInAs(app, '10.51.1.1', owner.username, 'guess', intruderDevice);
      expect(guesser.statusCode).toBe(429);
      // The owner's browser: a typo is answered 401 at once, the password lets them in.
      const typo = await signInAs(app, '10.50.0.3', owner.username, 'typo', known);
      expect(typo.statusCode).toBe(401);
      const signedIn = await signInAs(app, '10.50.0.3', owner.username, owner.password, known);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      // The sign-in gave the browser a new token, which the old one's accounts moved to; its own
      // pair limit still holds: a device is no pass for unlimited guesses.
      const renewed = deviceCookieOf(signedIn);
      const stale = await signInAs(app, '10.50.0.5', owner.username, owner.password, known);
      expect(stale.statusCode).toBe(429);
      for (let i = 0; i < RATE_LIMITS.signInPerPair.max; i++) {
        expect((await signInAs(app, '10.50.0.4', owner.username, 'typo', renewed)).statusCode).toBe(
          401,
        );
      }
      expect(
        (await signInAs(app, '10.50.0.4', owner.username, owner.password, renewed)).statusCode,
      ).toBe(429);
    });

    it('counts an account once, whether its username or its email is guessed', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      const email = `${owner.username}@example.tn`;
      for (let i = 0; i < max; i++) {
        const login = i % 2 ? owner.username : email.toUpperCase();
        expect((await signInAs(app, `10.53.0.${i + 1}`, login, 'guess')).statusCode).toBe(401);
      }
      // Full for both names: neither gives a guesser a second allowance.
      expect((await signInAs(app, '10.53.1.1', email, 'guess')).statusCode).toBe(429);
      expect((await signInAs(app, '10.53.1.2', owner.username, 'guess')).statusCode).toBe(429);
    });

    it('counts an IPv6 network (/64) as one address', async () => {
      const { app } = env();
      const { max: addressMax } = RATE_LIMITS.signInPerAddress;
      // Credential stuffing from one connection, a new address of its /64 at every try.
      for (let i = 0; i < addressMax; i++) {
        const address = `2001:db8:0:7:${(i + 1).toString(16)}::${(i + 1).toString(16)}`;
        expect((await signInAs(app, address, `nobody_v6_${i}`, 'guess')).statusCode).toBe(401);
      }
      const same = await signInAs(app, '2001:db8:0:7:ffff::1', 'nobody_v6_last', 'guess');
      expect(same.statusCode).toBe(429);
      // Another network is another address.
      const other = await signInAs(app, '2001:db8:0:8::1', 'nobody_v6_last', 'guess');
      expect(other.statusCode).toBe(401);
    });

    it('lets the owner back in on a new phone after a password reset there', async () => {
      const { app, database } = env();
      const owner = await newAccount(app, 'customer');
      for (let i = 0; i < max; i++) {
        expect((await signInAs(app, `10.54.0.${i + 1}`, owner.username, 'guess')).statusCode).toBe(
          401,
        );
      }
      expect((await signInAs(app, '10.54.1.1', owner.username, owner.password)).statusCode).toBe(
        429,
      );
      // The owner follows the emailed link on the new phone.
      const token = 'r'.repeat(43);
      await database.db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: owner.id,
        expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      });
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        remoteAddress: '10.54.1.1',
        payload: { token, password: 'a brand new passphrase' },
      });
      expect(reset.statusCode, reset.body).toBe(204);
      const phone = deviceCookieOf(reset);
      const back = await signInAs(
        app,
        '10.54.1.1',
        owner.username,
        'a brand new passphrase',
        phone,
      );
      expect(back.statusCode, back.body).toBe(200);
      // The guessers' failures are forgotten: another browser signs in too.
      const laptop = await signInAs(app, '10.54.2.1', owner.username, 'a brand new passphrase');
      expect(laptop.statusCode, laptop.body).toBe(200);
    });

    it('keeps an account’s newest devices only', async () => {
      const { app, database } = env();
      const owner = await newAccount(app, 'customer');
      for (let i = 0; i < DEVICES_PER_ACCOUNT + 5; i++) {
        const signedIn = await signInAs(app, `10.55.0.${i + 1}`, owner.username, owner.password);
        expect(signedIn.statusCode).toBe(200);
      }
      const rows = await database.db
        .select()
        .from(signInDevices)
        .where(eq(signInDevices.userId, owner.id));
      expect(rows).toHaveLength(DEVICES_PER_ACCOUNT);
    });

    it('makes a right password wait as long as a wrong one once the account is under attack', async () => {
      const { app } = env();
      const owner = await newAccount(app, 'customer');
      for (let i = 0; i < ACCOUNT_WIDE.delay.after; i++) {
        expect((await signInAs(app, `10.56.0.${i + 1}`, owner.username, 'guess')).statusCode).toBe(
          401,
        );
      }
      // The sixth attempt waits 20 ms whatever it brings: the wait tells nothing.
      const started = performance.now();
      const right = await signInAs(app, '10.56.1.1', owner.username, owner.password);
      expect(right.statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(19);
    });
  },
  {
    seed: false,
    rateLimits: {
      signInPerAddress: REAL_NUMBERS.signInPerAddress,
      signInPerPair: REAL_NUMBERS.signInPerPair,
      signInPerAccount: ACCOUNT_WIDE,
    },
  },
);

describeEachEngine(
  'every 429 says when to come back',
  (env) => {
    it('answers a screen past its account’s live streams 429 with Retry-After', async () => {
      const { app } = env();
      const account = await newAccount(app, 'customer');
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const streams: SseStream[] = [];
      try {
        for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
          const stream = await openStream(base, { cookie: account.cookie });
          streams.push(stream);
          expect(stream.status).toBe(200);
        }
        const refused = await openStream(base, { cookie: account.cookie });
        streams.push(refused);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        for (const stream of streams) stream.close();
      }
    });

    it('adds Retry-After to a 429 whose route did not say', async () => {
      const refused = await env().app.inject({ method: 'GET', url: '/api/test/refused' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  {
    seed: false,
    register(app) {
      app.get('/api/test/refused', async () => {
        throw new AppError('RATE_LIMITED', 'limit.tooManyAttempts');
      });
    },
  },
);
