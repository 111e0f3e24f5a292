import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      TRUST_PROXY: 0,
      NODE_ENV: 'production',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('adds the demo data by default, but not to a public deployment unless asked', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://hanout.tn' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://hanout.tn', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('reads each variable', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://localhost/hanout',
      PUBLIC_URL: 'https://hanout.tn/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      TRUST_PROXY: 1,
      DATABASE_URL: 'postgres://localhost/hanout',
      PUBLIC_URL: 'https://hanout.tn',
      LOG_LEVEL: 'warn',
    });
  });

  it('refuses a bad value with one line naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a port number between 0 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be true or false/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('never echoes a database URL, which may hold a password', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/hanout' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('DATABASE_URL must start with postgres://');
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('reads REDIS_URL, and never echoes it, which may hold a password', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:s3cret@cache:6380/2' }).REDIS_URL).toBe(
      'rediss://:s3cret@cache:6380/2',
    );
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    try {
      loadConfig({ REDIS_URL: 'http://:hunter2@cache:6379' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
