/** The environment, parsed once. A wrong value stops start-up with one line that says which. */
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

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
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
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

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? 'environment');
    const given = env[key];
    // Never echo a database or SMTP URL (they may hold a password) nor an S3 key.
    const secret = [
      'DATABASE_URL',
      'SMTP_URL',
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
  return { ...configSchema.parse({}), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides };
}
