/**
 * The request limits' stores keep one contract (rate-limit-store.ts): a sliding window per key,
 * all-or-none takes over several keys, places given back, keys forgotten. The memory store runs
 * on a fake clock; the Redis store against the real Redis of this machine and CI (REDIS_URL, or
 * 127.0.0.1:6379), each run under its own key prefix, with real waits of a few hundred ms. The
 * PostgreSQL store runs the same checks in tests/api/rate-limit-stores.test.ts, on both engines.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisAvailable } from '../../tests/redis-available.ts';
import { MemoryLimitStore, type LimitStore } from './rate-limit-store.ts';
import { RedisLimitStore, RedisUnavailableError } from './rate-limit-store-redis.ts';

const redisUp = await redisAvailable();

function memoryAt(start = 1_000_000) {
  let now = start;
  const store = new MemoryLimitStore(() => now);
  return {
    store,
    advance: async (ms: number) => {
      now += ms;
    },
  };
}

/** Whether one more request for key is allowed now. */
const allowed = async (store: LimitStore, key: string, windowMs: number, max: number) =>
  (await store.take([{ key, windowMs, max }])).allowed;

describe('MemoryLimitStore', () => {
  it('allows max requests per key, then refuses with the time until the oldest leaves', async () => {
    const { store, advance } = memoryAt();
    const take = () => store.take([{ key: 'a', windowMs: 60_000, max: 2 }]);
    expect(await take()).toMatchObject({ allowed: true, counts: [1] });
    await advance(10_000);
    expect(await take()).toMatchObject({ allowed: true, counts: [2] });
    await advance(5_000);
    expect(await take()).toMatchObject({ allowed: false, counts: [2], retryAfterMs: 45_000 });
    expect(await store.take([{ key: 'b', windowMs: 60_000, max: 2 }])).toMatchObject({
      allowed: true,
      counts: [1],
    });
  });

  it('slides: each request frees its place exactly one window after it was made', async () => {
    const { store, advance } = memoryAt();
    expect(await allowed(store, 'a', 60_000, 2)).toBe(true);
    await advance(30_000);
    expect(await allowed(store, 'a', 60_000, 2)).toBe(true);
    await advance(29_999);
    expect(await allowed(store, 'a', 60_000, 2)).toBe(false);
    await advance(1);
    expect(await allowed(store, 'a', 60_000, 2)).toBe(true);
    expect(await allowed(store, 'a', 60_000, 2)).toBe(false);
  });

  it('does not count refused requests, so waiting out the window is enough', async () => {
    const { store, advance } = memoryAt();
    expect(await allowed(store, 'a', 60_000, 1)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await advance(10_000);
      expect(await allowed(store, 'a', 60_000, 1)).toBe(false);
    }
    await advance(10_000);
    expect(await allowed(store, 'a', 60_000, 1)).toBe(true);
  });

  it('keeps each key to its own window when pruning many keys', async () => {
    const { store, advance } = memoryAt();
    expect(await allowed(store, 'long', 15 * 60_000, 1)).toBe(true);
    await advance(2 * 60_000);
    // Enough short-window keys to make the store prune: the long window must survive it.
    for (let i = 0; i <= 50_000; i++) await allowed(store, `short-${i}`, 60_000, 5);
    expect(await allowed(store, 'long', 15 * 60_000, 1)).toBe(false);
  });
});

/** The contract every store keeps, with real time for the shared ones. */
function contract(
  title: string,
  open: () => { store: LimitStore; prefix: string },
  enabled = true,
) {
  describe.runIf(enabled)(title, () => {
    // Opened when the suite runs: a skipped one (no Redis) opens no connection.
    let store: LimitStore;
    let prefix = '';
    beforeAll(() => {
      ({ store, prefix } = open());
    });
    afterAll(() => store?.close());
    const key = (name: string) => `${prefix}${name}`;

    it('takes a place in every key, or in none when one is full', async () => {
      const takes = [
        { key: key('all-a'), windowMs: 60_000, max: 3 },
        { key: key('all-b'), windowMs: 60_000, max: 1 },
      ];
      expect(await store.take(takes)).toMatchObject({
        allowed: true,
        counts: [1, 1],
        refused: [false, false],
      });
      const refused = await store.take(takes);
      expect(refused).toMatchObject({ allowed: false, counts: [1, 1], refused: [false, true] });
      expect(refused.tickets).toEqual([]);
      expect(refused.retryAfterMs).toBeGreaterThan(58_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      // The refusal took nothing from the key that had room.
      expect((await store.take(takes.slice(0, 1))).counts).toEqual([2]);
    });

    it('gives back a place, and forgets a key', async () => {
      const first = await store.take([{ key: key('back'), windowMs: 60_000, max: 1 }]);
      expect(await allowed(store, key('back'), 60_000, 1)).toBe(false);
      await store.release({ tickets: first.tickets });
      expect(await allowed(store, key('back'), 60_000, 1)).toBe(true);
      await allowed(store, key('other'), 60_000, 1);
      await store.release({ keys: [key('back')] });
      expect(await allowed(store, key('back'), 60_000, 1)).toBe(true);
      expect(await allowed(store, key('other'), 60_000, 1)).toBe(false);
    });

    it('refuses max 0 at once, for the whole window', async () => {
      const refused = await store.take([{ key: key('none'), windowMs: 30_000, max: 0 }]);
      expect(refused).toMatchObject({ allowed: false, retryAfterMs: 30_000 });
    });

    it('frees a place once its window has passed', async () => {
      expect(await allowed(store, key('slide'), 300, 1)).toBe(true);
      expect(await allowed(store, key('slide'), 300, 1)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await allowed(store, key('slide'), 300, 1)).toBe(true);
    });

    it('lets exactly max of 30 parallel requests through', async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          store.take([
            { key: key('race-address'), windowMs: 60_000, max: 10 },
            { key: key('race-account'), windowMs: 60_000, max: 1000 },
          ]),
        ),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
      const counts = results.filter((r) => r.allowed).map((r) => r.counts[0]);
      expect(counts.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // All or none: the other key counted only the ten allowed.
      expect(
        (await store.take([{ key: key('race-account'), windowMs: 60_000, max: 1000 }])).counts,
      ).toEqual([11]);
    });
  });
}

contract('MemoryLimitStore, the contract', () => ({ store: new MemoryLimitStore(), prefix: '' }));

contract(
  'RedisLimitStore against a real Redis',
  () => {
    const prefix = `hanout-test:${randomBytes(6).toString('hex')}:`;
    return { store: new RedisLimitStore(REDIS_URL, { prefix }), prefix: '' };
  },
  redisUp,
);

describe.runIf(redisUp)('RedisLimitStore, across instances and restarts', () => {
  const prefix = `hanout-test:${randomBytes(6).toString('hex')}:`;
  let a: RedisLimitStore;
  let b: RedisLimitStore;
  let later: RedisLimitStore;
  beforeAll(() => {
    [a, b, later] = [0, 1, 2].map(() => new RedisLimitStore(REDIS_URL, { prefix })) as [
      RedisLimitStore,
      RedisLimitStore,
      RedisLimitStore,
    ];
  });
  afterAll(() => Promise.all([a, b, later].map((store) => store?.close())));

  it('shares counts between two clients, and a new client (a restart) still sees them', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => allowed(i % 2 ? a : b, 'shared', 60_000, 10)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    await a.close();
    expect(await allowed(later, 'shared', 60_000, 10)).toBe(false);
  });
});

describe.runIf(redisUp)('RedisLimitStore at start-up', () => {
  it('answers once Redis does, and names a Redis it cannot reach without its password', async () => {
    const store = new RedisLimitStore(REDIS_URL, { prefix: 'hanout-test:ready:' });
    await store.ready(REDIS_URL);
    await store.close();
    // Port 1: nothing listens there.
    const url = 'redis://:hunter2@127.0.0.1:1/0';
    const unreachable = new RedisLimitStore(url);
    const error = await unreachable.ready(url).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect(String(error)).toContain('Cannot connect to Redis at redis://:***@127.0.0.1:1/0');
    expect(String(error)).not.toContain('hunter2');
  });
});
