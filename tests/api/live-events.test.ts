/**
 * GET /api/events over real HTTP (issue 15). With TEST_DATABASE_URL: two instances (two apps, two
 * connection pools, two hubs) on ONE PostgreSQL database, so an event crosses instances through
 * LISTEN/NOTIFY; on PGlite a single instance, where NOTIFY stays in the process. Both: Last-Event-ID
 * replay, the heartbeat, signed out, another seller, the session ending, the per-account cap, the
 * transporters' board, and an app that closes at once with a stream open.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openPglite, openPostgres, type Database, type Engine } from '../../server/db/client.ts';
import { liveEvents, sessions } from '../../server/db/schema.ts';
import { publishLive, pruneLiveEvents } from '../../server/modules/live/index.ts';
import { LIMIT_NAMES, type RateLimitOverrides } from '../../server/plugins/rate-limits.ts';
import { ENGINES } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';
import { sellerWithOrder, transporterWithProfile } from './delivery-fixtures.ts';
import { openStream, type SseEvent, type SseStream } from './sse-client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const HEARTBEAT_MS = 300;
const LOOSE_LIMITS: RateLimitOverrides = Object.fromEntries(
  LIMIT_NAMES.map((name) => [name, { max: 10_000, windowMs: 60_000 }]),
);

const buyerForm = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

interface Instance {
  app: App;
  base: string;
}

/** One database, and a way to start instances (apps listening on a port) on it. */
interface Cluster {
  database: Database;
  start(): Promise<Instance>;
  close(): Promise<void>;
}

async function startCluster(engine: Engine): Promise<Cluster> {
  const handles: Database[] = [];
  const apps: App[] = [];
  let drop = async () => {};
  let open: () => Promise<Database>;
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    const shared = await openPglite(undefined, { loadDataDir: dump });
    open = async () => shared;
    handles.push(shared);
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `hanout_test_${randomBytes(6).toString('hex')}`;
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
    drop = () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    // Each instance its own pool and its own listening connection, as separate processes have.
    open = async () => {
      const database = await openPostgres(databaseUrl(adminUrl, name), 10);
      handles.push(database);
      return database;
    };
  }
  const first = await open();
  return {
    database: first,
    async start() {
      const database = apps.length === 0 ? first : await open();
      const app = await buildApp({
        config: testConfig(),
        database,
        clientRoot: '/nonexistent-client-build',
        logger: false,
        rateLimits: LOOSE_LIMITS,
        live: { heartbeatMs: HEARTBEAT_MS },
      });
      apps.push(app);
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, base };
    },
    async close() {
      for (const app of apps) await app.close();
      for (const database of new Set(handles)) await database.close();
      await drop();
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const engine of ENGINES) {
  describe(`live events [${engine}]`, () => {
    let cluster: Cluster;
    let a: Instance;
    let b: Instance;
    const streams: SseStream[] = [];
    const open = async (...args: Parameters<typeof openStream>) => {
      const stream = await openStream(...args);
      streams.push(stream);
      return stream;
    };

    beforeAll(async () => {
      cluster = await startCluster(engine);
      a = await cluster.start();
      // On PGlite one instance only: the database lives in this process.
      b = engine === 'postgres' ? await cluster.start() : a;
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await cluster?.close();
    });

    const callA = caller(() => a.app);
    const checkout = async (
      product: { id: number; price: number } | undefined,
      cookie?: string,
    ) => {
      const response = await callA('POST', '/api/checkout', cookie, {
        ...buyerForm,
        items: [{ productId: product?.id, quantity: 1, price: product?.price }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ orders: { id: number; reference: string }[] }>().orders[0] as {
        id: number;
        reference: string;
      };
    };

    it('pushes an order placed on one instance to its seller on the other within a second, and nothing to another seller', async () => {
      const store = await newStore(a.app, 'Olives de Sfax', [
        { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 20 },
      ]);
      const other = await newStore(a.app, 'Poterie de Nabeul');
      const sellerStream = await open(b.base, { cookie: store.cookie });
      const otherStream = await open(a.base, { cookie: other.cookie });
      expect(sellerStream.status).toBe(200);
      expect(sellerStream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(sellerStream.headers['cache-control']).toBe('no-store');
      expect(sellerStream.headers['x-accel-buffering']).toBe('no');
      expect(sellerStream.headers['content-encoding']).toBeUndefined();

      const order = await checkout(store.products[0]);
      // Timed from the checkout's answer (its commit): what the push adds, not the checkout's own
      // time, which a loaded machine stretches. The events may even come before the answer.
      const answeredAt = performance.now();
      const notified = await sellerStream.next((e) => e.event === 'notification', 1500);
      const orderEvent = await sellerStream.next((e) => e.event === 'order', 1500);
      expect(notified.at - answeredAt).toBeLessThan(1000);
      expect(orderEvent.at - answeredAt).toBeLessThan(1000);
      expect(notified.data).toMatchObject({
        kind: 'order_new',
        params: { reference: order.reference, customerName: 'Amel Trabelsi' },
        link: `/orders/${order.id}`,
        read: false,
      });
      // Exactly the notification the bell lists (the event's data is written in SQL).
      const bell = await callA('GET', '/api/notifications', store.cookie);
      expect(notified.data).toEqual(bell.json().items[0]);
      expect(orderEvent.data).toEqual({ orderId: order.id, status: 'processing' });
      expect(Number(orderEvent.id)).toBeGreaterThan(Number(notified.id));

      // The seller's own move reaches their other screens too; the other seller hears nothing.
      await callA('PATCH', `/api/orders/${order.id}`, store.cookie, { status: 'shipped' });
      await sellerStream.next((e) => e.event === 'order' && e !== orderEvent);
      await wait(300);
      expect(otherStream.events).toEqual([]);
    });

    it('replays every event missed while disconnected, in order, from Last-Event-ID or ?lastEventId=', async () => {
      const store = await newStore(a.app, 'Savons d’Alep', [
        { name: 'Savon', price: 6, stockQuantity: 50 },
      ]);
      const first = await open(b.base, { cookie: store.cookie });
      const order = await checkout(store.products[0]);
      const seen = await first.next((e) => e.event === 'order');
      first.close();
      await first.ended;

      // While nobody listens: two orders, a status change, a guest's message.
      await checkout(store.products[0]);
      await checkout(store.products[0]);
      await callA('PATCH', `/api/orders/${order.id}`, store.cookie, { status: 'cancelled' });
      const contact = await callA(
        'POST',
        `/api/marketplace/stores/${store.id}/messages`,
        undefined,
        {
          name: 'Rania Mansour',
          phone: '+216 98 765 432',
          content: 'Bonjour, livrez-vous à Djerba ?',
        },
      );
      expect(contact.statusCode, contact.body).toBe(201);

      const missed = await cluster.database.db
        .select({ id: liveEvents.id, kind: liveEvents.kind })
        .from(liveEvents)
        .where(
          and(
            gt(liveEvents.id, Number(seen.id)),
            or(eq(liveEvents.userId, store.id), eq(liveEvents.audience, 'business')),
          ),
        )
        .orderBy(asc(liveEvents.id));
      expect(missed.map((e) => e.kind)).toEqual([
        'notification',
        'order',
        'notification',
        'order',
        'order',
        'notification',
        'message',
      ]);
      const expected = missed.map((e) => ({ id: e.id, event: e.kind }));
      const summary = (events: SseEvent[]) => events.map((e) => ({ id: e.id, event: e.event }));

      // A replay also resends the last seconds' events at or below the id (a transaction that
      // committed late may hide there): the client drops those it has. Never one twice, in order.
      const after = (events: SseEvent[]) => events.filter((e) => Number(e.id) > Number(seen.id));
      const byHeader = await open(a.base, { cookie: store.cookie, lastEventId: Number(seen.id) });
      await byHeader.next((e) => e.id === expected.at(-1)?.id);
      expect(summary(after(byHeader.events))).toEqual(expected);
      const ids = byHeader.events.map((e) => Number(e.id));
      expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));

      const byQuery = await open(b.base, {
        cookie: store.cookie,
        path: `/api/events?lastEventId=${seen.id}`,
      });
      await byQuery.next((e) => e.id === expected.at(-1)?.id);
      expect(summary(after(byQuery.events))).toEqual(expected);

      // Without an id, nothing old is replayed.
      const fresh = await open(b.base, { cookie: store.cookie });
      await fresh.nextComment(2000);
      expect(fresh.events).toEqual([]);

      const bad = await callA('GET', '/api/events?lastEventId=abc', store.cookie);
      expect(bad.statusCode).toBe(400);
    });

    it('starts a fresh stream at the head: nothing older, even after the listening connection comes back', async () => {
      const store = await newStore(a.app, 'Dattes de Tozeur', [
        { name: 'Deglet Nour 1kg', price: 12, stockQuantity: 50 },
      ]);
      // History before the stream opens: a day's worth would flood it on a catch-up.
      await checkout(store.products[0]);
      await checkout(store.products[0]);
      const [head] = await cluster.database.db
        .select({ id: sql<number>`max(${liveEvents.id})` })
        .from(liveEvents);
      const fresh = await open(b.base, { cookie: store.cookie });
      await fresh.nextComment(2000);
      // Its Last-Event-ID is the head already: a reconnect before any event replays from there.
      expect(fresh.lastEventId).toBeGreaterThanOrEqual(Number(head?.id));
      if (engine === 'postgres') {
        // Every instance's listening connection is cut; the hubs reconnect and catch up.
        await cluster.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and query ilike 'listen %'`,
        );
        await wait(1500);
      }
      const order = await checkout(store.products[0]);
      await fresh.next((e) => e.event === 'order', 5000);
      expect(fresh.events.map((e) => e.data)).toEqual([
        expect.objectContaining({ kind: 'order_new' }),
        { orderId: order.id, status: 'processing' },
      ]);
    });

    // PostgreSQL only (not registered on PGlite, where CI would count it skipped): one process,
    // one connection, nothing to lose or to race.
    if (engine === 'postgres')
      it('misses nothing when two transactions commit out of id order around a reconnect', async () => {
        const account = await newAccount(a.app, 'customer');
        const db = cluster.database.db;
        const stream = await open(b.base, { cookie: account.cookie });
        await stream.nextComment(2000);
        let inserted: () => void = () => {};
        const insertedYet = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        let release: () => void = () => {};
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        // T1 takes the lower id, then waits; T2 takes the next and commits first.
        const slow = db.transaction(async (tx) => {
          await publishLive(tx, { userId: account.id }, 'order', { orderId: 1, status: 'slow' });
          inserted();
          await gate;
        });
        await insertedYet;
        await db.transaction((tx) =>
          publishLive(tx, { userId: account.id }, 'order', { orderId: 2, status: 'quick' }),
        );
        const quick = await stream.next((e) => e.event === 'order');
        expect(quick.data).toEqual({ orderId: 2, status: 'quick' });
        // The connection drops, then T1 commits: its NOTIFY reaches nobody of this reader.
        stream.close();
        await stream.ended;
        release();
        await slow;
        const again = await open(a.base, {
          cookie: account.cookie,
          lastEventId: stream.lastEventId ?? 0,
        });
        const late = await again.next((e) => e.event === 'order' && e.id !== quick.id);
        expect(late.data).toEqual({ orderId: 1, status: 'slow' });
        expect(Number(late.id)).toBeLessThan(Number(quick.id));
      });

    it('checks the session at each heartbeat without keeping it alive', async () => {
      const account = await newAccount(a.app, 'customer');
      const stream = await open(b.base, { cookie: account.cookie });
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const db = cluster.database.db;
      await db
        .update(sessions)
        .set({ lastSeenAt: twoHoursAgo })
        .where(eq(sessions.userId, account.id));
      await stream.nextComment(HEARTBEAT_MS * 6);
      await stream.nextComment(HEARTBEAT_MS * 6);
      await wait(100);
      const [session] = await db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, account.id));
      expect(session?.lastSeenAt.getTime()).toBe(twoHoursAgo.getTime());
      stream.close();
    });

    it('asks for a 3 s retry and sends a heartbeat comment every heartbeatMs', async () => {
      const account = await newAccount(a.app, 'customer');
      const stream = await open(b.base, { cookie: account.cookie });
      const started = performance.now();
      const ping = await stream.nextComment(HEARTBEAT_MS * 6);
      expect(ping).toBe(': ping');
      expect(performance.now() - started).toBeLessThan(HEARTBEAT_MS * 6);
      expect(stream.retry).toBe(3000);
      await stream.nextComment(HEARTBEAT_MS * 6);
    });

    it('answers 401 to a signed-out caller, before any stream', async () => {
      const response = await callA('GET', '/api/events');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth.notSignedIn');
      const stream = await open(b.base, { cookie: 'hanout_session=not-a-session' });
      expect(stream.status).toBe(401);
    });

    it('closes the stream when its session ends: at the next heartbeat after a logout, at once on session_ended', async () => {
      const account = await newAccount(a.app, 'business');
      const stream = await open(b.base, { cookie: account.cookie });
      const logout = await callA('POST', '/api/logout', account.cookie);
      expect(logout.statusCode, logout.body).toBeLessThan(300);
      const started = performance.now();
      await stream.ended;
      expect(performance.now() - started).toBeLessThan(HEARTBEAT_MS * 8);

      const again = await newAccount(a.app, 'customer');
      const other = await open(b.base, { cookie: again.cookie });
      await cluster.database.db.transaction((tx) =>
        publishLive(tx, { userId: again.id }, 'session_ended'),
      );
      await other.next((e) => e.event === 'session_ended');
      const endedAt = performance.now();
      await other.ended;
      // Before the next heartbeat could have noticed anything.
      expect(performance.now() - endedAt).toBeLessThan(HEARTBEAT_MS);
    });

    it('refuses an 11th stream of one account on one instance (429), and frees a slot on close', async () => {
      const account = await newAccount(a.app, 'customer');
      const ten: SseStream[] = [];
      for (let i = 0; i < 10; i++) {
        const stream = await open(a.base, { cookie: account.cookie });
        expect(stream.status).toBe(200);
        ten.push(stream);
      }
      const eleventh = await open(a.base, { cookie: account.cookie });
      expect(eleventh.status).toBe(429);
      await eleventh.ended;
      const refused = await callA('GET', '/api/events', account.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('limit.tooManyStreams');
      ten[0]?.close();
      await ten[0]?.ended;
      // The server sees the close when the socket goes: give it a moment.
      let reopened: SseStream | undefined;
      for (let attempt = 0; attempt < 20 && reopened?.status !== 200; attempt++) {
        await wait(50);
        reopened = await open(a.base, { cookie: account.cookie });
      }
      expect(reopened?.status).toBe(200);
      for (const stream of ten) stream.close();
    });

    it('tells every transporter of a new request on the board with one event, and the seller of its moves', async () => {
      const { seller, order } = await sellerWithOrder(a.app);
      const carrier = await transporterWithProfile(a.app);
      const onlooker = await transporterWithProfile(a.app);
      const boardA = await open(b.base, { cookie: carrier.cookie });
      const boardB = await open(a.base, { cookie: onlooker.cookie });
      const sellerStream = await open(b.base, { cookie: seller.cookie });
      const created = await callA('POST', '/api/delivery-requests', seller.cookie, {
        orderId: order.id,
        packageDetails: '2 × Huile d’olive 1L',
        paymentAmount: '9.500',
      });
      expect(created.statusCode, created.body).toBe(201);
      const requestId = created.json<{ id: number }>().id;
      const seenA = await boardA.next((e) => e.event === 'board');
      const seenB = await boardB.next((e) => e.event === 'board');
      expect(seenA.data).toEqual({ requestId });
      expect(seenA.id).toBe(seenB.id);

      const accepted = await callA('PATCH', `/api/delivery-requests/${requestId}`, carrier.cookie, {
        status: 'accepted',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const told = await sellerStream.next(
        (e) =>
          e.event === 'notification' && (e.data as { kind: string }).kind === 'delivery_accepted',
      );
      expect(told.data).toMatchObject({ link: `/orders/${order.id}` });
      await sellerStream.next(
        (e) =>
          e.event === 'delivery' &&
          JSON.stringify(e.data) ===
            JSON.stringify({ requestId, orderId: order.id, status: 'accepted' }),
      );
      await boardA.next((e) => e.event === 'delivery');
      await boardB.next((e) => e.event === 'board' && e.id !== seenB.id);
      // The onlooker is not told of another transporter's delivery.
      expect(boardB.events.filter((e) => e.event === 'delivery')).toEqual([]);
    });

    // PostgreSQL only (not registered on PGlite, where CI would count it skipped): one process,
    // one connection, nothing to lose or to race.
    if (engine === 'postgres')
      it('catches a stream up on what was committed while its instance’s listening connection was down', async () => {
        const store = await newStore(a.app, 'Tapis de Kairouan', [
          { name: 'Kilim', price: 120, stockQuantity: 10 },
        ]);
        const stream = await open(b.base, { cookie: store.cookie });
        // Every listening connection of this database drops, as when PostgreSQL restarts.
        await cluster.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
        );
        const order = await checkout(store.products[0]);
        const caught = await stream.next((e) => e.event === 'order', 5000);
        expect(caught.data).toEqual({ orderId: order.id, status: 'processing' });
        expect(stream.events.map((e) => e.event)).toEqual(['notification', 'order']);
      });

    it('replays nothing older than a day, and prunes such events', async () => {
      const account = await newAccount(a.app, 'customer');
      const db = cluster.database.db;
      const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      const [old] = await db
        .insert(liveEvents)
        .values({ userId: account.id, kind: 'order', data: {}, createdAt: dayAndHourAgo })
        .returning({ id: liveEvents.id });
      await db.transaction((tx) => publishLive(tx, { userId: account.id }, 'cash'));
      const stream = await open(b.base, { cookie: account.cookie, lastEventId: 0 });
      const recent = await stream.next((e) => e.event === 'cash');
      await stream.nextComment(2000);
      expect(stream.events).toEqual([recent]);

      expect(await pruneLiveEvents(db)).toBeGreaterThanOrEqual(1);
      const left = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.userId, account.id));
      expect(left.map((row) => row.id)).toEqual([recent.id]);
      expect(left.map((row) => row.id)).not.toContain(old?.id);
    });

    it('closes quickly with a stream open', async () => {
      const extra = await cluster.start();
      const account = await newAccount(extra.app, 'customer');
      const stream = await openStream(extra.base, { cookie: account.cookie });
      expect(stream.status).toBe(200);
      const started = performance.now();
      await extra.app.close();
      expect(performance.now() - started).toBeLessThan(1000);
      await stream.ended;
    });
  });
}
