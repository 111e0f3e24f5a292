/**
 * Every request limit of the API, in one table, counted by @fastify/rate-limit. A route names the
 * limit it is under (`preValidation: app.limits.enforce('checkout')`); past the limit the request
 * is refused with 429, our usual error body and a Retry-After header. Tests loosen limits through
 * buildApp's `rateLimits` option; the counts live in a LimitStore (this process's memory unless
 * another store is given, see rate-limit-store.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '../../common/messages.ts';
import { AppError } from '../errors.ts';
import { MemoryLimitStore, pluginStoreOf, type LimitStore } from './rate-limit-store.ts';

/** At most `max` requests per key within any `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Who a limit counts: the client's address, the username being signed in to, or the account. */
type LimitKey = 'address' | 'username' | 'account';

interface LimitRule extends Limit {
  key: LimitKey;
  /** The 429's message code. */
  code: MessageCode;
}

const MINUTE = 60 * 1000;

/**
 * The limits. A family ordering together behind one address stays well inside the public ones; a
 * person who mistypes a password is free again once the window has passed.
 */
export const RATE_LIMITS = {
  /** Sign-in and registration attempts from one address (the four paths share one count). */
  signInPerAddress: {
    max: 30,
    windowMs: 5 * MINUTE,
    key: 'address',
    code: 'limit.tooManyAttempts',
  },
  /**
   * Sign-ins to one username, whatever its case; counted before the (slow) password check so
   * parallel guesses cannot slip past, and cleared by a successful sign-in.
   */
  signInPerUsername: {
    max: 10,
    windowMs: 15 * MINUTE,
    key: 'username',
    code: 'limit.tooManyAttempts',
  },
  /** Guessing the current password from a stolen session is as slow as at sign-in. */
  passwordChange: {
    max: 10,
    windowMs: 15 * MINUTE,
    key: 'account',
    code: 'limit.tooManyAttempts',
  },
  checkout: { max: 20, windowMs: 10 * MINUTE, key: 'address', code: 'limit.tooManyOrders' },
  contactSeller: {
    max: 20,
    windowMs: 10 * MINUTE,
    key: 'address',
    code: 'limit.tooManyMessages',
  },
  /** Order references must not be guessable by trying them all. */
  orderTracking: {
    max: 30,
    windowMs: 10 * MINUTE,
    key: 'address',
    code: 'limit.tooManyAttempts',
  },
  /** The /contact page's form: a person writes to the operator once or twice; more is a script. */
  contactForm: { max: 5, windowMs: 10 * MINUTE, key: 'address', code: 'limit.tooManyMessages' },
  /** Photo uploads of one account: a seller adding a catalogue's photos stays well inside it. */
  mediaUpload: { max: 60, windowMs: 10 * MINUTE, key: 'account', code: 'limit.tooManyUploads' },
  /**
   * "Forgot password?" from one address (issue 15). Each account also gets at most a few reset
   * emails an hour, counted silently (server/modules/auth): a 429 there would tell that the
   * address has an account.
   */
  passwordReset: { max: 5, windowMs: 15 * MINUTE, key: 'address', code: 'limit.tooManyAttempts' },
  /** Reports on products and stores (guests too): a few a visit; a flood is a script. */
  report: { max: 5, windowMs: 60 * MINUTE, key: 'address', code: 'limit.tooManyReports' },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMITS;
export const LIMIT_NAMES = Object.keys(RATE_LIMITS) as LimitName[];

/** Other counts and windows for some limits (tests that sign in or order many times). */
export type RateLimitOverrides = Partial<Record<LimitName, Limit>>;

export interface RateLimitsOptions {
  overrides?: RateLimitOverrides;
  /** Where counts are kept; a fresh MemoryLimitStore by default. */
  store?: LimitStore;
}

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** A route hook that counts the request against the named limit; 429 past it. */
      enforce(name: LimitName): LimitHook;
      /** Forgets what the named limit counted for this request's key. */
      reset(name: LimitName, request: FastifyRequest): Promise<void>;
    };
  }
}

function keyOf(key: LimitKey, request: FastifyRequest): string {
  switch (key) {
    case 'address':
      return request.ip;
    case 'username': {
      const username = (request.body as { username?: unknown } | undefined)?.username;
      return typeof username === 'string' ? username.toLowerCase() : '';
    }
    case 'account':
      return String(request.user?.id ?? '');
  }
}

export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  const store = options.store ?? new MemoryLimitStore();
  // No limit applies unless a route asks for one; we send Retry-After ourselves on a 429 and
  // none of the plugin's x-ratelimit-* headers (see docs/decisions/011).
  await app.register(rateLimit, { global: false, store: pluginStoreOf(store) });

  const storeKey = (name: LimitName, request: FastifyRequest) =>
    `${name}:${keyOf(RATE_LIMITS[name].key, request)}`;

  const hooks = new Map<LimitName, LimitHook>();
  for (const name of LIMIT_NAMES) {
    const rule = RATE_LIMITS[name];
    const { max, windowMs } = options.overrides?.[name] ?? rule;
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => storeKey(name, request),
    });
    hooks.set(name, async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED', rule.code);
    });
  }

  app.decorate('limits', {
    enforce(name: LimitName): LimitHook {
      const hook = hooks.get(name);
      if (!hook) throw new Error(`No rate limit named ${name}`);
      return hook;
    },
    reset: (name: LimitName, request: FastifyRequest) => store.reset(storeKey(name, request)),
  });
});
