/** The environment, parsed once. A wrong value stops start-up with one line that says which. */
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A duration in milliseconds; 0 turns that timeout off (as Node.js reads it). */
const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds (0 turns it off)' })
      .int({ error: 'must be a whole number of milliseconds (0 turns it off)' })
      .min(0, { error: 'must be a number of milliseconds (0 turns it off)' })
      .max(86_400_000, { error: 'must be at most 86400000 (a day)' })
      .default(fallback),
  );

/** One name of ALLOWED_HOSTS: a DNS name or IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST_NAME = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/;

/** The live stream's heartbeat (server/modules/live/routes.ts): a quieter socket is closed. */
const LIVE_HEARTBEAT_MS = 25_000;

/** The settings S3 storage needs, all together. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export const configSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('production'),
  ),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number between 0 and 65535' })
      .int({ error: 'must be a port number between 0 and 65535' })
      .min(0, { error: 'must be a port number between 0 and 65535' })
      .max(65535, { error: 'must be a port number between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  /**
   * Add the demo data (accounts with a published password) to an empty database. Unset: yes,
   * unless PUBLIC_URL is set, which means a real deployment (`npm install && npm start` on a
   * fresh machine still gets its demo shop; a public site never gets demo accounts by accident).
   */
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  /**
   * How many reverse proxies stand in front: their X-Forwarded-For entries are trusted, no more
   * (trusting every hop would let a client choose its own address). true means one.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .union(
        [booleanFlag.transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(10)],
        {
          error: 'must be true, false or a number of proxies (0-10)',
        },
      )
      .default(0),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://hanout.tn' })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * S3-compatible object storage for uploaded pictures (server/modules/media/storage.ts): used
   * when the four S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set (all
   * four or none); without them the pictures live in the database.
   */
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.example.com' })
      .optional(),
  ),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /**
   * Email (issue 15): smtp://user:pass@host:587 or smtps://…:465; without it, emails are written
   * to the log instead of being sent. MAIL_FROM is the sender they show.
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Hanout <no-reply@hanout.tn>')),
  /**
   * Redis for the request limits' counts (server/plugins/rate-limit-store-redis.ts), shared by
   * every instance: redis://[:password@]host:6379[/db] or rediss:// for TLS. Without it the counts
   * live in PostgreSQL when DATABASE_URL is set, else in the process's memory.
   */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /**
   * The host names (host or host:port, comma-separated; a name without a port matches every port)
   * this server answers for. Checked on every request when PUBLIC_URL is not set, since the links
   * of pages, previews, the sitemap and robots.txt are then made from the request's Host;
   * localhost, 127.0.0.1, [::1] and HOST (when it names one address) are always allowed. Set, it
   * is checked with PUBLIC_URL too (PUBLIC_URL's host is then allowed). Any other Host gets 421.
   */
  ALLOWED_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((names) => names.every((name) => HOST_NAME.test(name)), {
        error:
          'must be host names or host:port, separated by commas (e.g. hanout.tn,www.hanout.tn)',
      })
      .optional(),
  ),
  /**
   * Slow clients (server/plugins/http-timeouts.ts). The whole request, headers and body, must arrive
   * within REQUEST_TIMEOUT_MS (5 minutes: a 10 MB photo from a phone at about 300 kbit/s) and its
   * headers within HEADERS_TIMEOUT_MS, else 408 and the connection is closed. A connection with
   * no traffic either way for IDLE_TIMEOUT_MS is closed (the live stream's heartbeat every 25 s
   * keeps it open); between two requests, a kept-alive connection waits KEEP_ALIVE_TIMEOUT_MS
   * (longer than the 60 s idle timeout of most load balancers, so that they close it first).
   */
  REQUEST_TIMEOUT_MS: milliseconds(300_000),
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  IDLE_TIMEOUT_MS: milliseconds(60_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  /** Name the bucket in the path (endpoint/bucket/key), as MinIO and most S3-compatibles want. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
});

/** The settings, with the checks that span several of them. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  // Every link of an email (reset, tracking, unsubscribe) is made from PUBLIC_URL; without it they
  // would point at localhost. Outside production the mail worker only warns (tests, e2e).
  if (config.SMTP_URL && !config.PUBLIC_URL && config.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'must be set when SMTP_URL is: the links in emails are made from it',
    });
  }
  // Node.js refuses to start a server whose headers may take longer than the whole request.
  if (config.REQUEST_TIMEOUT_MS > 0 && config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    context.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: `must not exceed REQUEST_TIMEOUT_MS (${config.REQUEST_TIMEOUT_MS})`,
    });
  }
  if (config.IDLE_TIMEOUT_MS > 0 && config.IDLE_TIMEOUT_MS <= LIVE_HEARTBEAT_MS) {
    context.addIssue({
      code: 'custom',
      path: ['IDLE_TIMEOUT_MS'],
      message: `must be 0 (off) or more than ${LIVE_HEARTBEAT_MS}: the live stream is quiet for up to ${LIVE_HEARTBEAT_MS / 1000} s between heartbeats`,
    });
  }
  const given = S3_REQUIRED.filter((key) => config[key] !== undefined);
  if (given.length === 0 || given.length === S3_REQUIRED.length) return;
  for (const key of S3_REQUIRED.filter((k) => config[k] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [key],
      message: `must be set too: S3 storage needs ${S3_REQUIRED.join(', ')} (all four or none)`,
    });
  }
});

/** SEED_DEMO's default follows PUBLIC_URL (see its comment). */
function withDefaults<T extends { SEED_DEMO?: boolean; PUBLIC_URL?: string }>(
  config: T,
): T & { SEED_DEMO: boolean } {
  return { ...config, SEED_DEMO: config.SEED_DEMO ?? config.PUBLIC_URL === undefined };
}

export type Config = ReturnType<typeof withDefaults<z.infer<typeof configSchema>>>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedConfigSchema.safeParse(env);
  if (result.success) return withDefaults(result.data);
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? 'environment');
    const given = env[key];
    // Never echo a database or SMTP URL (they may hold a password) nor an S3 key.
    const secret = [
      'DATABASE_URL',
      'SMTP_URL',
      'REDIS_URL',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ].includes(key);
    const shown = secret || given === undefined ? '' : ` (got "${given}")`;
    return `${key} ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Settings for tests and tools: defaults, overridden by what is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return withDefaults({
    ...configSchema.parse({}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
