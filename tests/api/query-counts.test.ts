/**
 * No N+1 and no unbounded list (issue 16), on both engines. database.recordQueries counts the SQL
 * statements one request sends:
 * - the seller's lists are asked by a store with 1 row and by a store with 30 rows of everything
 *   (products, orders, customers, messages): the same number of statements both times;
 * - every other list is asked on the demo data (many rows) and must stay within a few statements;
 * - every list asked for 100,000 rows answers a bounded page (or refuses the size with a 400), and
 *   its main statement carries a LIMIT;
 * - every GET route of the app is either listed here as a list or named as not a list: a new list
 *   route fails this file until it is covered.
 */
import { expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { RecordedStatement } from '../../server/db/client.ts';
import { newAdmin } from './admin-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { signIn } from './session.ts';

/** Most rows any list answers at once: pages are 100 at most, the inbox 500. */
const MAX_ROWS = 500;
/** A list request runs at most this many statements, whatever the number of rows. */
const MAX_STATEMENTS = 6;
const MANY = 30;

type Who = 'seller' | 'buyer' | 'transporter' | 'admin' | 'visitor';

interface ListRoute {
  /** As the app registers it. */
  route: string;
  /** The URL asked (ids filled in), and who asks. */
  url: (ids: Ids) => string;
  who: Who;
}

interface Ids {
  storeId: number;
  productId: number;
}

/** The seller's own lists: measured with 1 and with 30 rows. */
const SELLER_LISTS = [
  '/api/products',
  '/api/orders',
  '/api/orders/recent',
  '/api/customers',
  '/api/messages',
  '/api/messages/recent',
  '/api/messages/unread',
];

/** Every other list, measured on the demo data. */
const OTHER_LISTS: ListRoute[] = [
  { route: '/api/notifications', url: () => '/api/notifications', who: 'seller' },
  { route: '/api/delivery-requests', url: () => '/api/delivery-requests', who: 'transporter' },
  { route: '/api/cash', url: () => '/api/cash', who: 'seller' },
  {
    route: '/api/store/whatsapp-templates',
    url: () => '/api/store/whatsapp-templates',
    who: 'seller',
  },
  { route: '/api/my/orders', url: () => '/api/my/orders', who: 'buyer' },
  { route: '/api/my/conversations', url: () => '/api/my/conversations', who: 'buyer' },
  { route: '/api/transporter/cash', url: () => '/api/transporter/cash', who: 'transporter' },
  { route: '/api/admin/disputes', url: () => '/api/admin/disputes', who: 'admin' },
  { route: '/api/admin/transporters', url: () => '/api/admin/transporters', who: 'admin' },
  { route: '/api/admin/stores', url: () => '/api/admin/stores', who: 'admin' },
  {
    route: '/api/admin/stores/:id',
    url: (ids) => `/api/admin/stores/${ids.storeId}`,
    who: 'admin',
  },
  { route: '/api/admin/reports', url: () => '/api/admin/reports', who: 'admin' },
  {
    route: '/api/admin/contact-messages',
    url: () => '/api/admin/contact-messages',
    who: 'admin',
  },
  { route: '/api/admin/audit-log', url: () => '/api/admin/audit-log', who: 'admin' },
  { route: '/api/marketplace/stores', url: () => '/api/marketplace/stores', who: 'visitor' },
  {
    route: '/api/marketplace/stores/:id/products',
    url: (ids) => `/api/marketplace/stores/${ids.storeId}/products`,
    who: 'visitor',
  },
  { route: '/api/marketplace/products', url: () => '/api/marketplace/products', who: 'visitor' },
  {
    route: '/api/marketplace/products/featured',
    url: () => '/api/marketplace/products/featured',
    who: 'visitor',
  },
  {
    route: '/api/marketplace/products/:id/related',
    url: (ids) => `/api/marketplace/products/${ids.productId}/related`,
    who: 'visitor',
  },
  {
    route: '/api/marketplace/delivery-terms',
    url: (ids) => `/api/marketplace/delivery-terms?stores=${ids.storeId}`,
    who: 'visitor',
  },
];

/** GET routes that answer one thing, not a list (why, when it is not obvious). */
const NOT_LISTS = new Set([
  '/api/health',
  '/api/user',
  '/api/auth/me',
  '/api/user/email-preferences',
  '/api/admin/overview',
  '/api/admin/transporters/:id',
  '/api/admin/media/:id/:variant',
  '/api/my/orders/:id',
  // One conversation with its messages: bounded by the conversation service's own cap.
  '/api/marketplace/conversations/:token',
  '/api/marketplace/stores/:id',
  '/api/marketplace/products/:id',
  '/api/products/:id',
  '/api/orders/:id',
  '/api/orders/:id/packing-slip',
  '/api/dashboard/stats',
  '/api/dashboard/checklist',
  '/api/delivery-requests/preview',
  '/api/transporter/profile',
  '/api/transporter/summary',
  '/api/store/delivery-terms',
  // A stream of events, not a response body.
  '/api/events',
  '/api/email/unsubscribe/:token',
]);

/** Every GET route under /api, from Fastify's route tree. */
function apiGetRoutes(app: App): string[] {
  const tree = app.printRoutes({ commonPrefix: false, method: 'GET' });
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3]?.split(', ').includes('GET')) routes.push(stack.join(''));
  }
  return routes.filter((route) => route.startsWith('/api/'));
}

const LIMIT = /\blimit\s+(\$(\d+)|\d+)/gi;

/** The limits a statement sets, as numbers. */
function limitsOf(statement: RecordedStatement): number[] {
  return [...statement.sql.matchAll(LIMIT)].map((match) =>
    match[2] ? Number(statement.params[Number(match[2]) - 1]) : Number(match[1]),
  );
}

function rowsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['items', 'requests', 'products', 'messages', 'entries', 'conversations']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return undefined;
}

const buyerForm = (n: number) => ({
  name: `Client ${n}`,
  phone: `+216 22 ${String(100 + n).padStart(3, '0')} ${String(100 + n).padStart(3, '0')}`,
  governorate: 'TN-51',
  address: `Rue ${n}, Sousse`,
});

describeEachEngine(
  'query counts',
  (env) => {
    const call = caller(() => env().app);

    /** The statements one GET runs, with its answer. */
    const measure = async (url: string, cookie?: string) => {
      const { result, statements } = await env().database.recordQueries(() =>
        call('GET', url, cookie),
      );
      expect(result.statusCode, `${url}: ${result.body}`).toBe(200);
      return { response: result, statements };
    };

    /** A finished store with n products, n orders (n customers) and n messages. */
    const storeWith = async (n: number) => {
      const store = await newStore(
        env().app,
        `Boutique ${n} lignes`,
        Array.from({ length: n }, (_, i) => ({
          name: `Produit ${i}`,
          price: 10,
          stockQuantity: 50,
        })),
      );
      for (const [i, product] of store.products.entries()) {
        const order = await call('POST', '/api/checkout', undefined, {
          ...buyerForm(i),
          items: [{ productId: product.id, quantity: 1, price: product.price }],
        });
        expect(order.statusCode, order.body).toBe(201);
        const message = await call(
          'POST',
          `/api/marketplace/stores/${store.id}/messages`,
          undefined,
          {
            name: `Client ${i}`,
            phone: buyerForm(i).phone,
            content: `Bonjour, message ${i}`,
          },
        );
        expect(message.statusCode, message.body).toBe(201);
      }
      return store;
    };

    it('counts only the statements of the request it wraps', async () => {
      const { statements: none } = await env().database.recordQueries(async () => 1);
      expect(none).toEqual([]);
      const seller = await signIn(env().app, 'demo_seller');
      const { statements: unread } = await measure('/api/messages/unread', seller);
      expect(unread.length).toBeGreaterThan(0);
    });

    it("runs as many statements for a seller's 30 rows as for 1, with the session cached", async () => {
      const one = await storeWith(1);
      const many = await storeWith(MANY);
      for (const url of SELLER_LISTS) {
        // The first request of a session looks it up; the next ones find it in the cache.
        await measure(url, one.cookie);
        await measure(url, many.cookie);
        const small = await measure(url, one.cookie);
        const big = await measure(url, many.cookie);
        const rows = rowsOf(big.response.json());
        if (rows && !url.endsWith('/recent')) expect(rows.length, url).toBeGreaterThanOrEqual(20);
        expect(
          big.statements.map((s) => s.sql),
          url,
        ).toHaveLength(small.statements.length);
        expect(big.statements.length, url).toBeLessThanOrEqual(MAX_STATEMENTS);
      }
      expect((await measure('/api/messages/unread', many.cookie)).response.json()).toEqual({
        count: MANY,
      });
    }, 120_000);

    it('answers a bounded page to a request for 100,000 rows, with a LIMIT in SQL', async () => {
      const seller = await signIn(env().app, 'demo_seller');
      for (const route of ['/api/products', '/api/orders', '/api/customers', '/api/messages']) {
        for (const query of ['', '?pageSize=100000', '?pageSize=100000&page=1&limit=100000']) {
          const { result, statements } = await env().database.recordQueries(() =>
            call('GET', `${route}${query}`, seller),
          );
          if (result.statusCode === 400) continue;
          expect(result.statusCode, `${route}${query}: ${result.body}`).toBe(200);
          const rows = rowsOf(result.json()) ?? [];
          expect(rows.length).toBeLessThanOrEqual(MAX_ROWS);
          const limits = statements.flatMap(limitsOf);
          expect(limits.length, `${route}${query}`).toBeGreaterThan(0);
          for (const limit of limits)
            expect(limit, `${route}${query}`).toBeLessThanOrEqual(MAX_ROWS);
        }
      }
    });

    it('keeps every other list within a few statements and bounded, on the demo data', async () => {
      const cookies: Record<Who, string | undefined> = {
        seller: await signIn(env().app, 'demo_seller'),
        buyer: await signIn(env().app, 'demo_buyer'),
        transporter: await signIn(env().app, 'demo_transporter'),
        admin: (await newAdmin(env().app)).cookie,
        visitor: undefined,
      };
      const stores = (await measure('/api/marketplace/stores')).response.json();
      const store = rowsOf(stores)?.[0] as { id: number };
      const products = (await measure(`/api/marketplace/stores/${store.id}/products`)).response;
      const product = rowsOf(products.json())?.[0] as { id: number };
      const ids: Ids = { storeId: store.id, productId: product.id };
      for (const list of OTHER_LISTS) {
        const url = list.url(ids);
        const { response, statements } = await measure(url, cookies[list.who]);
        expect(statements.length, url).toBeLessThanOrEqual(MAX_STATEMENTS);
        const rows = rowsOf(response.json());
        if (rows) expect(rows.length, url).toBeLessThanOrEqual(MAX_ROWS);
        const sized = url.includes('?') ? `${url}&pageSize=100000` : `${url}?pageSize=100000`;
        const huge = await call('GET', sized, cookies[list.who]);
        if (huge.statusCode === 200) {
          expect(rowsOf(huge.json())?.length ?? 0, sized).toBeLessThanOrEqual(MAX_ROWS);
        } else expect(huge.statusCode, sized).toBe(400);
      }
    });

    it('places a guest’s one-line order in 6 statements, the bell, the live events and the email included', async () => {
      const store = await newStore(env().app, 'Boutique comptée', [
        { name: 'Produit compté', price: 10, stockQuantity: 50 },
      ]);
      const [product] = store.products;
      if (!product) throw new Error('no product');
      const { result, statements } = await env().database.recordQueries(() =>
        call('POST', '/api/checkout', undefined, {
          ...buyerForm(99),
          items: [{ productId: product.id, quantity: 1, price: product.price }],
        }),
      );
      expect(result.statusCode, result.body).toBe(201);
      // The transaction's own statements: PGlite opens and closes it without Drizzle, and the
      // rate limit's statement is the limit's, not the checkout's.
      const own = statements
        .map((statement) => statement.sql.replace(/\s+/g, ' ').trim())
        .filter((text) => !/^(begin|commit|rollback)$/i.test(text))
        .filter((text) => !text.includes('rate_limit_take'));
      // The products locked; the store with its terms; the buyer's lock, then their record; the
      // order with its stock and lines; the seller's bell, live events and email.
      expect(own, own.join('\n')).toHaveLength(6);
      // What those statements wrote is there once committed: the seller's bell has the order.
      const bell = await call('GET', '/api/notifications', store.cookie);
      expect(bell.json().items[0]).toMatchObject({
        kind: 'order_new',
        link: `/orders/${result.json().orders[0].id}`,
      });
    });

    it('covers every GET route of the API: each is a list measured here, or named as not one', () => {
      const covered = new Set([...SELLER_LISTS, ...OTHER_LISTS.map((list) => list.route)]);
      const routes = apiGetRoutes(env().app);
      expect(routes.length).toBeGreaterThan(30);
      const unknown = routes.filter((route) => !covered.has(route) && !NOT_LISTS.has(route));
      expect(unknown, 'a new GET route: measure it here, or name it in NOT_LISTS').toEqual([]);
      const gone = [...covered, ...NOT_LISTS].filter((route) => !routes.includes(route));
      expect(gone, 'routes named here that the app no longer has').toEqual([]);
    });
  },
  // No mail worker: a statement it ran in the middle of a measure would be counted.
  { seed: true, mail: { worker: false } },
);
