/**
 * An in-process cache of reads whose source can change under them (issue 16): each entry is
 * scoped to one store or to the lists that mix stores, and an invalidation of a store drops that
 * store's entries and every list. Bounded by a number of entries and of bytes, least recently used
 * first out, so that any number of distinct queries keeps memory flat.
 *
 * Versioned: a load remembers the invalidation count when it starts and keeps its result only if
 * nothing it could show was invalidated meanwhile. A read that began before a commit may have seen
 * the old rows; it answers its own caller, but never the next one. Concurrent loads of one key
 * share one query; an invalidation detaches them, so a request that arrives after it starts anew.
 */

/** A store's id, or 'lists': what mixes stores (featured, the stores list, search, related). */
export type Scope = number | 'lists';

export interface Loaded<E> {
  entry: E;
  scope: Scope;
  /** Roughly what the entry holds in memory, counted against maxBytes. */
  bytes: number;
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

interface Slot<E> {
  entry: E;
  scope: Scope;
  bytes: number;
}

/** Past this many remembered store invalidations, they are folded into one "everything". */
const MAX_REMEMBERED_STORES = 10_000;

export class ScopedCache<E> {
  /** A Map iterates in insertion order: re-inserting on a hit keeps the oldest first. */
  private readonly slots = new Map<string, Slot<E>>();
  private readonly byStore = new Map<number, Set<string>>();
  private readonly lists = new Set<string>();
  private readonly inflight = new Map<string, Promise<E>>();
  private bytes = 0;
  /** Invalidations so far; a load compares it before and after. */
  private tick = 0;
  /** The tick of the last flush of everything, and of each store's last invalidation. */
  private everythingAt = 0;
  private readonly storeAt = new Map<number, number>();
  /** Off while invalidations may be missed: every read goes to the source, nothing is kept. */
  private trusted = true;

  constructor(private readonly limits: CacheLimits) {}

  /** Changes on every invalidation: what was read at one version is current while it holds. */
  get version(): number {
    return this.tick;
  }

  get trustworthy(): boolean {
    return this.trusted;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }

  /** The entry of `key`, from memory when it is there and current, else from `load`. */
  get(key: string, load: () => Promise<Loaded<E>>): Promise<E> {
    const slot = this.slots.get(key);
    if (slot) {
      this.slots.delete(key);
      this.slots.set(key, slot);
      return Promise.resolve(slot.entry);
    }
    if (!this.trusted) return load().then((loaded) => loaded.entry);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const startedAt = this.tick;
    const loading: Promise<E> = load().then(
      (loaded) => {
        if (this.inflight.get(key) === loading) this.inflight.delete(key);
        if (this.trusted && this.unchangedSince(startedAt, loaded.scope)) this.keep(key, loaded);
        return loaded.entry;
      },
      (error: unknown) => {
        if (this.inflight.get(key) === loading) this.inflight.delete(key);
        throw error;
      },
    );
    this.inflight.set(key, loading);
    return loading;
  }

  /** A store changed (its row, its products, their photos), or '*': anything may have. */
  invalidate(scope: number | '*'): void {
    this.tick += 1;
    this.inflight.clear();
    if (scope === '*' || this.storeAt.size >= MAX_REMEMBERED_STORES) {
      this.everythingAt = this.tick;
      this.storeAt.clear();
      this.slots.clear();
      this.byStore.clear();
      this.lists.clear();
      this.bytes = 0;
      return;
    }
    this.storeAt.set(scope, this.tick);
    for (const key of this.byStore.get(scope) ?? []) this.drop(key);
    for (const key of this.lists) this.drop(key);
  }

  /**
   * While notifications may be missed (the listening connection is down), nothing is served from
   * memory or kept; once they flow again, everything kept before is dropped.
   */
  setTrusted(trusted: boolean): void {
    this.invalidate('*');
    this.trusted = trusted;
  }

  private unchangedSince(startedAt: number, scope: Scope): boolean {
    if (scope === 'lists') return this.tick === startedAt;
    return Math.max(this.everythingAt, this.storeAt.get(scope) ?? 0) <= startedAt;
  }

  private keep(key: string, loaded: Loaded<E>): void {
    if (this.slots.has(key)) this.drop(key);
    if (loaded.bytes > this.limits.maxBytes) return;
    this.slots.set(key, { entry: loaded.entry, scope: loaded.scope, bytes: loaded.bytes });
    this.bytes += loaded.bytes;
    if (loaded.scope === 'lists') this.lists.add(key);
    else {
      let keys = this.byStore.get(loaded.scope);
      if (!keys) this.byStore.set(loaded.scope, (keys = new Set()));
      keys.add(key);
    }
    while (this.slots.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
  }

  private drop(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
    if (slot.scope === 'lists') this.lists.delete(key);
    else {
      const keys = this.byStore.get(slot.scope);
      keys?.delete(key);
      if (keys?.size === 0) this.byStore.delete(slot.scope);
    }
  }
}
