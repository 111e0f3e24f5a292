import { describe, expect, it } from 'vitest';
import { ScopedCache, type Loaded, type Scope } from './scoped-cache.ts';

/** A load the test finishes when it wants: a read still in flight while something commits. */
function slowLoad(value: string, scope: Scope) {
  let finish!: () => void;
  const started = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let calls = 0;
  const load = async (): Promise<Loaded<string>> => {
    calls += 1;
    await started;
    return { entry: value, scope, bytes: value.length };
  };
  return { load, finish, calls: () => calls };
}

const loadOf =
  (value: string, scope: Scope = 'lists') =>
  async (): Promise<Loaded<string>> => ({ entry: value, scope, bytes: value.length });

const limits = { maxEntries: 100, maxBytes: 10_000 };

describe('ScopedCache', () => {
  it('answers from memory after the first load, with no second load', async () => {
    const cache = new ScopedCache<string>(limits);
    let loads = 0;
    const load = async (): Promise<Loaded<string>> => {
      loads += 1;
      return { entry: 'featured v1', scope: 'lists', bytes: 11 };
    };
    expect(await cache.get('featured', load)).toBe('featured v1');
    expect(await cache.get('featured', load)).toBe('featured v1');
    expect(loads).toBe(1);
  });

  it('does not keep what a read in flight during an invalidation saw', async () => {
    const cache = new ScopedCache<string>(limits);
    const stale = slowLoad('price 12', 7);
    const reading = cache.get('product:1', stale.load);
    // The price edit commits while the read's query is running.
    cache.invalidate(7);
    stale.finish();
    // The read answers its own caller (it began before the commit)…
    expect(await reading).toBe('price 12');
    // …but the next read loads again and sees the new price.
    expect(await cache.get('product:1', loadOf('price 15', 7))).toBe('price 15');
    expect(await cache.get('product:1', loadOf('never loaded', 7))).toBe('price 15');
  });

  it('keeps a store-scoped read when only another store changed, never a list', async () => {
    const cache = new ScopedCache<string>(limits);
    const store = slowLoad('store 7', 7);
    const list = slowLoad('featured', 'lists');
    const readingStore = cache.get('store:7', store.load);
    const readingList = cache.get('featured', list.load);
    cache.invalidate(8);
    store.finish();
    list.finish();
    await Promise.all([readingStore, readingList]);
    expect(await cache.get('store:7', loadOf('reloaded', 7))).toBe('store 7');
    expect(await cache.get('featured', loadOf('reloaded'))).toBe('reloaded');
  });

  it("drops a store's entries and every list on its invalidation, and only those", async () => {
    const cache = new ScopedCache<string>(limits);
    await cache.get('store:7', loadOf('seven', 7));
    await cache.get('store:8', loadOf('eight', 8));
    await cache.get('featured', loadOf('lists v1'));
    const versionBefore = cache.version;
    cache.invalidate(7);
    expect(cache.version).not.toBe(versionBefore);
    expect(await cache.get('store:7', loadOf('seven v2', 7))).toBe('seven v2');
    expect(await cache.get('store:8', loadOf('eight v2', 8))).toBe('eight');
    expect(await cache.get('featured', loadOf('lists v2'))).toBe('lists v2');
    cache.invalidate('*');
    expect(await cache.get('store:8', loadOf('eight v3', 8))).toBe('eight v3');
  });

  it('shares one load between concurrent reads, but not across an invalidation', async () => {
    const cache = new ScopedCache<string>(limits);
    const first = slowLoad('old', 'lists');
    const a = cache.get('featured', first.load);
    const b = cache.get('featured', first.load);
    expect(first.calls()).toBe(1);
    cache.invalidate(3);
    const c = cache.get('featured', loadOf('new'));
    first.finish();
    expect(await Promise.all([a, b, c])).toEqual(['old', 'old', 'new']);
  });

  it('stays within its number of entries and bytes, least recently used out first', async () => {
    const cache = new ScopedCache<string>({ maxEntries: 10, maxBytes: 1_000 });
    await cache.get('q:0', loadOf('zero'));
    for (let i = 1; i < 100; i++) {
      await cache.get(`q:${i}`, loadOf(`answer ${i}`));
      // q:0 is read often: it stays.
      await cache.get('q:0', loadOf('reloaded'));
      expect(cache.size.entries).toBeLessThanOrEqual(10);
    }
    expect(await cache.get('q:0', loadOf('reloaded'))).toBe('zero');
    expect(await cache.get('q:1', loadOf('reloaded'))).toBe('reloaded');
    const big = new ScopedCache<string>({ maxEntries: 1_000, maxBytes: 100 });
    for (let i = 0; i < 50; i++) await big.get(`q:${i}`, loadOf('x'.repeat(30)));
    expect(big.size.bytes).toBeLessThanOrEqual(100);
    expect(big.size.entries).toBe(3);
  });

  it('serves and keeps nothing while untrusted, and starts empty when trusted again', async () => {
    const cache = new ScopedCache<string>(limits);
    await cache.get('featured', loadOf('before the loss'));
    cache.setTrusted(false);
    expect(await cache.get('featured', loadOf('during'))).toBe('during');
    expect(await cache.get('featured', loadOf('during, again'))).toBe('during, again');
    expect(cache.size.entries).toBe(0);
    cache.setTrusted(true);
    expect(await cache.get('featured', loadOf('after'))).toBe('after');
    expect(await cache.get('featured', loadOf('not loaded'))).toBe('after');
  });

  it('does not keep a failed load', async () => {
    const cache = new ScopedCache<string>(limits);
    const failing = async (): Promise<Loaded<string>> => {
      throw new Error('404');
    };
    await expect(cache.get('product:404', failing)).rejects.toThrow('404');
    expect(await cache.get('product:404', loadOf('created since', 4))).toBe('created since');
  });
});
