/**
 * Response contracts (docs/decisions/009): every route declares the body it answers with, as a
 * zod schema from common/contracts, and Fastify serializes through it. So a route added without
 * one fails here, a field the contract does not name never leaves the server, and a mapper that
 * drifts from the contract answers 500 in the API tests instead of reaching a client.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { expect, it, vi } from 'vitest';
import { customerSchema, type Customer } from '../../common/contracts/customers.ts';
import { describeEachEngine } from './harness.ts';

/** Every route the app registers, seen by an onRoute hook added before any of them. */
const routes = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteLog };
});

const customer: Customer = {
  id: 1,
  name: 'Amira Ben Salah',
  email: null,
  phone: '+21622318456',
  address: null,
  createdAt: '2025-03-14T09:26:53.589Z',
};

/** "GET /api/products" for each method of a route (HEAD routes copy their GET's schema). */
function routeNames(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => `${method} ${route.url}`);
}

/** Each suite builds an app (one per engine): the names once each. */
const unique = (names: string[]) => [...new Set(names)];

function successStatuses(route: RouteOptions): string[] {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response).filter((status) => /^2(\d\d|xx)$/.test(status));
}

describeEachEngine(
  'response contracts',
  (env) => {
    it('every API route, robots.txt and sitemap.xml declare their success answer', () => {
      const covered = routes.filter(
        (route) =>
          route.url.startsWith('/api/') || ['/robots.txt', '/sitemap.xml'].includes(route.url),
      );
      // The hook did see the app's routes (auth, products, orders … well over forty).
      expect(covered.length).toBeGreaterThan(40);
      const missing = unique(
        covered.filter((route) => successStatuses(route).length === 0).flatMap(routeNames),
      );
      expect(missing).toEqual([]);
    });

    it('every API route answers its errors with the error body contract', () => {
      const withoutErrorBody = unique(
        routes
          .filter((route) => route.url.startsWith('/api/'))
          .filter((route) => {
            const response = (route.schema?.response ?? {}) as Record<string, unknown>;
            return !response['4xx'] || !response['5xx'];
          })
          .flatMap(routeNames),
      );
      expect(withoutErrorBody).toEqual([]);
    });

    it('leaves out a field the contract does not name', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/test/extra-field' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(customer);
      expect(response.body).not.toContain('passwordHash');
    });

    it('answers 500, not a broken body, when a handler drifts from its contract', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/test/drifted' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ message: 'Internal Server Error' });
    });
  },
  {
    register(app) {
      const answers = { schema: { response: { 200: customerSchema } } };
      // A row that carries more than the contract: the extra column must not leak.
      app.get('/api/test/extra-field', answers, async () =>
        Object.assign({ passwordHash: '$argon2id$secret' }, customer),
      );
      // A mapper that forgot to turn its Date into a string.
      app.get('/api/test/drifted', answers, async () =>
        JSON.parse(JSON.stringify({ ...customer, createdAt: 1_710_408_413_589 })),
      );
    },
  },
);
