/**
 * The security headers, now set by @fastify/helmet, are exactly the ones the hand-written plugin
 * sent: same values, same Content-Security-Policy directives, Strict-Transport-Security only when
 * the public address is https, and none of helmet's other defaults. On every kind of answer.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { describeEachEngine } from './harness.ts';

/** What server/plugins/security-headers.ts sent before helmet, word for word. */
const PREVIOUS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
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

const PREVIOUS_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const PREVIOUS_HSTS = 'max-age=31536000; includeSubDomains';

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

const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-client-'));
mkdirSync(path.join(clientRoot, 'assets'));
writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>Hanout</title>');
writeFileSync(path.join(clientRoot, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');

type Answer = Awaited<ReturnType<App['inject']>>;

/** One request for each kind of answer: page, asset, API success, and 4xx/5xx from each source. */
const ANSWERS: [string, (app: App) => Promise<Answer>, number][] = [
  ['a page', (app) => app.inject({ method: 'GET', url: '/' }), 200],
  ['an asset', (app) => app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' }), 200],
  ['an API answer', (app) => app.inject({ method: 'GET', url: '/api/health' }), 200],
  ['an API 404', (app) => app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404],
  [
    'a body that is not JSON',
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    400,
  ],
  [
    'a refused cross-site call',
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { origin: 'https://elsewhere.example' },
      }),
    403,
  ],
  [
    'a 429',
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { reference: 'HN-AAAAAA', phone: '22123456' },
      }),
    429,
  ],
  ['a crash', (app) => app.inject({ method: 'GET', url: '/api/test/crash' }), 500],
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

describeEachEngine(
  'security headers',
  (env) => {
    it.each(ANSWERS)('on %s: exactly the headers sent before helmet', async (_, send, status) => {
      const response = await send(env().app);
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(PREVIOUS_HEADERS);
      expect(directivesOf(response.headers['content-security-policy'])).toEqual(
        directivesOf(PREVIOUS_CSP),
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
      for (const name of NEVER_SENT) expect(response.headers[name], name).toBeUndefined();
    });
  },
  options,
);

describeEachEngine(
  'security headers over https',
  (env) => {
    it.each(ANSWERS)('on %s: HSTS for a year, subdomains included', async (_, send, status) => {
      const response = await send(env().app);
      expect(response.statusCode).toBe(status);
      expect(response.headers['strict-transport-security']).toBe(PREVIOUS_HSTS);
      expect(response.headers).toMatchObject(PREVIOUS_HEADERS);
    });
  },
  { ...options, config: { PUBLIC_URL: 'https://hanout.tn' } },
);
