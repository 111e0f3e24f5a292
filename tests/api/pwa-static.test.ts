/**
 * The installable app's files as the server sends them (issue 15): the service worker revalidated
 * at every visit (a deploy's new worker is found at once), the manifests as
 * application/manifest+json, the icons like any other public file.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
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
