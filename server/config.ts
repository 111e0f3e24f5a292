/** The environment, parsed once. A wrong value stops start-up with one line that says which. */
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

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
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? 'environment');
    const given = env[key];
    // Never echo a database URL: it may hold a password.
    const shown = key === 'DATABASE_URL' || given === undefined ? '' : ` (got "${given}")`;
    return `${key} ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Settings for tests and tools: defaults, overridden by what is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...configSchema.parse({}), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides };
}
