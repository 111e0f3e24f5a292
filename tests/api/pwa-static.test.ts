/**
 * The installable app's files as the server sends them (issue 15): the service worker revalidated
 * at every visit (a deploy's new worker is found at once), the manifests as
 * application/manifest+json, the icons like any other public file. The build stamps the worker
 * with its id, so a deploy is a new worker.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stampServiceWorker } from '../../scripts/client-build.mjs';
import { describeEachEngine } from './harness.ts';

const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-pwa-'));
mkdirSync(path.join(clientRoot, 'assets'));
mkdirSync(path.join(clientRoot, 'icons'));
writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>Hanout</title>');
const worker = "self.addEventListener('fetch', () => {});";
writeFileSync(path.join(clientRoot, 'sw.js'), worker);
// The build writes compressed copies beside it (scripts/client-build.mjs).
writeFileSync(path.join(clientRoot, 'sw.js.br'), brotliCompressSync(worker));
writeFileSync(path.join(clientRoot, 'sw.js.gz'), gzipSync(worker));
writeFileSync(path.join(clientRoot, 'manifest.webmanifest'), '{"name":"Hanout"}');
writeFileSync(path.join(clientRoot, 'manifest-ar.webmanifest'), '{"name":"حانوت","dir":"rtl"}');
writeFileSync(path.join(clientRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));

describeEachEngine(
  'installable app files',
  (env) => {
    it('serves the service worker as JavaScript, revalidated every time', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/sw.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    });

    it.each(['br', 'gzip'])('sends the %s copy revalidated every time too', async (encoding) => {
      const response = await env().app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/manifest.webmanifest', '/manifest-ar.webmanifest'])(
      'serves %s as a web app manifest',
      async (url) => {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
        expect(JSON.parse(response.body)).toHaveProperty('name');
      },
    );

    it('serves the icons as PNG', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/icons/icon-192.png' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    });
  },
  { clientRoot },
);

describe('the build stamp of the service worker', () => {
  const source = readFileSync(path.join(import.meta.dirname, '../../client/public/sw.js'), 'utf8');

  /** A built client with these asset names and the worker as in client/public. */
  function build(assets: string[], html = '<script src="/assets/index-a.js"></script>') {
    const dir = mkdtempSync(path.join(tmpdir(), 'hanout-sw-stamp-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const name of assets) writeFileSync(path.join(dir, 'assets', name), 'x');
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'sw.js'), source);
    return dir;
  }

  it('puts the build id in the cache names in place of the placeholder', () => {
    expect(source).toContain("const BUILD_ID = '__BUILD_ID__'");
    const dir = build(['index-a.js', 'index-a.css']);
    const id = stampServiceWorker(dir);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const stamped = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(stamped).not.toContain('__BUILD_ID__');
    expect(stamped).toContain(`const BUILD_ID = '${id}'`);
  });

  it('gives the same build the same id and another build another', () => {
    const same = [build(['index-a.js', 'page-b.js']), build(['page-b.js', 'index-a.js'])];
    const [first, second] = same.map(stampServiceWorker);
    expect(first).toBe(second);
    expect(stampServiceWorker(build(['index-c.js', 'page-b.js']))).not.toBe(first);
    expect(
      stampServiceWorker(build(['index-a.js', 'page-b.js'], '<script src="/assets/x.js">')),
    ).not.toBe(first);
  });

  it('refuses a worker without the placeholder (stamped twice, or the name changed)', () => {
    const dir = build(['index-a.js']);
    stampServiceWorker(dir);
    expect(() => stampServiceWorker(dir)).toThrow(/__BUILD_ID__/);
  });
});
