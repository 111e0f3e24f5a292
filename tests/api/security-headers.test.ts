/**
 * The security headers (set by @fastify/helmet, asked once at start-up) on every kind of answer:
 * the chosen values, the Content-Security-Policy's directives (images from us, https and data
 * only, never plain http), a Permissions-Policy, none of helmet's other defaults, and HSTS on an
 * answer to a request that came over https (TLS ended at a proxy TRUST_PROXY names, or
 * PUBLIC_URL https) and never on one that came over plain http (issue 17, F7). /api answers with
 * personal data carry Cache-Control: no-store.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { describeEachEngine } from './harness.ts';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Added with the installable app (issue 15): the service worker and the manifest, from us only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Features a page could ask the browser for, each turned off (the camera stays ours). */
const DENIED_FEATURES = ['geolocation', 'microphone', 'payment', 'usb', 'display-capture'];

/** Headers helmet can set that we never sent. */
const NEVER_SENT = [
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'content-security-policy-report-only',
];

/** A policy's directives, whatever the spacing around the semicolons. */
const directivesOf = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** A Permissions-Policy as feature → allow-list. */
const permissionsOf = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(',')
      .map((entry) => entry.trim().split('='))
      .map(([feature = '', allow = '']) => [feature, allow]),
  );

const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-client-'));
mkdirSync(path.join(clientRoot, 'assets'));
writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>Hanout</title>');
writeFileSync(path.join(clientRoot, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');

type Answer = Awaited<ReturnType<App['inject']>>;

/** One request for each kind of answer: page, asset, API success, and 4xx/5xx from each source. */
type Headers = Record<string, string>;
const ANSWERS: [string, (app: App, headers: Headers) => Promise<Answer>, number][] = [
  ['a page', (app, headers) => app.inject({ method: 'GET', url: '/', headers }), 200],
  [
    'an asset',
    (app, headers) => app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js', headers }),
    200,
  ],
  [
    'an API answer',
    (app, headers) => app.inject({ method: 'GET', url: '/api/health', headers }),
    200,
  ],
  [
    'an API 404',
    (app, headers) => app.inject({ method: 'GET', url: '/api/no-such-thing', headers }),
    404,
  ],
  [
    'a body that is not JSON',
    (app, headers) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{',
      }),
    400,
  ],
  [
    'a refused cross-site call',
    (app, headers) =>
      app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...headers, origin: 'https://elsewhere.example' },
      }),
    403,
  ],
  [
    'a 429',
    (app, headers) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/track',
        headers,
        payload: { reference: 'HN-AAAAAA', phone: '22123456' },
      }),
    429,
  ],
  [
    'a crash',
    (app, headers) => app.inject({ method: 'GET', url: '/api/test/crash', headers }),
    500,
  ],
];

const options = {
  clientRoot,
  // Tracking refuses at once, to see the headers of a 429.
  rateLimits: { orderTracking: { max: 0, windowMs: 60_000 } },
  register(app: App) {
    app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
  },
};

const FROM_TLS_PROXY = { 'x-forwarded-proto': 'https' };

describeEachEngine(
  'security headers over plain http',
  (env) => {
    it.each(ANSWERS)('on %s: the chosen headers, and no HSTS', async (_, send, status) => {
      const response = await send(env().app, {});
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(HEADERS);
      expect(directivesOf(response.headers['content-security-policy'])).toEqual(directivesOf(CSP));
      const permissions = permissionsOf(response.headers['permissions-policy']);
      for (const feature of DENIED_FEATURES) expect(permissions[feature], feature).toBe('()');
      expect(permissions.camera).toBe('(self)');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      for (const name of NEVER_SENT) expect(response.headers[name], name).toBeUndefined();
    });

    it.each(ANSWERS)(
      'on %s: no HSTS for a client claiming https itself (no proxy is trusted)',
      async (_, send, status) => {
        const response = await send(env().app, FROM_TLS_PROXY);
        expect(response.statusCode).toBe(status);
        expect(response.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('keeps browsers and proxies from storing answers with personal data', async () => {
      const api = await env().app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['cache-control']).toBe('no-store');
      const signedOut = await env().app.inject({ method: 'GET', url: '/api/user' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers['cache-control']).toBe('no-store');
      // A public read chooses its own: revalidated with its ETag, never no-store.
      const stores = await env().app.inject({ method: 'GET', url: '/api/marketplace/stores' });
      expect(stores.statusCode).toBe(200);
      expect(stores.headers['cache-control']).toBe('no-cache');
      expect(stores.headers.etag).toBeTruthy();
    });
  },
  options,
);

describeEachEngine(
  'security headers behind a TLS proxy',
  (env) => {
    it.each(ANSWERS)('on %s: HSTS for a year, subdomains included', async (_, send, status) => {
      const response = await send(env().app, FROM_TLS_PROXY);
      expect(response.statusCode).toBe(status);
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      expect(response.headers).toMatchObject(HEADERS);
    });

    it('sends no HSTS on a request the proxy received over plain http', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  },
  { ...options, config: { TRUST_PROXY: 1 } },
);

describeEachEngine(
  'security headers with an https PUBLIC_URL',
  (env) => {
    it.each(ANSWERS)('on %s: HSTS for a year, subdomains included', async (_, send, status) => {
      const response = await send(env().app, {});
      expect(response.statusCode).toBe(status);
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      expect(response.headers).toMatchObject(HEADERS);
    });
  },
  { ...options, config: { PUBLIC_URL: 'https://hanout.tn' } },
);
