/**
 * The messages API on both engines: conversations, sending, read state and isolation between
 * stores. Over 300 lines because each rule gets its own case.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers.ts';
import type { Message } from '../../common/contracts/messages.ts';
import { customers, messages, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const MESSAGE_KEYS = [
  'content',
  'createdAt',
  'customer',
  'customerId',
  'direction',
  'guest',
  'id',
  'status',
];
const NOT_FOUND = { message: 'Message not found', code: 'message.notFound' };
const CUSTOMER_NOT_FOUND = { message: 'Customer not found', code: 'customer.notFound' };
const MESSAGE_EMPTY = 'Message cannot be empty.';

describeEachEngine(
  'messages',
  (env) => {
    let seller = '';
    let sellerId = 0;
    const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
      env().app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const getJson = async <T>(url: string, cookie = seller) => {
      const response = await call('GET', url, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const unread = async (cookie = seller) =>
      (await getJson<{ count: number }>('/api/messages/unread', cookie)).count;
    const storeMessages = (storeId: number) =>
      env()
        .database.db.select()
        .from(messages)
        .where(eq(messages.storeId, storeId))
        .orderBy(desc(messages.createdAt), desc(messages.id));

    beforeAll(async () => {
      seller = await signIn(env().app, 'demo_seller');
      const [row] = await env()
        .database.db.select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'demo_seller'));
      sellerId = row?.id ?? 0;
    });

    describe('lists', () => {
      it("answers the store's messages newest first, each with its customer", async () => {
        const expected = await storeMessages(sellerId);
        expect(expected.length).toBeGreaterThan(5);
        const list = await getJson<Message[]>('/api/messages');
        expect(list.map((m) => m.id)).toEqual(expected.map((m) => m.id));
        const people = await env()
          .database.db.select()
          .from(customers)
          .where(eq(customers.storeId, sellerId));
        for (const message of list) {
          expect(Object.keys(message).sort()).toEqual(MESSAGE_KEYS);
          const person = people.find((c) => c.id === message.customerId);
          expect(message.customer).toEqual({
            id: person?.id,
            name: person?.name,
            email: person?.email,
          });
          expect(['inbound', 'outbound']).toContain(message.direction);
          expect(message.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        }
        const row = expected[0];
        expect(list[0]).toMatchObject({
          content: row?.content,
          status: row?.status,
          direction: row?.direction,
          createdAt: row?.createdAt.toISOString(),
        });
      });

      it('answers the 5 newest inbound messages as recent', async () => {
        const expected = (await storeMessages(sellerId))
          .filter((m) => m.direction === 'inbound')
          .slice(0, 5);
        const recent = await getJson<Message[]>('/api/messages/recent');
        expect(recent).toHaveLength(5);
        expect(recent.map((m) => m.id)).toEqual(expected.map((m) => m.id));
        for (const message of recent) expect(message.direction).toBe('inbound');
      });

      it('answers at most 500 messages, the newest', async () => {
        const store = await newAccount(env().app, 'business');
        const customer = (
          await call('POST', '/api/customers', store.cookie, { name: 'Bavard' })
        ).json<Customer>();
        const start = Date.now() - 600 * 60_000;
        await env()
          .database.db.insert(messages)
          .values(
            Array.from({ length: 510 }, (_, i) => ({
              storeId: store.id,
              customerId: customer.id,
              direction: i % 2 ? 'inbound' : 'outbound',
              content: `Message ${i}`,
              status: 'read',
              createdAt: new Date(start + i * 60_000),
            })),
          );
        const list = await getJson<Message[]>('/api/messages', store.cookie);
        expect(list).toHaveLength(500);
        expect(list[0]?.content).toBe('Message 509');
        expect(list[499]?.content).toBe('Message 10');
        const recent = await getJson<Message[]>('/api/messages/recent', store.cookie);
        expect(recent.map((m) => m.content)).toEqual([
          'Message 509',
          'Message 507',
          'Message 505',
          'Message 503',
          'Message 501',
        ]);
      });
    });

    describe('send a reply', () => {
      it('goes out to the customer and answers what they were waiting for', async () => {
        const { db } = env().database;
        const waiting = await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.storeId, sellerId),
              eq(messages.direction, 'inbound'),
              eq(messages.status, 'unread'),
            ),
          )
          .orderBy(asc(messages.id));
        const customerId = waiting[0]?.customerId ?? 0;
        const hisUnread = waiting.filter((m) => m.customerId === customerId).length;
        expect(hisUnread).toBeGreaterThan(0);
        const others = await db
          .select()
          .from(messages)
          .where(and(eq(messages.storeId, sellerId), ne(messages.customerId, customerId)));
        const countBefore = await unread();

        const response = await call('POST', '/api/messages', seller, {
          customerId,
          content: '  Aslema ! Oui, 10 % de remise pour 2 bidons.  ',
        });
        expect(response.statusCode).toBe(201);
        const sent = response.json<Message>();
        expect(Object.keys(sent).sort()).toEqual(MESSAGE_KEYS);
        const [person] = await db.select().from(customers).where(eq(customers.id, customerId));
        expect(sent).toMatchObject({
          customerId,
          customer: { id: customerId, name: person?.name, email: person?.email },
          content: 'Aslema ! Oui, 10 % de remise pour 2 bidons.',
          direction: 'outbound',
          status: 'read',
        });
        expect(Math.abs(Date.parse(sent.createdAt) - Date.now())).toBeLessThan(60_000);

        const thread = await db
          .select()
          .from(messages)
          .where(and(eq(messages.customerId, customerId), eq(messages.direction, 'inbound')));
        for (const message of thread) expect(message.status).not.toMatch(/^(unread|awaiting)$/);
        expect(thread.filter((m) => m.status === 'replied').length).toBeGreaterThanOrEqual(
          hisUnread,
        );
        // Other conversations are untouched.
        const othersAfter = await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.id,
              others.map((m) => m.id),
            ),
          );
        expect(othersAfter.sort((a, b) => a.id - b.id)).toEqual(others.sort((a, b) => a.id - b.id));
        expect(await unread()).toBe(countBefore - hisUnread);
        const list = await getJson<Message[]>('/api/messages');
        expect(list[0]).toEqual(sent);
      });

      it('marks an awaiting message replied, and leaves a read one read', async () => {
        const { db } = env().database;
        const [awaiting] = await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.storeId, sellerId),
              eq(messages.direction, 'inbound'),
              eq(messages.status, 'awaiting'),
            ),
          );
        const [read] = await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.storeId, sellerId),
              eq(messages.direction, 'inbound'),
              eq(messages.status, 'read'),
            ),
          );
        if (!awaiting || !read) throw new Error('seed lacks awaiting or read messages');
        for (const target of [awaiting, read]) {
          const response = await call('POST', '/api/messages', seller, {
            customerId: target.customerId,
            content: 'Merci pour votre message.',
          });
          expect(response.statusCode).toBe(201);
        }
        const [awaitingAfter] = await db
          .select()
          .from(messages)
          .where(eq(messages.id, awaiting.id));
        const [readAfter] = await db.select().from(messages).where(eq(messages.id, read.id));
        expect(awaitingAfter?.status).toBe('replied');
        expect(readAfter?.status).toBe('read');
      });

      it.each([
        [{ customerId: 1, content: '   ' }, 'content', MESSAGE_EMPTY],
        [{ customerId: 1, content: '\n\t ' }, 'content', MESSAGE_EMPTY],
        [{ customerId: 1, content: '' }, 'content', MESSAGE_EMPTY],
        [{ customerId: 1 }, 'content', MESSAGE_EMPTY],
        [{ customerId: 1, content: 42 }, 'content', MESSAGE_EMPTY],
        [
          { customerId: 1, content: 'x'.repeat(5001) },
          'content',
          'Message must be at most 5000 characters.',
        ],
        [{ content: 'Bonjour' }, 'customerId', 'Please choose a customer.'],
        [{ customerId: 'abc', content: 'Bonjour' }, 'customerId', 'Please choose a customer.'],
        [{ customerId: 0, content: 'Bonjour' }, 'customerId', 'Please choose a customer.'],
      ])('refuses %j with 400', async (payload, field, message) => {
        const before = (await storeMessages(sellerId)).length;
        const response = await call('POST', '/api/messages', seller, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
        if (field === 'content') expect(response.json().message).toBe(message);
        expect((await storeMessages(sellerId)).length).toBe(before);
      });

      it('answers 404 for a customer that is missing or not this store’s', async () => {
        const [foreign] = await env()
          .database.db.select()
          .from(customers)
          .where(ne(customers.storeId, sellerId))
          .limit(1);
        for (const customerId of [987654, 99999999999, foreign?.id ?? 0]) {
          const response = await call('POST', '/api/messages', seller, {
            customerId,
            content: 'Bonjour',
          });
          expect(response.statusCode, String(customerId)).toBe(404);
          expect(response.json()).toEqual(CUSTOMER_NOT_FOUND);
        }
      });
    });

    describe('status', () => {
      it('marks a message read, and the unread count drops', async () => {
        const seller2 = await newAccount(env().app, 'business');
        const customer = (
          await call('POST', '/api/customers', seller2.cookie, { name: 'Rym Jaziri' })
        ).json<Customer>();
        const inserted = await env()
          .database.db.insert(messages)
          .values(
            ['Bonjour', 'Vous êtes là ?'].map((content) => ({
              storeId: seller2.id,
              customerId: customer.id,
              content,
              direction: 'inbound',
              status: 'unread',
            })),
          )
          .returning();
        expect(await unread(seller2.cookie)).toBe(2);
        const response = await call(
          'PATCH',
          `/api/messages/${inserted[0]?.id}/status`,
          seller2.cookie,
          { status: 'read' },
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          id: inserted[0]?.id,
          customerId: customer.id,
          customer: { id: customer.id, name: 'Rym Jaziri', email: null },
          content: 'Bonjour',
          status: 'read',
          direction: 'inbound',
          createdAt: inserted[0]?.createdAt.toISOString(),
          guest: null,
        });
        expect(await unread(seller2.cookie)).toBe(1);
        const awaiting = await call(
          'PATCH',
          `/api/messages/${inserted[1]?.id}/status`,
          seller2.cookie,
          { status: 'awaiting' },
        );
        expect(awaiting.json().status).toBe('awaiting');
        expect(await unread(seller2.cookie)).toBe(0);
      });

      it('refuses an unknown status, a non-numeric id and a missing message', async () => {
        const [target] = await storeMessages(sellerId);
        for (const body of [{ status: 'archived' }, { status: 1 }, {}]) {
          const response = await call('PATCH', `/api/messages/${target?.id}/status`, seller, body);
          expect(response.statusCode).toBe(400);
          expect(response.json().errors.status).toBe('Please choose a valid message status.');
        }
        // Beyond PostgreSQL's integer range is no id at all, as on every route.
        for (const id of ['abc', '1.5', '0', '99999999999']) {
          const response = await call('PATCH', `/api/messages/${id}/status`, seller, {
            status: 'read',
          });
          expect(response.statusCode, id).toBe(400);
        }
        for (const id of ['987654']) {
          const response = await call('PATCH', `/api/messages/${id}/status`, seller, {
            status: 'read',
          });
          expect(response.statusCode, id).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
        const [after] = await storeMessages(sellerId);
        expect(after).toEqual(target);
      });
    });

    describe('deleting a customer', () => {
      it('removes their conversation from the lists', async () => {
        const [message] = await storeMessages(sellerId);
        const customerId = message?.customerId ?? 0;
        const response = await call('DELETE', `/api/customers/${customerId}`, seller);
        expect(response.statusCode).toBe(204);
        const list = await getJson<Message[]>('/api/messages');
        expect(list.filter((m) => m.customerId === customerId)).toEqual([]);
        const gone = await call('PATCH', `/api/messages/${message?.id}/status`, seller, {
          status: 'read',
        });
        expect(gone.statusCode).toBe(404);
      });
    });

    describe('access', () => {
      it("gives a second seller none of the first seller's messages", async () => {
        const other = await newAccount(env().app, 'business');
        expect(await getJson<Message[]>('/api/messages', other.cookie)).toEqual([]);
        expect(await getJson<Message[]>('/api/messages/recent', other.cookie)).toEqual([]);
        expect(await unread(other.cookie)).toBe(0);

        const before = await storeMessages(sellerId);
        const target = before.find((m) => m.status === 'unread') ?? before[0];
        if (!target) throw new Error('no message left');
        for (const status of ['read', 'replied', 'unread']) {
          const response = await call('PATCH', `/api/messages/${target.id}/status`, other.cookie, {
            status,
          });
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
        const reply = await call('POST', '/api/messages', other.cookie, {
          customerId: target.customerId,
          content: 'Je vous fais un meilleur prix !',
        });
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual(CUSTOMER_NOT_FOUND);
        expect(await storeMessages(sellerId)).toEqual(before);
      });

      it('answers 403 to a buyer and a transporter, 401 signed out', async () => {
        const [target] = await storeMessages(sellerId);
        const buyer = await newAccount(env().app, 'customer');
        const driver = await newAccount(env().app, 'transporter');
        const routes: [Method, string, unknown][] = [
          ['GET', '/api/messages', undefined],
          ['GET', '/api/messages/recent', undefined],
          ['POST', '/api/messages', { customerId: target?.customerId, content: 'Salut' }],
          ['POST', '/api/messages', { customerId: target?.customerId, content: '  ' }],
          ['PATCH', `/api/messages/${target?.id}/status`, { status: 'read' }],
          ['PATCH', '/api/messages/abc/status', { status: 'nope' }],
        ];
        for (const [method, url, payload] of routes) {
          for (const cookie of [buyer.cookie, driver.cookie]) {
            const response = await call(method, url, cookie, payload);
            expect(response.statusCode, `${method} ${url}`).toBe(403);
          }
          const signedOut = await call(method, url, undefined, payload);
          expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
        }
        // The chrome's badge asks for every signed-in account: nothing waits for a buyer.
        expect(await unread(buyer.cookie)).toBe(0);
        expect((await call('GET', '/api/messages/unread')).statusCode).toBe(401);
        const [after] = await storeMessages(sellerId);
        expect(after).toEqual(target);
      });
    });
  },
  { seed: true },
);
