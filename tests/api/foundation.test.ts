import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { issue } from '../../common/messages.ts';
import { AppError } from '../../server/errors.ts';
import { describeEachEngine } from './harness.ts';

const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-client-'));
mkdirSync(path.join(clientRoot, 'assets'));
writeFileSync(
  path.join(clientRoot, 'index.html'),
  '<!doctype html><title>Hanout</title><div id="root"></div>',
);
writeFileSync(
  path.join(clientRoot, 'assets', 'main-Ab12Cd34.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
writeFileSync(path.join(clientRoot, 'assets', 'vendor-Zz98Yy76.js'), 'console.log(1)'.repeat(200));
writeFileSync(path.join(clientRoot, 'assets', 'vendor-Zz98Yy76.js.br'), 'precompressed-brotli');
writeFileSync(path.join(clientRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describeEachEngine(
  'foundation',
  (env) => {
    it('answers the health check after a real query, naming the engine', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: env().engine });
    });

    it('answers unknown API paths with a JSON 404, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await env().app.inject({ method, url: '/api/no-such-thing' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain('/api/no-such-thing');
      }
    });

    it('answers validation failures with 400, the field and its message', async () => {
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { name: 'a' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Name must be at least 2 characters.',
        code: 'customer.name.tooShort',
        errors: { name: 'Name must be at least 2 characters.' },
        codes: { name: 'customer.name.tooShort' },
      });
    });

    it('answers a body that is not JSON with 400 and a message', async () => {
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    });

    it('maps an AppError code to its status and keeps its message', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/test/conflict' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only 2 left of Harissa',
        code: 'order.onlyLeft',
        params: { count: 2, name: 'Harissa' },
      });
    });

    it('hides the details of an unexpected failure behind a plain 500', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Internal Server Error',
        code: 'request.internal',
      });
      expect(response.body).not.toContain('secret');
    });

    it('serves index.html for client routes, without caching it', async () => {
      for (const url of ['/', '/dashboard', '/marketplace/stores', '/products/edit/3', '/About/']) {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it('answers a path the client has no page for with 404, still drawing the app', async () => {
      for (const url of [
        '/no-such-page',
        '/marketplace/nowhere',
        '/products/3/extra',
        '/api-docs',
      ]) {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<div id="root">');
      }
      const api = await env().app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toContain('application/json');
    });

    it('caches hashed assets for a year and compresses them', async () => {
      const response = await env().app.inject({
        method: 'GET',
        url: '/assets/main-Ab12Cd34.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.rawPayload.length).toBeLessThan(1000);
    });

    it('sends the brotli file written at build time instead of compressing again', async () => {
      const response = await env().app.inject({
        method: 'GET',
        url: '/assets/vendor-Zz98Yy76.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body).toBe('precompressed-brotli');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a missing asset with 404 rather than the page', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/assets/gone-123.js' });
      expect(response.statusCode).toBe(404);
    });

    it('sends security headers on pages and API answers', async () => {
      for (const url of ['/', '/api/health']) {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['x-frame-options']).toBe('DENY');
      }
    });
  },
  {
    clientRoot,
    register(app) {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(2, issue('customer.name.tooShort')) }),
          },
        },
        async (request) => request.body,
      );
      app.get('/api/test/conflict', async () => {
        throw new AppError('CONFLICT', 'order.onlyLeft', { params: { count: 2, name: 'Harissa' } });
      });
      app.get('/api/test/crash', async () => {
        throw new Error('secret connection string postgres://u:p@db');
      });
    },
  },
);

describeEachEngine('cross-site request defences', (env) => {
  it('refuses a change sent as a form or text, and one from another origin', async () => {
    const { app } = env();
    const asForm = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(asForm.statusCode).toBe(400);
    const asText = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"username":"demo_seller","password":"hanout2026"}',
    });
    expect(asText.statusCode).toBe(400);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: 'x', password: 'y' },
    });
    expect(foreign.statusCode).toBe(403);
    const ours = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username: 'nobody', password: 'whatever' },
    });
    expect(ours.statusCode).toBe(401);
  });
});
