/**
 * Every request limit of the API, in one table, counted by @fastify/rate-limit. A route names the
 * limit it is under (`preValidation: app.limits.enforce('checkout')`); past the limit the request
 * is refused with 429, our usual error body and a Retry-After header (every 429 of the app has
 * one: an onSend hook adds it to any that lacks it). Sign-in counts only failures, through
 * `app.limits.take` and `release` (server/modules/auth/sign-in-guard.ts).
 *
 * The counts live in one LimitStore for every limit (rate-limit-store.ts): Redis when REDIS_URL
 * is set, else PostgreSQL when DATABASE_URL is, so that all instances share them and a restart
 * forgets none; this process's memory on PGlite. Tests loosen limits through buildApp's
 * `rateLimits` option and may give their own store (`limitStore`).
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '../../common/messages.ts';
import { AppError } from '../errors.ts';
import { addressKey } from './client-address.ts';
import {
  MemoryLimitStore,
  pluginStoreOf,
  type LimitStore,
  type Taken,
  type Ticket,
} from './rate-limit-store.ts';
import { PostgresLimitStore } from './rate-limit-store-postgres.ts';
import { RedisLimitStore } from './rate-limit-store-redis.ts';

/** Sign-in failures past `after` in the window are answered after a growing wait. */
export interface Delay {
  /** Failures that are answered at once. */
  after: number;
  /** The wait of the first failure past `after`; it doubles with each one after. */
  baseMs: number;
  maxMs: number;
}

/** At most `max` requests (or failures, for sign-in) per key within any `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
  delay?: Delay;
}

/**
 * Who a limit counts: the client's address or the signed-in account, at every request; or
 * `signIn`: sign-in failures, counted by server/modules/auth/sign-in-guard.ts on its own keys
 * (the address, the pair of account name and address, the account name).
 */
type LimitKey = 'address' | 'account' | 'signIn';

interface LimitRule extends Limit {
  key: LimitKey;
  /** The 429's message code. */
  code: MessageCode;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The limits, and why each number. A family or an office ordering together behind one address
 * stays well inside the public ones; a person who mistypes a password is free again once the
 * window has passed; a script is slowed to a pace where guessing or flooding is pointless.
 *
 * Sign-in (issue 17) counts failures only, so that a successful sign-in never uses up anybody's
 * allowance (forty people of one school or carrier-grade NAT signing in from one address), and
 * nobody can lock an owner out by failing on purpose: the tight limit is per pair of account and
 * address, the account-wide one is ten times higher and slows failures down instead of stopping
 * them early, and a browser the owner signed in with before is let in even past it. A failure's
 * place is taken before the password check and given back on success, so parallel guesses cannot
 * slip past a limit while their checks run.
 */
export const RATE_LIMITS = {
  /**
   * Every sign-in from one address, right or wrong: far above what a school or a carrier's shared
   * address sends, it only stops a script looping on an account it owns (each success writes a
   * session and a known device).
   */
  signInAttempts: {
    max: 300,
    windowMs: 5 * MINUTE,
    key: 'address',
    code: 'limit.tooManyAttempts',
  },
  /**
   * Sign-in failures from one address, whatever the account: one password tried on many accounts
   * (credential stuffing) stops here, while a whole office mistyping stays far below.
   */
  signInPerAddress: {
    max: 30,
    windowMs: 5 * MINUTE,
    key: 'signIn',
    code: 'limit.tooManyAttempts',
  },
  /**
   * Failures on one account from one address: ten guesses a quarter of an hour, as before, but
   * only for that address, so guesses from elsewhere do not lock the owner out. Cleared by a
   * successful sign-in from that address.
   */
  signInPerPair: {
    max: 10,
    windowMs: 15 * MINUTE,
    key: 'signIn',
    code: 'limit.tooManyAttempts',
  },
  /**
   * Failures on one account (by its id, whichever of its username or email is typed) from
   * everywhere: a botnet changing address at every guess gets a hundred guesses an hour at most,
   * each attempt past the fifth failure answered after a growing wait (one second, doubling to
   * ten), right or wrong, so the wait says nothing. Never cleared by the owner's success (that
   * would hand the guesser a fresh allowance), only by a completed password reset; a known device
   * (the `hanout_device` cookie of an earlier sign-in or reset) is let in past it and not slowed.
   */
  signInPerAccount: {
    max: 100,
    windowMs: HOUR,
    key: 'signIn',
    code: 'limit.tooManyAttempts',
    delay: { after: 5, baseMs: 1000, maxMs: 10_000 },
  },
  /**
   * Registrations from one address, successful or not: a household opens a few accounts; more is
   * a script. Registration answers whether a username or email is taken (on purpose: the form
   * must say why it cannot be used), so this tight limit is what keeps that from being a way to
   * list the accounts (docs/security.md).
   */
  registration: { max: 10, windowMs: HOUR, key: 'address', code: 'limit.tooManyAttempts' },
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

/**
 * Other counts and windows for some limits (tests that sign in or order many times). An override
 * replaces the whole rule's numbers: one without `delay` has no delays.
 */
export type RateLimitOverrides = Partial<Record<LimitName, Limit>>;

export interface RateLimitsOptions {
  overrides?: RateLimitOverrides;
  /**
   * Where counts are kept. Unless given: Redis when REDIS_URL is set, PostgreSQL when the app's
   * database is PostgreSQL, else this process's memory (PGlite serves one process).
   */
  store?: LimitStore;
}

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A count to take under a limit, on a key its caller chose (sign-in's keys). */
export interface LimitCount {
  name: LimitName;
  key: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** A route hook that counts the request against the named limit; 429 past it. */
      enforce(name: LimitName): LimitHook;
      /** Forgets what the named limit counted for this request's key. */
      reset(name: LimitName, request: FastifyRequest): Promise<void>;
      /** The limit's numbers as this app applies them (tests' overrides included). */
      rule(name: LimitName): Limit;
      /** Takes a place under each named limit on its key: all or none (LimitStore.take). */
      take(counts: readonly LimitCount[]): Promise<Taken>;
      /** Gives places back, and forgets some limits' keys, in one step. */
      release(what: { tickets?: readonly Ticket[]; keys?: readonly LimitCount[] }): Promise<void>;
      /** Answers 429 with the limit's message and Retry-After. */
      refuse(reply: FastifyReply, name: LimitName, retryAfterMs: number): never;
    };
  }
}

function keyOf(key: LimitKey, request: FastifyRequest): string {
  switch (key) {
    case 'address':
      return addressKey(request.ip);
    case 'account':
      return String(request.user?.id ?? '');
    case 'signIn':
      throw new Error('sign-in limits count failures: see modules/auth/sign-in-guard.ts');
  }
}

/** Whole seconds, at least one: "Retry-After: 0" would invite an immediate retry. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Every 429 says when to come back; this one when its sender did not know. */
const FALLBACK_RETRY_AFTER_SECONDS = 60;

/** The store the configuration asks for (see RateLimitsOptions.store). */
export async function configuredLimitStore(app: FastifyInstance): Promise<LimitStore> {
  if (app.config.REDIS_URL) {
    const store = new RedisLimitStore(app.config.REDIS_URL);
    await store.ready(app.config.REDIS_URL);
    return store;
  }
  if (app.database.engine === 'postgres') {
    return new PostgresLimitStore(app.database.db, (err) =>
      app.log.warn({ err }, 'pruning the request limits failed'),
    );
  }
  return new MemoryLimitStore();
}

export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  const store = options.store ?? (await configuredLimitStore(app));
  // A store we opened is ours to close; one given is its giver's.
  if (!options.store) app.addHook('onClose', () => store.close());
  // No limit applies unless a route asks for one; we send Retry-After ourselves on a 429 and
  // none of the plugin's x-ratelimit-* headers (see docs/decisions/011).
  await app.register(rateLimit, { global: false, store: pluginStoreOf(store) });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header('Retry-After', String(FALLBACK_RETRY_AFTER_SECONDS));
    }
    return payload;
  });

  const rules = new Map<LimitName, Limit>(
    LIMIT_NAMES.map((name) => [name, options.overrides?.[name] ?? RATE_LIMITS[name]]),
  );
  const ruleOf = (name: LimitName): Limit => rules.get(name) ?? RATE_LIMITS[name];
  // Hashed: a key holds what people typed (an account name, sometimes a password typed in the
  // wrong field) and their address, and the shared stores keep it for up to an hour.
  const storeKey = (name: LimitName, key: string) =>
    `${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
  const refuse = (reply: FastifyReply, name: LimitName, retryAfterMs: number): never => {
    reply.header('Retry-After', String(retryAfterSeconds(retryAfterMs)));
    throw new AppError('RATE_LIMITED', RATE_LIMITS[name].code);
  };

  const hooks = new Map<LimitName, LimitHook>();
  for (const name of LIMIT_NAMES) {
    const rule: LimitRule = RATE_LIMITS[name];
    if (rule.key === 'signIn') continue;
    const { max, windowMs } = ruleOf(name);
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => storeKey(name, keyOf(rule.key, request)),
    });
    hooks.set(name, async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      refuse(reply, name, result.ttl);
    });
  }

  app.decorate('limits', {
    enforce(name: LimitName): LimitHook {
      const hook = hooks.get(name);
      if (!hook) throw new Error(`No rate limit named ${name} to enforce on a route`);
      return hook;
    },
    reset: (name: LimitName, request: FastifyRequest) =>
      store.release({ keys: [storeKey(name, keyOf(RATE_LIMITS[name].key, request))] }),
    rule: ruleOf,
    take: (counts: readonly LimitCount[]) =>
      store.take(
        counts.map(({ name, key }) => {
          const { max, windowMs } = ruleOf(name);
          return { key: storeKey(name, key), max, windowMs };
        }),
      ),
    release: ({
      tickets,
      keys = [],
    }: {
      tickets?: readonly Ticket[];
      keys?: readonly LimitCount[];
    }) => store.release({ tickets, keys: keys.map(({ name, key }) => storeKey(name, key)) }),
    refuse,
  });
});
