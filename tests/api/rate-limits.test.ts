/**
 * Every request limit of server/plugins/rate-limits.ts, at the count and on the key its table
 * gives: the first `max` requests pass, the next answers 429 in our error format with Retry-After,
 * and someone else (another address, username or account) is still served. A limit added to the
 * table without a probe here does not compile.
 */
import { expect, it } from 'vitest';
import type { MessageCode } from '../../common/messages.ts';
import type { App } from '../../server/app.ts';
import { LIMIT_NAMES, RATE_LIMITS, type LimitName } from '../../server/plugins/rate-limits.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { upload } from './media-fixtures.ts';
import { newAccount } from './session.ts';

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
  signInPerAddress: {
    passes: 401,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      // Sign-in on both paths and registration share the address's count, under any username.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          remoteAddress: `10.1.0.${who + 1}`,
          ...(attempt < RATE_LIMITS.signInPerAddress.max
            ? {
                url: attempt % 2 ? '/api/login' : '/api/auth/login',
                payload: { username: `nobody_${attempt}`, password: 'not the one' },
              }
            : {
                url: '/api/auth/register',
                payload: {
                  username: `newcomer_${attempt}`,
                  email: `newcomer_${attempt}@example.tn`,
                  password: 'correct horse battery',
                  fullName: 'New Comer',
                  userType: 'customer',
                },
              }),
        });
    },
  },
  signInPerUsername: {
    passes: 401,
    code: 'limit.tooManyAttempts',
    async setUp(app) {
      const accounts = [await newAccount(app, 'customer'), await newAccount(app, 'customer')];
      // From a new address each time, in any letter case: the username is what is counted.
      return (who, attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.2.${who}.${attempt + 1}`,
          payload: {
            username: attempt % 2 ? accounts[who]?.username.toUpperCase() : accounts[who]?.username,
            password: 'not the one',
          },
        });
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

    it('forgets a username’s failed sign-ins once the right password is given', async () => {
      const { app } = env();
      const account = await newAccount(app, 'customer');
      const { max } = RATE_LIMITS.signInPerUsername;
      const login = (password: string, attempt: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.7.0.${attempt + 1}`,
          payload: { username: account.username, password },
        });
      for (let attempt = 0; attempt < max - 1; attempt++) {
        expect((await login('not the one', attempt)).statusCode).toBe(401);
      }
      expect((await login(account.password, max)).statusCode).toBe(200);
      for (let attempt = 0; attempt < max; attempt++) {
        expect((await login('not the one', attempt)).statusCode).toBe(401);
      }
      expect((await login(account.password, max)).statusCode).toBe(429);
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
      expect((await change('second password')).statusCode).toBe(429);
    });
  },
  { seed: false, realLimits: true },
);
