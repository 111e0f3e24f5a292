import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/index.ts';
import { SessionCache } from './session-cache.ts';

const userOf = (id: number) => ({ id }) as UserRow;
const sessionOf = (id: number) => ({ user: userOf(id), expiresAt: 10_000_000, lastSeenAt: 0 });

function trustedCache(ttlMs = 1000, maxEntries = 3) {
  const cache = new SessionCache({ ttlMs, maxEntries });
  cache.reset(true);
  return cache;
}

describe('SessionCache', () => {
  it('answers nothing until trusted, and nothing after it is distrusted', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 3 });
    cache.set('a', sessionOf(1), cache.mark(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.reset(true);
    cache.set('a', sessionOf(1), cache.mark(), 0);
    expect(cache.get('a', 1)?.user.id).toBe(1);
    cache.reset(false);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its time to live', () => {
    const cache = trustedCache(1000);
    cache.set('a', sessionOf(1), cache.mark(), 0);
    expect(cache.get('a', 1000)?.user.id).toBe(1);
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = trustedCache(1000, 3);
    for (const [i, token] of ['a', 'b', 'c'].entries()) {
      cache.set(token, sessionOf(i), cache.mark(), 0);
    }
    cache.get('a', 1);
    cache.set('d', sessionOf(4), cache.mark(), 1);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)).toBeDefined();
    expect(cache.get('d', 2)).toBeDefined();
  });

  it("drops every session of an account, and only that account's", () => {
    const cache = trustedCache(1000, 10);
    cache.set('a1', sessionOf(1), cache.mark(), 0);
    cache.set('a2', sessionOf(1), cache.mark(), 0);
    cache.set('b', sessionOf(2), cache.mark(), 0);
    cache.dropUser(1);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.user.id).toBe(2);
  });

  it('does not store what a lookup read before an invalidation', () => {
    const cache = trustedCache(1000, 10);
    const mark = cache.mark();
    cache.dropUser(7);
    cache.set('a', sessionOf(1), mark, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    const after = cache.mark();
    cache.set('a', sessionOf(1), after, 0);
    expect(cache.get('a', 1)).toBeDefined();
  });
});
