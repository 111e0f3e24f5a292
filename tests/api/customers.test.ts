/**
 * The customer book API on both engines: listing, search, CRUD and isolation between stores. Over
 * 300 lines because each rule gets its own case.
 */
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { customers, messages, orders, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const CUSTOMER_KEYS = ['address', 'createdAt', 'email', 'id', 'name', 'phone'];
const NOT_FOUND = { message: 'Customer not found', code: 'customer.notFound' };
/** SPEC §5's texts, word for word. */
const CUSTOMER_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  address: 'Please enter a valid address.',
};

describeEachEngine(
  'customers',
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
    const list = async (query = '', cookie = seller) => {
      const response = await call('GET', `/api/customers${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<Customer>>();
    };
    const create = async (payload: object, cookie = seller) => {
      const response = await call('POST', '/api/customers', cookie, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Customer>();
    };
    const rowsOfStore = (storeId: number) =>
      env()
        .database.db.select()
        .from(customers)
        .where(eq(customers.storeId, storeId))
        .orderBy(asc(customers.id));

    beforeAll(async () => {
      seller = await signIn(env().app, 'demo_seller');
      const [row] = await env()
        .database.db.select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'demo_seller'));
      sellerId = row?.id ?? 0;
    });

    describe('list', () => {
      it("answers the store's own customers, newest first, with the exact total", async () => {
        const own = await rowsOfStore(sellerId);
        expect(own.length).toBeGreaterThan(3);
        const page = await list();
        expect(page.total).toBe(own.length);
        expect(page.page).toBe(1);
        expect(page.pageSize).toBe(20);
        expect(page.items.map((c) => c.id).sort((a, b) => a - b)).toEqual(own.map((c) => c.id));
        const dates = page.items.map((c) => Date.parse(c.createdAt));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        for (const item of page.items) {
          expect(Object.keys(item).sort()).toEqual(CUSTOMER_KEYS);
          expect(item.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        }
      });

      it('pages through the list: page 2 holds the next rows and the total stays exact', async () => {
        const all = await list('?pageSize=100');
        const first = await list('?page=1&pageSize=3');
        const second = await list('?page=2&pageSize=3');
        expect(first.items).toEqual(all.items.slice(0, 3));
        expect(second.items).toEqual(all.items.slice(3, 6));
        expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.total });
        const beyond = await list('?page=500&pageSize=3');
        expect(beyond.items).toEqual([]);
        expect(beyond.total).toBe(all.total);
      });

      it.each(['pageSize=0', 'pageSize=101', 'page=0', 'page=-1', 'page=abc', 'pageSize=2.5'])(
        'refuses %s with 400',
        async (query) => {
          const response = await call('GET', `/api/customers?${query}`, seller);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toEqual(expect.any(String));
        },
      );

      it('accepts pageSize 100 and refuses a search longer than 200 characters', async () => {
        expect((await list('?pageSize=100')).pageSize).toBe(100);
        const response = await call('GET', `/api/customers?q=${'a'.repeat(201)}`, seller);
        expect(response.statusCode).toBe(400);
      });

      it('searches name, email and phone, whatever the letter case', async () => {
        const own = await rowsOfStore(sellerId);
        const withEmail = own.find((c) => c.email);
        const target = own[0];
        if (!target?.phone || !withEmail?.email) throw new Error('seed lacks a phone or email');
        const byName = await list(
          `?q=${encodeURIComponent(target.name.slice(1, 5).toUpperCase())}`,
        );
        expect(byName.items.map((c) => c.id)).toContain(target.id);
        expect(byName.total).toBe(byName.items.length);
        for (const item of byName.items) {
          expect(
            [item.name, item.email ?? '', item.phone ?? ''].some((field) =>
              field.toLowerCase().includes(target.name.slice(1, 5).toLowerCase()),
            ),
          ).toBe(true);
        }
        const byEmail = await list(`?q=${encodeURIComponent(withEmail.email.split('@')[0] ?? '')}`);
        expect(byEmail.items.map((c) => c.id)).toContain(withEmail.id);
        const byPhone = await list(`?q=${encodeURIComponent(target.phone.slice(-6))}`);
        expect(byPhone.items.map((c) => c.id)).toContain(target.id);
        const blank = await list('?q=%20%20');
        expect(blank.total).toBe(own.length);
        expect((await list('?q=zzqqxx-nobody')).items).toEqual([]);
      });

      it('finds a phone number typed with spaces', async () => {
        const created = await create({ name: 'Hedi Spaces', phone: '+21671234987' });
        const found = await list(`?q=${encodeURIComponent('71 234 987')}`);
        expect(found.items.map((c) => c.id)).toEqual([created.id]);
      });

      it('takes % and _ in a search literally', async () => {
        const percent = await create({ name: 'Remise 50% Sousse' });
        await create({ name: 'Remise 50 Sousse' });
        const underscore = await create({ name: 'Atelier d_x', email: 'dx@atelier.tn' });
        await create({ name: 'Atelier dax', email: 'dax@atelier.tn' });
        const byPercent = await list(`?q=${encodeURIComponent('50%')}`);
        expect(byPercent.items.map((c) => c.id)).toEqual([percent.id]);
        const byUnderscore = await list(`?q=${encodeURIComponent('d_x')}`);
        expect(byUnderscore.items.map((c) => c.id)).toEqual([underscore.id]);
        const byBackslash = await list(`?q=${encodeURIComponent('\\')}`);
        expect(byBackslash.items).toEqual([]);
      });

      it("never finds another store's customers", async () => {
        const [other] = await env()
          .database.db.select()
          .from(customers)
          .where(ne(customers.storeId, sellerId))
          .limit(1);
        if (!other) throw new Error('seed has no other store customer');
        const found = await list(`?q=${encodeURIComponent(other.name)}`);
        for (const item of found.items) expect(item.id).not.toBe(other.id);
      });
    });

    describe('create', () => {
      it('answers 201 with the customer, trimmed, listed first', async () => {
        const response = await call('POST', '/api/customers', seller, {
          name: '  Olfa Ben Youssef ',
          email: ' olfa@example.tn ',
          phone: ' +21698111222 ',
          address: ' 12 rue de Marseille, Tunis ',
        });
        expect(response.statusCode).toBe(201);
        const customer = response.json<Customer>();
        expect(Object.keys(customer).sort()).toEqual(CUSTOMER_KEYS);
        expect(customer).toMatchObject({
          name: 'Olfa Ben Youssef',
          email: 'olfa@example.tn',
          phone: '+21698111222',
          address: '12 rue de Marseille, Tunis',
        });
        expect(Math.abs(Date.parse(customer.createdAt) - Date.now())).toBeLessThan(60_000);
        expect((await list()).items[0]?.id).toBe(customer.id);
        const [row] = await env()
          .database.db.select()
          .from(customers)
          .where(eq(customers.id, customer.id));
        expect(row?.storeId).toBe(sellerId);
      });

      it('stores empty or missing email, phone and address as null', async () => {
        const empty = await create({ name: 'Karim', email: '', phone: '  ', address: '' });
        expect(empty).toMatchObject({ email: null, phone: null, address: null });
        const missing = await create({ name: 'Mouna' });
        expect(missing).toMatchObject({ email: null, phone: null, address: null });
        const [row] = await env()
          .database.db.select()
          .from(customers)
          .where(eq(customers.id, empty.id));
        expect(row).toMatchObject({ email: null, phone: null, address: null });
      });

      it.each([
        [{ name: 'A' }, 'name', CUSTOMER_MESSAGES.name],
        [{ name: '   ' }, 'name', CUSTOMER_MESSAGES.name],
        [{ name: 42 }, 'name', CUSTOMER_MESSAGES.name],
        [{}, 'name', CUSTOMER_MESSAGES.name],
        [{ name: 'N'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
        [{ name: 'Nadia', email: 'not-an-email' }, 'email', CUSTOMER_MESSAGES.email],
        [{ name: 'Nadia', email: 42 }, 'email', CUSTOMER_MESSAGES.email],
        [{ name: 'Nadia', email: `${'e'.repeat(250)}@x.tn` }, 'email', CUSTOMER_MESSAGES.email],
        [{ name: 'Nadia', phone: '1234567' }, 'phone', CUSTOMER_MESSAGES.phone],
        [{ name: 'Nadia', phone: 21698111 }, 'phone', CUSTOMER_MESSAGES.phone],
        [{ name: 'Nadia', phone: '1'.repeat(31) }, 'phone', CUSTOMER_MESSAGES.phone],
        [{ name: 'Nadia', address: 'Rue' }, 'address', CUSTOMER_MESSAGES.address],
        [{ name: 'Nadia', address: 'a'.repeat(256) }, 'address', CUSTOMER_MESSAGES.address],
      ])('refuses %j with the field message', async (payload, field, message) => {
        const before = (await rowsOfStore(sellerId)).length;
        const response = await call('POST', '/api/customers', seller, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
        expect(response.json().message).toEqual(expect.any(String));
        expect((await rowsOfStore(sellerId)).length).toBe(before);
      });

      it('accepts the limits exactly', async () => {
        const customer = await create({
          name: 'N'.repeat(100),
          email: `${'e'.repeat(249)}@x.tn`,
          phone: '22345678',
          address: 'Rue 5',
        });
        expect(customer.name).toHaveLength(100);
        expect(customer.email).toHaveLength(254);
      });

      it('refuses a body that is not an object', async () => {
        for (const payload of ['[]', '"x"', 'null', '{bad json']) {
          const response = await env().app.inject({
            method: 'POST',
            url: '/api/customers',
            headers: { cookie: seller, 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode).toBe(400);
        }
      });
    });

    describe('update', () => {
      it('changes only the fields it names', async () => {
        const customer = await create({
          name: 'Sami Gharbi',
          email: 'sami@example.tn',
          phone: '+21655000111',
          address: 'Route de Gabès, Sfax',
        });
        const response = await call('PATCH', `/api/customers/${customer.id}`, seller, {
          name: ' Sami Ben Gharbi ',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...customer, name: 'Sami Ben Gharbi' });
        const cleared = await call('PATCH', `/api/customers/${customer.id}`, seller, {
          email: '',
          phone: '',
        });
        expect(cleared.json()).toEqual({
          ...customer,
          name: 'Sami Ben Gharbi',
          email: null,
          phone: null,
        });
        const unchanged = await call('PATCH', `/api/customers/${customer.id}`, seller, {});
        expect(unchanged.statusCode).toBe(200);
        expect(unchanged.json()).toEqual(cleared.json());
      });

      it.each([
        [{ name: 'A' }, 'name', CUSTOMER_MESSAGES.name],
        [{ name: 42 }, 'name', CUSTOMER_MESSAGES.name],
        [{ name: null }, 'name', CUSTOMER_MESSAGES.name],
        [{ name: 'N'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
        [{ email: 'nope@' }, 'email', CUSTOMER_MESSAGES.email],
        [{ phone: '123' }, 'phone', CUSTOMER_MESSAGES.phone],
        [{ phone: '9'.repeat(31) }, 'phone', CUSTOMER_MESSAGES.phone],
        [{ address: 'Rue' }, 'address', CUSTOMER_MESSAGES.address],
        [{ address: 'a'.repeat(256) }, 'address', CUSTOMER_MESSAGES.address],
      ])('refuses %j with the field message', async (payload, field, message) => {
        const [target] = await rowsOfStore(sellerId);
        const response = await call('PATCH', `/api/customers/${target?.id}`, seller, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
        const [after] = await rowsOfStore(sellerId);
        expect(after).toEqual(target);
      });

      it('refuses fields it does not know', async () => {
        const [target] = await rowsOfStore(sellerId);
        const response = await call('PATCH', `/api/customers/${target?.id}`, seller, {
          storeId: 999,
        });
        expect(response.statusCode).toBe(400);
      });

      it('answers 400 for an id that is not a number, 404 for a missing one', async () => {
        // Beyond PostgreSQL's integer range is no id at all, as on every route (common/schemas/ids.ts).
        for (const id of ['abc', '1.5', '0', '-3', '99999999999']) {
          const response = await call('PATCH', `/api/customers/${id}`, seller, { name: 'Anis' });
          expect(response.statusCode, id).toBe(400);
        }
        for (const id of ['987654']) {
          const response = await call('PATCH', `/api/customers/${id}`, seller, { name: 'Anis' });
          expect(response.statusCode, id).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
      });
    });

    describe('delete', () => {
      it('removes the customer and their messages; orders keep the name, without the link', async () => {
        const { db } = env().database;
        const [withBoth] = await db
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .innerJoin(orders, eq(orders.customerId, customers.id))
          .innerJoin(messages, eq(messages.customerId, customers.id))
          .where(eq(customers.storeId, sellerId))
          .limit(1);
        if (!withBoth) throw new Error('seed has no customer with both orders and messages');
        const orderRows = await db
          .select({ id: orders.id, customerName: orders.customerName })
          .from(orders)
          .where(eq(orders.customerId, withBoth.id));
        expect(orderRows.length).toBeGreaterThan(0);

        const response = await call('DELETE', `/api/customers/${withBoth.id}`, seller);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');

        expect(await db.select().from(customers).where(eq(customers.id, withBoth.id))).toEqual([]);
        const [left] = await db
          .select({ n: count() })
          .from(messages)
          .where(eq(messages.customerId, withBoth.id));
        expect(left?.n).toBe(0);
        for (const order of orderRows) {
          const [after] = await db
            .select({ customerId: orders.customerId, customerName: orders.customerName })
            .from(orders)
            .where(eq(orders.id, order.id));
          expect(after).toEqual({ customerId: null, customerName: order.customerName });
        }
        expect((await list('?pageSize=100')).items.map((c) => c.id)).not.toContain(withBoth.id);
        const again = await call('DELETE', `/api/customers/${withBoth.id}`, seller);
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual(NOT_FOUND);
      });

      it('answers 400 for an id that is not a number, 404 for a missing one', async () => {
        expect((await call('DELETE', '/api/customers/abc', seller)).statusCode).toBe(400);
        expect((await call('DELETE', '/api/customers/99999999999', seller)).statusCode).toBe(400);
        const missing = await call('DELETE', '/api/customers/987654', seller);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual(NOT_FOUND);
      });
    });

    describe('access', () => {
      it("gives a second seller none of the first seller's customers", async () => {
        const other = await newAccount(env().app, 'business');
        const empty = await list('', other.cookie);
        expect(empty).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
        const [target] = await rowsOfStore(sellerId);
        if (!target) throw new Error('no customer left');
        const own = await list(`?q=${encodeURIComponent(target.name)}`, other.cookie);
        expect(own.total).toBe(0);

        const attempts: [Method, unknown][] = [
          ['PATCH', { name: 'Hijacked' }],
          ['PATCH', {}],
          ['DELETE', undefined],
        ];
        for (const [method, payload] of attempts) {
          const response = await call(method, `/api/customers/${target.id}`, other.cookie, payload);
          expect(response.statusCode, method).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
        const [after] = await env()
          .database.db.select()
          .from(customers)
          .where(eq(customers.id, target.id));
        expect(after).toEqual(target);

        // What the second seller creates is theirs alone.
        const theirs = await create({ name: 'Client du second' }, other.cookie);
        expect((await list('', other.cookie)).items.map((c) => c.id)).toEqual([theirs.id]);
        expect((await list('?pageSize=100')).items.map((c) => c.id)).not.toContain(theirs.id);
        const denied = await call('PATCH', `/api/customers/${theirs.id}`, seller, { name: 'Xy' });
        expect(denied.statusCode).toBe(404);
      });

      it('answers 403 to a buyer and a transporter, 401 signed out, on every route', async () => {
        const [target] = await rowsOfStore(sellerId);
        const buyer = await newAccount(env().app, 'customer');
        const driver = await newAccount(env().app, 'transporter');
        const routes: [Method, string, unknown][] = [
          ['GET', '/api/customers', undefined],
          ['GET', '/api/customers?pageSize=999', undefined],
          ['POST', '/api/customers', { name: 'Intrus' }],
          ['POST', '/api/customers', { name: 4 }],
          ['PATCH', `/api/customers/${target?.id}`, { name: 'Intrus' }],
          ['PATCH', '/api/customers/abc', { name: 'Intrus' }],
          ['DELETE', `/api/customers/${target?.id}`, undefined],
        ];
        for (const [method, url, payload] of routes) {
          for (const cookie of [buyer.cookie, driver.cookie]) {
            const response = await call(method, url, cookie, payload);
            expect(response.statusCode, `${method} ${url}`).toBe(403);
          }
          const signedOut = await call(method, url, undefined, payload);
          expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
          expect(signedOut.json().message).toEqual(expect.any(String));
        }
        const [after] = await env()
          .database.db.select()
          .from(customers)
          .where(eq(customers.id, target?.id ?? 0));
        expect(after).toEqual(target);
        const [intruders] = await env()
          .database.db.select({ n: count() })
          .from(customers)
          .where(and(eq(customers.name, 'Intrus'), isNotNull(customers.storeId)));
        expect(intruders?.n).toBe(0);
      });
    });
  },
  { seed: true },
);
