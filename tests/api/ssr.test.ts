/**
 * Server-rendered pages (issue 16), through app.inject on both engines with the real client
 * build: the home, a store and a product carry their content and the state the browser hydrates
 * with; a missing product is a drawn 404; a page for someone signed in is private and no-store;
 * without a session cookie the state says "nobody" and the page needs no database for it.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { CLIENT_OUT, ensureClientBuild } from '../../scripts/client-build.mjs';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

interface State {
  v: number;
  language?: string;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
  failures: { queryKey: unknown[]; status: number }[];
}

function stateOf(html: string): State {
  const match = /<script id="hanout-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no state script in the page');
  return JSON.parse(match[1]) as State;
}

const currentUserOf = (state: State) =>
  state.queries.queries.find((query) => query.queryKey[0] === 'current-user')?.state.data;

/** What #root holds: the server's markup. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script id="hanout-state"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  await ensureClientBuild({ log: () => {} });
}, 300_000);

describeEachEngine(
  'server-rendered marketplace pages',
  (env) => {
    const call = caller(() => env().app);
    let store: Awaited<ReturnType<typeof newStore>>;

    beforeAll(async () => {
      store = await newStore(env().app, 'Dar <Fakhar> $& fils', [
        { name: 'Jarre </script><b>bleue</b>', price: 42.5, stockQuantity: 3, featured: true },
        { name: 'Tasse de Nabeul', price: 9, stockQuantity: 10 },
      ]);
    });

    it('draws the home with its headline, featured products and state, in the page language', async () => {
      const response = await call('GET', '/?lng=fr');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain('<html lang="fr" dir="ltr" data-ssr>');
      expect(rootOf(html)).toContain('Les boutiques de Tunisie, sur une seule marketplace');
      // A seller's text is escaped in the markup and cannot end the state script.
      expect(rootOf(html)).toContain('Jarre &lt;/script&gt;&lt;b&gt;bleue&lt;/b&gt;');
      const state = stateOf(html);
      expect(state.language).toBe('fr');
      expect(currentUserOf(state)).toBeNull();
      const featured = state.queries.queries.find(
        (query) => JSON.stringify(query.queryKey) === '["marketplace","products","featured"]',
      );
      expect(JSON.stringify(featured?.state.data)).toContain('Jarre </script><b>bleue</b>');
      // The scripts start once the page has shown (client/public/hydrate.js): the entry and
      // every file it needs, the page's own chunk included, are named to it, and nothing
      // script-like is fetched from the head, where it would compete with the main picture.
      const starter =
        /<script defer src="\/hydrate\.js" data-entry="(\/assets\/index-[^"]+\.js)" data-preload="([^"]+)" data-language-cookie="hanout-lang"><\/script><\/body>/.exec(
          html,
        );
      expect(starter?.[1]).toBeTruthy();
      expect(starter?.[2]?.split(' ')).toContainEqual(
        expect.stringMatching(/^\/assets\/marketplace-home-[^"]+\.js$/),
      );
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/modulepreload|type="module"/);
    });

    it('picks Arabic from Accept-Language, right to left', async () => {
      const response = await env().app.inject({
        method: 'GET',
        url: `/marketplace/stores/${store.id}`,
        headers: { 'accept-language': 'ar-TN,ar;q=0.9,fr;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ar" dir="rtl" data-ssr>');
      expect(rootOf(response.body)).toContain('Dar &lt;Fakhar&gt; $&amp; fils');
      expect(rootOf(response.body)).toContain('Tasse de Nabeul');
    });

    it('draws a product with its name, price and link-preview head', async () => {
      const product = store.products[1]!;
      const response = await call('GET', `/marketplace/products/${product.id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<meta property="og:type" content="product" />');
      expect(html).toContain(
        '<title>Tasse de Nabeul – Dar &#60;Fakhar&#62; $&#38; fils | Hanout</title>',
      );
      expect(rootOf(html)).toContain('Tasse de Nabeul');
      expect(rootOf(html)).toContain('9.00');
    });

    it('answers a missing product with a drawn 404 page', async () => {
      const response = await call('GET', '/marketplace/products/987654?lng=en');
      expect(response.statusCode).toBe(404);
      expect(rootOf(response.body)).toContain('Invalid product ID');
      const state = stateOf(response.body);
      expect(state.failures.map((failure) => failure.status)).toContain(404);
      expect((await call('GET', '/marketplace/stores/987654')).statusCode).toBe(404);
    });

    it('states "nobody" without a session cookie, with no database query for it', async () => {
      const { result, statements } = await env().database.recordQueries(() =>
        call('GET', '/dashboard'),
      );
      expect(result.statusCode).toBe(200);
      expect(currentUserOf(stateOf(result.body))).toBeNull();
      expect(statements).toEqual([]);
      // The client draws this one: no markup, no language of its own.
      expect(result.body).toContain('<div id="root"></div>');
      expect(stateOf(result.body).language).toBeUndefined();
    });

    it('carries the signed-in user, private and not stored, on drawn pages and the shell', async () => {
      const buyer = await newAccount(env().app, 'customer');
      for (const url of ['/', `/marketplace/products/${store.products[0]!.id}`, '/profile']) {
        const response = await call('GET', url, buyer.cookie);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const user = currentUserOf(stateOf(response.body)) as {
          username: string;
          password?: unknown;
        };
        expect(user.username).toBe(buyer.username);
        expect(JSON.stringify(user)).not.toContain('password');
      }
      // Signed out again: the same page is public, and says nobody.
      const after = await call('GET', '/');
      expect(after.headers['cache-control']).toBe('no-cache');
      expect(after.body).not.toContain(buyer.username);
    });

    it('keeps /index.html the bare shell the service worker stores for offline use', async () => {
      const response = await call('GET', '/index.html');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('hanout-state');
      expect(response.body).not.toContain('data-ssr');
    });

    it('shows a price change on the next visit: the kept page is dropped with the catalogue', async () => {
      const product = store.products[1]!;
      const before = await call('GET', `/marketplace/products/${product.id}`);
      expect(rootOf(before.body)).toContain('9.00');
      const edit = await call('PATCH', `/api/products/${product.id}`, store.cookie, {
        price: 11.25,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const after = await call('GET', `/marketplace/products/${product.id}`);
      expect(rootOf(after.body)).toContain('11.25');
      expect(rootOf(after.body)).not.toContain('9.00 DT');
    });

    it('answers the shell, not a 500, when drawing fails, and keeps no page drawn without its data', async () => {
      const reads = env().app.publicReads;
      const failing = vi.spyOn(reads, 'featured').mockRejectedValue(new Error('pool timeout'));
      try {
        const broken = await call('GET', '/');
        expect(broken.statusCode).toBe(200);
        expect(broken.headers['cache-control']).toBe('no-store');
        const product = store.products[1]!;
        vi.spyOn(reads, 'product').mockRejectedValue(new Error('connection lost'));
        // A query string: drawn afresh, not the page kept by an earlier visit.
        const shell = await call('GET', `/marketplace/products/${product.id}?from=test`);
        expect(shell.statusCode).toBe(200);
        expect(shell.headers['content-type']).toContain('text/html');
        expect(rootOf(shell.body)).toBe('');
        expect(currentUserOf(stateOf(shell.body))).toBeNull();
      } finally {
        failing.mockRestore();
        vi.restoreAllMocks();
      }
      // Once the read works again, the next visitor gets the whole page, not a kept broken one.
      const whole = await call('GET', '/');
      expect(whole.headers['cache-control']).toBe('no-cache');
      expect(stateOf(whole.body).queries.queries.map((query) => query.queryKey)).toContainEqual([
        'marketplace',
        'products',
        'featured',
      ]);
    });

    it('keeps a page for its own address only: any query string is drawn afresh', async () => {
      const render = vi.spyOn(env().app.publicReads, 'featured');
      try {
        await call('GET', '/');
        await call('GET', '/');
        const kept = render.mock.calls.length;
        await call('GET', '/?x=1');
        await call('GET', '/?x=1');
        expect(render.mock.calls.length).toBe(kept + 2);
      } finally {
        render.mockRestore();
      }
    });
  },
  { clientRoot: CLIENT_OUT },
);
