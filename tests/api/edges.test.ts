/**
 * The server's edges against what a client chooses to send (issue 17):
 * - F5, Host headers: a forged Host or X-Forwarded-Host never ends up in a canonical link, a link
 *   preview, sitemap.xml or robots.txt. With PUBLIC_URL set, links name it alone; in production
 *   without it, links name localhost and only allowed hosts are answered; in development and
 *   tests, the Host must be on the allow-list (421 otherwise), and robots.txt and sitemap.xml made
 *   from it are kept by no cache.
 * - F6, slow clients: a body or headers trickled byte by byte are cut off with 408 and the
 *   connection closed, instead of holding a socket for as long as the client likes.
 * (F7, no-store on personal answers, is checked on every route by access-matrix.test.ts.)
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { publicUrlWarning } from '../../server/plugins/host-policy.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';

// The real index.html template: product pages get their head (canonical, og:url, og:image).
const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-edges-'));
copyFileSync(path.resolve('client/index.html'), path.join(clientRoot, 'index.html'));

const FORGED = 'evil.example';

/** XML namespaces are names, not links. */
const NAMESPACES = new Set(['http://www.sitemaps.org', 'http://www.w3.org']);

/** Every address a page names in full: links, canonical, og:url, og:image, sitemap entries. */
function originsIn(text: string): string[] {
  const origins = [...text.matchAll(/https?:\/\/[^/"'<\s]+/g)].map((match) => match[0]);
  return [...new Set(origins)].filter((origin) => !NAMESPACES.has(origin));
}

describeEachEngine(
  'a forged Host without PUBLIC_URL (development)',
  (env) => {
    let productPath = '';
    beforeAll(async () => {
      const store = await newStore(env().app, 'Dar Zitouna', [
        { name: 'Huile d’olive', price: 18, stockQuantity: 3 },
      ]);
      productPath = `/marketplace/products/${store.products[0]?.id}`;
    });

    it.each(['/', '/robots.txt', '/sitemap.xml', '/api/marketplace/stores', '/product'])(
      'answers %s for another host 421, with the error body, and names nothing',
      async (url) => {
        const response = await env().app.inject({
          method: 'GET',
          url: url === '/product' ? productPath : url,
          headers: { host: FORGED },
        });
        expect(response.statusCode).toBe(421);
        expect(response.json()).toEqual({
          message: 'This server does not answer for that address.',
          code: 'request.wrongHost',
        });
      },
    );

    it('makes links from an allowed Host, never from X-Forwarded-Host, and lets no cache keep them', async () => {
      const headers = { host: 'localhost:3000', 'x-forwarded-host': FORGED };
      const robots = await env().app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.headers['cache-control']).toBe('no-store');
      const sitemap = await env().app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['cache-control']).toBe('no-store');
      expect(sitemap.body).toContain(`<loc>http://localhost:3000${productPath}</loc>`);
      const page = await env().app.inject({ method: 'GET', url: productPath, headers });
      expect(page.statusCode).toBe(200);
      for (const text of [robots.body, sitemap.body, page.body]) {
        expect(originsIn(text).filter((origin) => origin.includes(FORGED))).toEqual([]);
      }
    });

    it('answers the machine’s own names on any port', async () => {
      for (const host of ['localhost', '127.0.0.1:8080', '[::1]:3000', 'LOCALHOST:3000']) {
        const response = await env().app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { host },
        });
        expect(response.statusCode, host).toBe(200);
      }
      for (const host of [
        'localhost.evil.example',
        'localhost:3000@evil.example',
        '127.0.0.1:99999',
      ]) {
        const response = await env().app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { host },
        });
        expect(response.statusCode, host).toBe(421);
      }
    });
  },
  { seed: false, clientRoot, config: { NODE_ENV: 'development' } },
);

describeEachEngine(
  'Host headers in production without PUBLIC_URL',
  (env) => {
    let productPath = '';
    beforeAll(async () => {
      const store = await newStore(env().app, 'Fekhar Nabeul', [
        { name: 'Tajine peint', price: 45, stockQuantity: 3 },
      ]);
      productPath = `/marketplace/products/${store.products[0]?.id}`;
    });

    it('names localhost in every link, whatever an allowed Host or a trusted proxy says', async () => {
      const headers = { host: 'shop.example', 'x-forwarded-host': FORGED };
      for (const url of ['/robots.txt', '/sitemap.xml', productPath]) {
        const response = await env().app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(originsIn(response.body), url).toEqual(
          originsIn(response.body).filter((origin) => origin === 'http://localhost:3000'),
        );
      }
      const page = await env().app.inject({ method: 'GET', url: productPath, headers });
      expect(page.body).toContain(
        `<link rel="canonical" href="http://localhost:3000${productPath}"`,
      );
    });

    it('answers 421 to a host that is not allowed', async () => {
      const response = await env().app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: FORGED },
      });
      expect(response.statusCode).toBe(421);
    });

    it('warns at start-up, saying what to set', () => {
      const warning = publicUrlWarning(env().app.config);
      expect(warning).toMatch(/PUBLIC_URL is not set/);
      expect(warning).toMatch(/PUBLIC_URL=https:\/\/hanout\.tn/);
      expect(publicUrlWarning({ ...env().app.config, PUBLIC_URL: 'https://hanout.tn' })).toBe(
        undefined,
      );
      expect(publicUrlWarning(testConfig({ NODE_ENV: 'development' }))).toBe(undefined);
    });
  },
  {
    seed: false,
    clientRoot,
    config: { NODE_ENV: 'production', TRUST_PROXY: 1, ALLOWED_HOSTS: ['shop.example'] },
  },
);

describeEachEngine(
  'Host headers with PUBLIC_URL',
  (env) => {
    it('names PUBLIC_URL alone in pages, previews, sitemap.xml and robots.txt', async () => {
      const store = await newStore(env().app, 'Dar Zitouna', [
        { name: 'Huile d’olive', price: 18, stockQuantity: 3 },
      ]);
      const productPath = `/marketplace/products/${store.products[0]?.id}`;
      const headers = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'http' };
      for (const url of ['/robots.txt', '/sitemap.xml', productPath]) {
        const response = await env().app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(originsIn(response.body).filter((origin) => origin !== 'https://hanout.tn')).toEqual(
          [],
        );
      }
      const robots = await env().app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: https://hanout.tn/sitemap.xml');
      // Made from PUBLIC_URL only, they are the same for everyone: shared caches may keep them.
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    });
  },
  { seed: false, clientRoot, config: { PUBLIC_URL: 'https://hanout.tn', TRUST_PROXY: 1 } },
);

/** A raw HTTP/1.1 conversation: what was answered, and when the server closed the socket. */
function rawRequest(port: number, steps: (write: (text: string) => void) => Promise<void>) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const started = Date.now();
  const closed = new Promise<{ answer: string; ms: number }>((resolve) =>
    socket.on('close', () => resolve({ answer, ms: Date.now() - started })),
  );
  const write = (text: string) => {
    if (!socket.destroyed) socket.write(text);
  };
  void steps(write);
  return closed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine(
  'slow clients',
  (env) => {
    let port = 0;
    beforeAll(async () => {
      const address = await env().app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    });

    it('cuts off a body sent one byte at a time with 408 and closes the connection', async () => {
      const body = JSON.stringify({
        name: 'Lent',
        email: 'lent@example.tn',
        message: 'x'.repeat(80),
      });
      let stopped = false;
      const { answer, ms } = await rawRequest(port, async (write) => {
        write(
          `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        );
        for (const byte of body) {
          if (stopped) return;
          write(byte);
          await sleep(200);
        }
      });
      stopped = true;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"request.timeout"');
      expect(answer.toLowerCase()).toContain('connection: close');
      // REQUEST_TIMEOUT_MS is 1500, checked every quarter of the headers' 800 ms.
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(4000);
    });

    it('cuts off headers that never end with 408', async () => {
      let stopped = false;
      const { answer, ms } = await rawRequest(port, async (write) => {
        write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        for (let i = 0; i < 40 && !stopped; i++) {
          write(`X-Slow-${i}: 1\r\n`);
          await sleep(150);
        }
      });
      stopped = true;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeLessThan(3000);
    });

    it('serves a request whose body arrives in pieces within the time', async () => {
      const body = JSON.stringify({ name: 'x' });
      const { answer } = await rawRequest(port, async (write) => {
        write(
          `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
        );
        write(body.slice(0, 4));
        await sleep(300);
        write(body.slice(4));
      });
      // Read whole and validated: a 400 on the fields, not a timeout.
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    });
  },
  { seed: false, config: { REQUEST_TIMEOUT_MS: 1500, HEADERS_TIMEOUT_MS: 800 } },
);

describe('timeouts in the configuration', () => {
  it('refuses headers allowed longer than the whole request, and an idle timeout under the heartbeat', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '10000' })).toThrow(/IDLE_TIMEOUT_MS/);
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(300_000);
  });
});
