/**
 * Pages leave gzipped when the browser accepts it (issue 16): the not-found handler that answers
 * them is out of @fastify/compress's reach, so spa.ts compresses them itself.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, spaPlugin } from './spa.ts';

const root = mkdtempSync(path.join(tmpdir(), 'hanout-spa-'));
const page = `<!doctype html><html><head></head><body>${'<p>Huile d’olive de Sfax</p>'.repeat(200)}<div id="root"></div></body></html>`;
writeFileSync(path.join(root, 'index.html'), page);

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function appWithPages() {
  const app = Fastify({ logger: false });
  await app.register(spaPlugin, { root });
  return app;
}

describe('pages answered by the SPA handler', () => {
  it('are gzipped for a browser that accepts gzip, and vary on Accept-Encoding', async () => {
    const app = await appWithPages();
    const response = await app.inject({
      url: '/marketplace',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(page.length / 5);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(page);
    await app.close();
  });

  it('are sent as they are to a client that asks for no encoding or refuses gzip', async () => {
    const app = await appWithPages();
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, br' }]) {
      const response = await app.inject({ url: '/marketplace', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(page);
    }
    await app.close();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
