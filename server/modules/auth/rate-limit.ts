/**
 * Counts events per key in a sliding window, in this process's memory. Enough to make password
 * guessing slow; a real user who mistypes is free again when the window has passed.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.events.set(key, kept);
    if (this.events.size > 50_000) this.prune(now);
  }

  /** Records and answers whether this event was still within the limit. */
  consume(key: string, now = Date.now()): boolean {
    if (this.isBlocked(key, now)) return false;
    this.record(key, now);
    return true;
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private prune(now: number) {
    for (const key of this.events.keys()) this.recent(key, now);
  }
}

export interface AuthRateLimits {
  /** Sign-in and registration attempts from one address. */
  perIp: { limit: number; windowMs: number };
  /** Failed sign-ins for one username. */
  perUsername: { limit: number; windowMs: number };
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: { limit: 30, windowMs: 5 * 60 * 1000 },
  perUsername: { limit: 10, windowMs: 15 * 60 * 1000 },
};
