/**
 * The request limits' counts in Redis (REDIS_URL), shared by every instance and kept across
 * restarts: a sorted set per key, one member per place taken, scored by when. One Lua script
 * drops the places older than the window, counts, and adds a member to every key when all have
 * room; Redis runs a script alone, so two instances cannot both take the last place. The clock is
 * Redis's own (TIME), the same for every instance. Each key expires with its window, so Redis
 * holds only recent traffic.
 *
 * Every key begins with a prefix ("hanout:limit:" unless told), so that several apps or test
 * runs can share one Redis.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  newTicketId,
  refusal,
  type LimitStore,
  type Take,
  type Taken,
  type Ticket,
} from './rate-limit-store.ts';

/**
 * KEYS: the keys. ARGV: per key its window (ms) and max, then per key the member to add.
 * Answers { allowed (0/1), retry ms, counts, refused (0/1 per key) }.
 */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local n = #KEYS
local counts, refused = {}, {}
local allowed, retry = 1, 0
for i = 1, n do
  local window = tonumber(ARGV[2 * i - 1])
  local max = tonumber(ARGV[2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local held = redis.call('ZCARD', KEYS[i])
  counts[i] = held
  refused[i] = 0
  if held >= max then
    allowed = 0
    refused[i] = 1
    local wait = window
    local oldest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
    if oldest[2] then wait = tonumber(oldest[2]) + window - now end
    if wait > retry then retry = wait end
  end
end
if allowed == 1 then
  for i = 1, n do
    redis.call('ZADD', KEYS[i], now, ARGV[2 * n + i])
    redis.call('PEXPIRE', KEYS[i], ARGV[2 * i - 1])
    counts[i] = counts[i] + 1
  end
end
return { allowed, retry, counts, refused }
`;
const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

export const DEFAULT_REDIS_PREFIX = 'hanout:limit:';

export class RedisUnavailableError extends Error {}

/** REDIS_URL without its password, for messages. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export interface RedisLimitStoreOptions {
  /** Put before every key; "hanout:limit:" unless given. */
  prefix?: string;
}

export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, options: RedisLimitStoreOptions = {}) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
    this.redis = new Redis(url, {
      // A Redis that does not answer fails the request after one retry instead of holding it:
      // the limits fail closed (an error answer), never open.
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
    });
    // Errors reach the caller of each command; an idle connection's own error must not crash
    // the process (ioredis reconnects by itself).
    this.redis.on('error', () => {});
  }

  /**
   * Resolves once Redis answers, so that a wrong REDIS_URL stops the start-up with one line
   * (without the URL's password) instead of failing every limited request later.
   */
  async ready(url: string): Promise<void> {
    try {
      await this.redis.ping();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.close();
      throw new RedisUnavailableError(
        `Cannot connect to Redis at ${withoutPassword(url)}: ${reason}`,
      );
    }
  }

  async take(takes: readonly Take[]): Promise<Taken> {
    const keys = takes.map((take) => this.prefix + take.key);
    const members = takes.map(() => newTicketId());
    const args = [
      ...takes.flatMap((take) => [String(Math.round(take.windowMs)), String(take.max)]),
      ...members,
    ];
    const [allowed, retry, counts, refused] = (await this.run(keys, args)) as [
      number,
      number,
      number[],
      number[],
    ];
    const refusedFlags = refused.map((flag) => flag === 1);
    if (allowed !== 1) return refusal(counts, refusedFlags, [retry]);
    return {
      allowed: true,
      counts,
      refused: refusedFlags,
      retryAfterMs: 0,
      tickets: takes.map((take, i) => ({ key: take.key, id: members[i] ?? '' })),
    };
  }

  async release({
    tickets = [],
    keys = [],
  }: {
    tickets?: readonly Ticket[];
    keys?: readonly string[];
  }) {
    if (!tickets.length && !keys.length) return;
    const batch = this.redis.multi();
    for (const ticket of tickets) batch.zrem(this.prefix + ticket.key, ticket.id);
    if (keys.length) batch.del(...keys.map((key) => this.prefix + key));
    await batch.exec();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** The script by its SHA-1 (sent once per Redis, not with every request). */
  private async run(keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.redis.evalsha(TAKE_SHA, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return this.redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args);
    }
  }
}
