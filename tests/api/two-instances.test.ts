/**
 * Two real server processes on one PostgreSQL database (issue 17: trustworthy on many servers),
 * as a load balancer would use them: whichever instance a request reaches, a session, its logout,
 * the sign-in limits, live updates and the public-read cache behave as on one server. Each
 * instance keeps its own memory (session cache, public-read cache, live hub): the tests make that
 * memory hold something first, then act on the other instance, so each would fail if the
 * notifications between instances (or the limits' shared store) stopped working.
 *
 * TRUST_PROXY=1: every request names its client address in X-Forwarded-For, so each test speaks
 * from addresses of its own under the real limits. PostgreSQL only: PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutResult } from '../../common/contracts/checkout.ts';
import type { MarketplaceProduct } from '../../common/contracts/marketplace.ts';
import type { PublicUser } from '../../common/contracts/users.ts';
import { RATE_LIMITS } from '../../server/plugins/rate-limits.ts';
import { ENGINES } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { killServers, startServer, type ServerProcess } from './server-process.ts';
import { sessionCookieOf } from './session.ts';
import { openStream, type SseStream } from './sse-client.ts';

const PASSWORD = 'correct horse battery';
/** Where requests come from unless a test chooses: successes only, so no limit is near. */
const ORDINARY_ADDRESS = '10.80.0.1';
/**
 * How long a change on one instance may take to reach the other's memory (NOTIFY's delay, a few
 * milliseconds; more on a loaded machine). Without the notification it would take the session
 * cache's 30 s, and forever for the public-read cache.
 */
const PROPAGATION_MS = 3000;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** A request as a browser behind the proxy sends it: JSON body, session cookie, its address. */
async function call(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: { cookie?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? ORDINARY_ADDRESS };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** Polls read() until it gives `wanted` or `withinMs` passed; returns the last value read. */
async function eventually<T>(read: () => Promise<T>, wanted: T, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

interface Account {
  id: number;
  username: string;
}

let registrations = 0;

async function register(
  server: ServerProcess,
  userType: 'business' | 'customer',
): Promise<Account> {
  registrations += 1;
  const username = `two_${registrations}_${randomBytes(3).toString('hex')}`;
  const answer = await call(server, 'POST', '/api/auth/register', {
    // Registration counts every attempt per address: each newcomer has an address of their own.
    from: `10.81.0.${registrations}`,
    body: {
      username,
      email: `${username}@example.tn`,
      password: PASSWORD,
      fullName: 'Test User',
      userType,
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: answer.json<PublicUser>().id, username };
}

const signIn = (
  server: ServerProcess,
  account: Account,
  from = ORDINARY_ADDRESS,
  password = PASSWORD,
) =>
  call(server, 'POST', '/api/auth/login', {
    from,
    body: { username: account.username, password },
  });

async function sessionOn(server: ServerProcess, account: Account): Promise<string> {
  const answer = await signIn(server, account);
  expect(answer.status, answer.text).toBe(200);
  return sessionCookieOf(answer.headers.getSetCookie());
}

/** A seller whose store is on the marketplace with one product; set up on `server`. */
async function newStore(server: ServerProcess, name: string) {
  const seller = await register(server, 'business');
  const cookie = await sessionOn(server, seller);
  const setup = await call(server, 'PATCH', `/api/users/${seller.id}`, {
    cookie,
    body: {
      storeName: name,
      storeDescription: `${name}: produits de Tunisie, livrés chez vous.`,
      storePhone: '+216 71 000 000',
      storeAddress: '12 rue de Marseille, Tunis',
      setupCompleted: true,
    },
  });
  expect(setup.status, setup.text).toBe(200);
  const created = await call(server, 'POST', '/api/products', {
    cookie,
    body: {
      name: `Tajine ${name}`,
      description: 'Tajine en terre cuite, fait main à Nabeul.',
      price: 30,
      stockQuantity: 10,
      status: 'in_stock',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { ...seller, cookie, product: created.json<{ id: number; price: number }>() };
}

// Registered (and reported as skipped) without TEST_DATABASE_URL too: a file with no suite fails.
describe.runIf(ENGINES.includes('postgres'))(
  'two server processes on one PostgreSQL database [postgres]',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `hanout_test_${randomBytes(6).toString('hex')}`;
    let created = false;
    let a: ServerProcess;
    let b: ServerProcess;
    const streams: SseStream[] = [];
    const env = () => ({ DATABASE_URL: databaseUrl(adminUrl, name), TRUST_PROXY: '1' });

    beforeAll(async () => {
      // Cloning the template is refused while another clone from it is starting: retry briefly.
      for (let attempt = 0; ; attempt++) {
        try {
          await adminQuery(
            adminUrl,
            `create database "${name}" template "${inject('postgresTemplate')}"`,
          );
          created = true;
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
        }
      }
      [a, b] = await Promise.all([startServer(env()), startServer(env())]);
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await killServers();
      if (created) await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    });

    it('keeps a session signed in on A valid on B, and shows on A a change made on B', async () => {
      const account = await register(a, 'customer');
      const cookie = await sessionOn(a, account);
      const onB = await call(b, 'GET', '/api/user', { cookie });
      expect(onB.status, onB.text).toBe(200);
      expect(onB.json<PublicUser>()).toMatchObject({ id: account.id, username: account.username });
      // A has the account in its session cache now, with the name as it was.
      const nameOnA = async () =>
        (await call(a, 'GET', '/api/user', { cookie })).json<PublicUser>().fullName;
      expect(await nameOnA()).toBe('Test User');

      const renamed = await call(b, 'PATCH', `/api/users/${account.id}`, {
        cookie,
        body: { fullName: 'Amel Trabelsi' },
      });
      expect(renamed.status, renamed.text).toBe(200);
      // Without the notification A would answer from its cache for up to 30 s.
      expect(await eventually(nameOnA, 'Amel Trabelsi', PROPAGATION_MS)).toBe('Amel Trabelsi');
    });

    it('refuses on A, at once, a session that was cached there and signed out on B', async () => {
      const account = await register(b, 'customer');
      // The same account on another device: the logout ends one session, not the account's.
      const otherDevice = await sessionOn(b, account);
      for (let round = 0; round < 5; round++) {
        const cookie = await sessionOn(a, account);
        for (const server of [a, a, b]) {
          expect((await call(server, 'GET', '/api/user', { cookie })).status).toBe(200);
        }
        const logout = await call(b, 'POST', '/api/logout', { cookie });
        expect(logout.status, logout.text).toBe(204);
        // No waiting: B answers the logout only once every instance has dropped the session.
        const read = await call(a, 'GET', '/api/user', { cookie });
        expect(read.status, `round ${round}: ${read.text}`).toBe(401);
        const write = await call(a, 'PUT', '/api/user/language', {
          cookie,
          body: { language: 'fr' },
        });
        expect(write.status, `round ${round}: ${write.text}`).toBe(401);
        expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(401);
      }
      expect((await call(a, 'GET', '/api/user', { cookie: otherDevice })).status).toBe(200);
    });

    it('pushes to a seller’s stream on A the order and the message that arrived on B', async () => {
      const store = await newStore(a, 'Poterie de Nabeul');
      const stream = await openStream(a.url, { cookie: store.cookie });
      streams.push(stream);
      expect(stream.status).toBe(200);
      // The stream has joined A's hub once it was told where it starts (its first `id:` line).
      await eventually(async () => stream.lastEventId !== null, true, 5000);
      expect(stream.lastEventId).not.toBeNull();

      const checkout = await call(b, 'POST', '/api/checkout', {
        from: '10.82.0.1',
        body: {
          items: [{ productId: store.product.id, quantity: 1, price: store.product.price }],
          name: 'Amel Trabelsi',
          phone: '+216 22 456 789',
          governorate: 'TN-51',
          address: 'Avenue Habib Bourguiba, Sousse',
        },
      });
      expect(checkout.status, checkout.text).toBe(201);
      const [order] = checkout.json<CheckoutResult>().orders;
      const orderEvent = await stream.next((event) => event.event === 'order', 5000);
      expect(orderEvent.data).toEqual({ orderId: order?.id, status: 'processing' });
      const notified = await stream.next((event) => event.event === 'notification', 5000);
      expect(notified.data).toMatchObject({
        kind: 'order_new',
        params: { reference: order?.reference, customerName: 'Amel Trabelsi' },
      });

      const contact = await call(b, 'POST', `/api/marketplace/stores/${store.id}/messages`, {
        from: '10.82.0.2',
        body: {
          name: 'Rania Mansour',
          phone: '+216 98 765 432',
          content: 'Bonjour, livrez-vous à Gabès ?',
        },
      });
      expect(contact.status, contact.text).toBe(201);
      const message = await stream.next((event) => event.event === 'message', 5000);
      expect(message.data).toEqual({ customerId: expect.any(Number) });
    });

    it('serves on A a product page it had in memory fresh after a price change on B', async () => {
      const store = await newStore(b, 'Dar Zitouna');
      const path = `/api/marketplace/products/${store.product.id}`;
      const priceOnA = async () => {
        const answer = await call(a, 'GET', path);
        expect(answer.status, answer.text).toBe(200);
        return answer.json<MarketplaceProduct>().price;
      };
      // The second read is A's cached answer: it has no expiry, only invalidations.
      expect(await priceOnA()).toBe(30);
      expect(await priceOnA()).toBe(30);
      const edit = await call(b, 'PATCH', `/api/products/${store.product.id}`, {
        cookie: store.cookie,
        body: { price: 31.5 },
      });
      expect(edit.status, edit.text).toBe(200);
      expect(await eventually(priceOnA, 31.5, PROPAGATION_MS)).toBe(31.5);
    });

    it('never counts successful sign-ins against the limits, on either instance', async () => {
      const account = await register(a, 'customer');
      const from = '10.83.0.1';
      const limit = RATE_LIMITS.signInPerAddress.max;
      // More successes from one address than any sign-in limit allows failures.
      for (let i = 0; i <= limit; i++) {
        const answer = await signIn(i % 2 ? a : b, account, from);
        expect(answer.status, `sign-in ${i + 1}: ${answer.text}`).toBe(200);
      }
      expect((await signIn(a, account, from, 'not the password')).status).toBe(401);
    });

    it('counts wrong passwords over both instances together, and still after A restarts', async () => {
      const account = await register(b, 'customer');
      const from = '10.84.0.1';
      const { max } = RATE_LIMITS.signInPerPair;
      const { after } = RATE_LIMITS.signInPerAccount.delay;
      const guess = (i: number) => signIn(i % 2 ? a : b, account, from, `wrong guess ${i}`);
      for (let i = 0; i < after; i++) {
        const answer = await guess(i);
        expect(answer.status, `guess ${i + 1}: ${answer.text}`).toBe(401);
      }
      // The account's failures past `after` are answered after a growing wait (1 s, 2 s, 4 s…):
      // sent together, the last ones cost the longest wait, not the sum.
      const slowed = await Promise.all(
        Array.from({ length: max - after }, (_, k) => guess(after + k)),
      );
      expect(slowed.map((answer) => answer.status)).toEqual(Array(max - after).fill(401));

      // Full, on whichever instance the next attempt reaches, even with the right password.
      for (const [server, password] of [
        [a, 'wrong guess 11'],
        [b, 'wrong guess 12'],
        [b, PASSWORD],
      ] as const) {
        const refused = await signIn(server, account, from, password);
        expect(refused.status, refused.text).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'limit.tooManyAttempts' });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signInPerPair.windowMs / 1000);
      }

      // A killed outright and started again: nothing it knew was in its memory only.
      expect(await a.stop('SIGKILL')).toBeNull();
      a = await startServer(env());
      expect((await signIn(a, account, from, PASSWORD)).status).toBe(429);
      // The limit is the pair's: the owner elsewhere is let in, by the new A too.
      expect((await signIn(a, account, '10.84.0.2', PASSWORD)).status).toBe(200);
    }, 60_000);
  },
);
