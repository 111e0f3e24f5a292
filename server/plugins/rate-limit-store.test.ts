import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from './rate-limit-store.ts';

function storeAt(start = 1_000_000) {
  let now = start;
  const store = new MemoryLimitStore(() => now);
  const incr = (key: string, windowMs: number, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        windowMs,
        max,
      ),
    );
  return {
    store,
    incr,
    /** Whether one more request for key is allowed now. */
    allowed: async (key: string, windowMs: number, max: number) =>
      (await incr(key, windowMs, max)).current <= max,
    advance: (ms: number) => (now += ms),
  };
}

describe('MemoryLimitStore', () => {
  it('allows max requests per key, then refuses with the time until the oldest leaves', async () => {
    const { incr, advance } = storeAt();
    expect(await incr('a', 60_000, 2)).toEqual({ current: 1, ttl: 60_000 });
    advance(10_000);
    expect(await incr('a', 60_000, 2)).toEqual({ current: 2, ttl: 50_000 });
    advance(5_000);
    expect(await incr('a', 60_000, 2)).toEqual({ current: 3, ttl: 45_000 });
    expect(await incr('b', 60_000, 2)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('slides: each request frees its place exactly one window after it was made', async () => {
    const { allowed, advance } = storeAt();
    expect(await allowed('a', 60_000, 2)).toBe(true);
    advance(30_000);
    expect(await allowed('a', 60_000, 2)).toBe(true);
    advance(29_999);
    expect(await allowed('a', 60_000, 2)).toBe(false);
    advance(1);
    expect(await allowed('a', 60_000, 2)).toBe(true);
    expect(await allowed('a', 60_000, 2)).toBe(false);
  });

  it('does not count refused requests, so waiting out the window is enough', async () => {
    const { allowed, advance } = storeAt();
    expect(await allowed('a', 60_000, 1)).toBe(true);
    for (let i = 0; i < 5; i++) {
      advance(10_000);
      expect(await allowed('a', 60_000, 1)).toBe(false);
    }
    advance(10_000);
    expect(await allowed('a', 60_000, 1)).toBe(true);
  });

  it('forgets a key on reset, and only that key', async () => {
    const { store, allowed } = storeAt();
    await allowed('a', 60_000, 1);
    await allowed('b', 60_000, 1);
    await store.reset('a');
    expect(await allowed('a', 60_000, 1)).toBe(true);
    expect(await allowed('b', 60_000, 1)).toBe(false);
  });

  it('keeps each key to its own window when pruning many keys', async () => {
    const { allowed, advance } = storeAt();
    expect(await allowed('long', 15 * 60_000, 1)).toBe(true);
    advance(2 * 60_000);
    // Enough short-window keys to make the store prune: the long window must survive it.
    for (let i = 0; i <= 50_000; i++) await allowed(`short-${i}`, 60_000, 5);
    expect(await allowed('long', 15 * 60_000, 1)).toBe(false);
  });
});
