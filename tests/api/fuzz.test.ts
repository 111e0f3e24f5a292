/**
 * Malformed requests to every route that takes input, generated with fast-check: path ids in
 * every spelling Number() reads, query strings with arrays, huge values and broken escapes, JSON
 * bodies of the wrong shape (wrong types, nulls, arrays for objects, prototype-pollution keys,
 * 1e309 and -0, bidi controls, lone surrogates, missing and extra fields), sent as the kind of
 * user the route is for. Every answer must be a 4xx in the error body's shape (never a 5xx,
 * never a 2xx), and the database must be exactly as it was.
 *
 * The routes are the app's own, read with an onRoute hook as the app is built: a new route with
 * params, a query string or a body is fuzzed without touching this file. Each request carries at
 * least one part its route's schema refuses (checked against that very schema), so a 2xx is
 * always a bug. The seed is fixed for a reproducible run; FUZZ_SEED=<n> tries another.
 */
import { subscribe } from 'node:diagnostics_channel';
import { parse as parseQuery } from 'node:querystring';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { isMessageCode } from '../../common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { newAdmin } from './admin-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { signIn } from './session.ts';

/** At least this many requests per engine, spread evenly over the routes. */
const REQUESTS_MIN = 2000;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/** What the zod type provider leaves on a route: a schema we can ask about a value. */
interface Checkable {
  safeParse(value: unknown): { success: boolean };
  shape?: Record<string, unknown>;
}

interface FuzzRoute {
  method: string;
  url: string;
  params?: Checkable;
  querystring?: Checkable;
  body?: Checkable;
}

function checkable(schema: unknown): Checkable | undefined {
  return schema && typeof (schema as Checkable).safeParse === 'function'
    ? (schema as Checkable)
    : undefined;
}

/**
 * Every route of every app built in this file, by app: Fastify announces each new instance on
 * this channel before any plugin is registered, so the hook sees every route.
 */
const routesByApp = new WeakMap<object, FuzzRoute[]>();
function onFastifyInit(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  const routes: FuzzRoute[] = [];
  routesByApp.set(fastify, routes);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ?? {};
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        params: checkable(schema.params),
        querystring: checkable(schema.querystring),
        body: checkable(schema.body),
      });
    }
  });
}

subscribe('fastify.initialization', onFastifyInit);

/** Routes with input: a schema for any part, or a parameter in the path. */
function inputRoutes(routes: FuzzRoute[]): FuzzRoute[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !route.url.includes('*') &&
      (route.params || route.querystring || route.body || route.url.includes(':')),
  );
}

// ---- The generated values ----

/** Spellings of numbers that Number() or a lax parser reads, and edge values. */
const NUMBER_SPELLINGS = [
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '1.0',
  '-0',
  '-1',
  '0',
  '007',
  '1e309',
  'Infinity',
  'NaN',
  '٣',
  '１',
  '0b1',
  '0o7',
  '1_000',
  '9'.repeat(25),
  '2147483648',
  '1,5',
  '.5',
  '5.',
  '',
];
/** Text that has broken parsers, renderers or databases. */
const TRICKY_TEXT = [
  '\u202Egolhcab',
  '\u2066abc\u2069',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFFname',
  'e\u0301',
  '𝟙𝟚',
  'zero\u200Bwidth',
  'İstanbul',
  '🙂'.repeat(50),
  "'; drop table users; --",
  '%s%n',
  '{{constructor}}',
  '<script>',
  'x'.repeat(70_000),
];
/** Escapes put into URLs as they are: invalid UTF-8, a lone %, an encoded NUL or slash. */
const RAW_URL_TOKENS = ['%', '%zz', '%ED%A0%80', '%C0%AF', '%00', '%2F', '%FF', '..%2F..'];
/** JSON number tokens JSON.stringify cannot write: infinities once parsed, negative zero. */
const RAW_JSON_NUMBERS = ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890'];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON document as a tree, so it can hold what JSON.stringify would not write. */
type Junk =
  | null
  | boolean
  | number
  | string
  | { raw: string }
  | { list: Junk[] }
  | { entries: [string, Junk][] };

function serialize(junk: Junk): string {
  if (junk === null || typeof junk !== 'object') return JSON.stringify(junk) ?? 'null';
  if ('raw' in junk) return junk.raw;
  if ('list' in junk) return `[${junk.list.map(serialize).join(',')}]`;
  return `{${junk.entries.map(([key, value]) => `${JSON.stringify(key)}:${serialize(value)}`).join(',')}}`;
}

function junkArbitrary(keys: string[]): fc.Arbitrary<Junk> {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const scalar: fc.Arbitrary<Junk> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...NUMBER_SPELLINGS),
    fc.constantFrom(...TRICKY_TEXT),
    fc.string({ maxLength: 30, unit: 'binary' }),
    fc.constantFrom(...RAW_JSON_NUMBERS).map((raw) => ({ raw })),
  );
  const { value } = fc.letrec<{ value: Junk }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 5, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((list) => ({ list })) },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.tuple(key, tie('value')), { maxLength: 6 })
          .map((entries) => ({ entries })),
      },
    ),
  }));
  return value;
}

interface BodyPart {
  text: string;
  contentType: string | undefined;
}

/** A body its route's schema refuses, mostly JSON, sometimes not JSON at all. */
function badBody(route: FuzzRoute): fc.Arbitrary<BodyPart> {
  const keys = Object.keys(route.body?.shape ?? {});
  const json = junkArbitrary(keys)
    .map(serialize)
    .filter((text) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return true;
      }
      // An own __proto__ key is refused by Fastify's JSON parser whatever the schema says.
      if (text.includes('"__proto__"')) return true;
      return !route.body?.safeParse(value).success;
    })
    .map((text): BodyPart => ({ text, contentType: 'application/json' }));
  const notJson = fc.constantFrom<BodyPart>(
    { text: '{"name": "Nour",', contentType: 'application/json' },
    { text: '', contentType: 'application/json' },
    { text: 'name=Nour', contentType: 'application/x-www-form-urlencoded' },
    { text: '{"name":"Nour"}', contentType: 'text/plain' },
    { text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { text: '\uFEFF[]', contentType: 'application/json' },
    { text: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  );
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: notJson });
}

/** Any JSON body, for a route whose refusal comes from another part. */
function anyBody(route: FuzzRoute): fc.Arbitrary<BodyPart | undefined> {
  if (!route.body && route.method === 'GET') return fc.constant(undefined);
  const keys = Object.keys(route.body?.shape ?? {});
  return fc
    .option(
      junkArbitrary(keys).map((junk): BodyPart => ({
        text: serialize(junk),
        contentType: 'application/json',
      })),
    )
    .map((body) => body ?? undefined);
}

/** A path segment: a number spelling, tricky text or a raw escape, as it goes in the URL. */
const segment = fc.oneof(
  fc.constantFrom(...NUMBER_SPELLINGS.filter((value) => value !== '')).map(encodeURIComponent),
  fc.constantFrom('1', '2', '99999', 'abc').map(encodeURIComponent),
  fc.constantFrom(...TRICKY_TEXT.filter(isWellFormed)).map(encodeURIComponent),
  fc.constantFrom(...RAW_URL_TOKENS),
  fc.string({ minLength: 1, maxLength: 12 }).filter(isWellFormed).map(encodeURIComponent),
);

/** A query value as it goes in the URL. */
const queryValue = fc.oneof(
  fc.constantFrom(...NUMBER_SPELLINGS).map(encodeURIComponent),
  fc.constantFrom(...TRICKY_TEXT.filter(isWellFormed)).map(encodeURIComponent),
  fc.constantFrom(...RAW_URL_TOKENS),
  fc.string({ maxLength: 12 }).filter(isWellFormed).map(encodeURIComponent),
);

function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const parameterNames = (url: string) =>
  [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

function pathOf(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

/** Whether the route's params schema refuses these (decoded) segments. */
function paramsRefused(route: FuzzRoute, values: Record<string, string>): boolean {
  if (!route.params) return false;
  const plain = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, decoded(v)]));
  return !route.params.safeParse(plain).success;
}

function queryRefused(route: FuzzRoute, query: string): boolean {
  if (!route.querystring) return false;
  return !route.querystring.safeParse({ ...parseQuery(query) }).success;
}

type Part = 'params' | 'query' | 'body';

/**
 * The parts of a request the route's schemas can refuse: a plain z.string() param refuses
 * nothing, an id param refuses `0x10`, any query schema of ours an array, a body schema null.
 */
function refusableParts(route: FuzzRoute): Part[] {
  const parts: Part[] = [];
  const names = parameterNames(route.url);
  const everyName = Object.fromEntries(names.map((name) => [name, '0x10']));
  if (route.params && !route.params.safeParse(everyName).success) parts.push('params');
  const firstKey = Object.keys(route.querystring?.shape ?? {})[0];
  if (firstKey && !route.querystring?.safeParse({ [firstKey]: ['1', '2'] }).success) {
    parts.push('query');
  }
  if (route.body && !route.body.safeParse(null).success) parts.push('body');
  return parts;
}

interface FuzzRequest {
  path: string;
  query: string;
  body: BodyPart | undefined;
  /** Which part the route's schema is sure to refuse; "none" when no schema can refuse one. */
  refused: Part | 'none';
}

function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const names = parameterNames(route.url);
  const queryKeys = Object.keys(route.querystring?.shape ?? {});
  const params = fc.record(Object.fromEntries(names.map((name) => [name, segment])));
  const entry = fc.tuple(
    fc.oneof(
      {
        weight: 4,
        arbitrary: queryKeys.length ? fc.constantFrom(...queryKeys) : fc.constant('page'),
      },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[]') },
    ),
    queryValue,
  );
  const query = fc
    .array(entry, { maxLength: 5 })
    .map((entries) =>
      entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&'),
    );
  const refusable = refusableParts(route);
  const modes: FuzzRequest['refused'][] = refusable.length ? refusable : ['none'];

  return fc.constantFrom(...modes).chain((mode) => {
    const paramsPart =
      mode === 'params' ? params.filter((values) => paramsRefused(route, values)) : params;
    const queryPart = mode === 'query' ? query.filter((text) => queryRefused(route, text)) : query;
    const bodyPart = mode === 'body' ? badBody(route) : anyBody(route);
    return fc.record({
      path: paramsPart.map((values) => pathOf(route.url, values)),
      query: queryPart,
      body: bodyPart,
      refused: fc.constant(mode),
    });
  });
}

// ---- The database, before and after ----

/**
 * Row count and a hash of the rows of every table. Left out: a session's last-seen and expiry
 * times (a signed-in request may slide them, by design) and the rate limiters' counters, whose
 * very purpose is to count requests, malformed ones included.
 */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (name.startsWith('rate_limit')) continue;
    const row =
      name === 'sessions'
        ? sql`row(t.token_hash, t.user_id, t.created_at, t.user_agent)::text`
        : sql`t::text`;
    const answer = (await database.db.execute(
      sql`select count(*)::int as count,
                 coalesce(md5(string_agg(md5(${row}), ',' order by md5(${row}))), '') as hash
          from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { count: number; hash: string }[] };
    const first = answer.rows[0];
    result[name] = `${first?.count ?? 0} ${first?.hash ?? ''}`;
  }
  return result;
}

// ---- The run ----

type Role = 'seller' | 'buyer' | 'transporter' | 'admin' | 'visitor';
const ROLES: Role[] = ['seller', 'buyer', 'transporter', 'admin', 'visitor'];

interface Failure {
  route: string;
  role: Role;
  url: string;
  body: string | undefined;
  status: number;
  answer: string;
}

describeEachEngine(
  'fuzzing every route with malformed input',
  (env) => {
    const cookies: Record<Role, string | undefined> = {
      seller: undefined,
      buyer: undefined,
      transporter: undefined,
      admin: undefined,
      visitor: undefined,
    };

    beforeAll(async () => {
      const app = env().app;
      cookies.seller = await signIn(app, 'demo_seller');
      cookies.buyer = await signIn(app, 'demo_buyer');
      cookies.transporter = await signIn(app, 'demo_transporter');
      cookies.admin = (await newAdmin(app)).cookie;
    });

    it('answers every malformed request with a 4xx error body and changes nothing', async () => {
      const { app, database } = env();
      const routes = inputRoutes(routesByApp.get(app) ?? []);
      // The hook must have seen the app's routes: a silent empty list would pass everything.
      const names = routes.map((route) => `${route.method} ${route.url}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /api/customers',
          'PATCH /api/users/:id',
          'GET /api/marketplace/products',
          'POST /api/checkout',
        ]),
      );
      expect(routes.length).toBeGreaterThan(60);

      const before = await snapshot(database);
      const failures: Failure[] = [];
      let sent = 0;

      /**
       * Who a route is for: the first kind of user (a visitor last) not told 401 or 403. The
       * probe carries every part the route's schemas refuse (a `0x10` id, a repeated query key,
       * a null body), so no handler runs: a kind of user let in gets a 400. A route without such
       * a part gets ids and tokens that match no row. The probes are checked like the rest.
       */
      async function roleFor(route: FuzzRoute): Promise<Role> {
        const refusable = refusableParts(route);
        const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
          refusable.includes('params') ? '0x10' : name === 'id' ? '2147483647' : 'no-such-value',
        );
        const firstKey = Object.keys(route.querystring?.shape ?? {})[0];
        const url =
          refusable.includes('query') && firstKey ? `${path}?${firstKey}=1&${firstKey}=2` : path;
        const withBody = refusable.includes('body');
        for (const role of ROLES) {
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...(cookies[role] ? { cookie: cookies[role] } : {}),
              ...(withBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(withBody ? { payload: 'null' } : {}),
          });
          sent += 1;
          const problem = problemWith(response.statusCode, response.headers, response.body);
          if (problem) {
            failures.push({
              route: `${route.method} ${route.url}`,
              role,
              url,
              body: withBody ? 'null' : undefined,
              status: response.statusCode,
              answer: `${problem}: ${response.body.slice(0, 300)}`,
            });
          }
          if (response.statusCode !== 401 && response.statusCode !== 403) return role;
        }
        return 'visitor';
      }

      const perRoute = Math.ceil(REQUESTS_MIN / routes.length);

      for (const [index, route] of routes.entries()) {
        const requests = fc.sample(requestArbitrary(route), {
          numRuns: perRoute,
          seed: SEED + index,
        });
        const role = await roleFor(route);
        for (const request of requests) {
          const url = request.query ? `${request.path}?${request.query}` : request.path;
          const send = (as: Role) =>
            app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(cookies[as] ? { cookie: cookies[as] } : {}),
                ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
              },
              ...(request.body ? { payload: request.body.text } : {}),
            });
          const response = await send(role);
          sent += 1;
          const problem = problemWith(response.statusCode, response.headers, response.body);
          if (problem) {
            failures.push({
              route: `${route.method} ${route.url}`,
              role,
              url: url.slice(0, 300),
              body: request.body?.text.slice(0, 300),
              status: response.statusCode,
              answer: `${problem}: ${response.body.slice(0, 300)}`,
            });
          }
        }
      }

      expect(failures.slice(0, 20)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(REQUESTS_MIN);
      expect(await snapshot(database)).toEqual(before);
    }, 240_000);
  },
  { seed: true },
);

/** What is wrong with an answer to a malformed request, or undefined. */
function problemWith(
  status: number,
  headers: Record<string, unknown>,
  body: string,
): string | undefined {
  if (status < 400 || status >= 500) return `status ${status}`;
  if (!String(headers['content-type'] ?? '').startsWith('application/json')) {
    return 'not JSON';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'unreadable JSON';
  }
  const answer = parsed as { message?: unknown; code?: unknown; errors?: unknown; codes?: unknown };
  if (typeof answer.message !== 'string' || !isMessageCode(answer.code)) {
    return 'not the error body';
  }
  if (answer.errors !== undefined) {
    const fields = Object.values(answer.errors as object);
    if (!fields.every((text) => typeof text === 'string')) return 'errors not texts';
  }
  if (answer.codes !== undefined) {
    const fields = Object.values(answer.codes as object);
    if (!fields.every(isMessageCode)) return 'codes not message codes';
  }
  return undefined;
}
