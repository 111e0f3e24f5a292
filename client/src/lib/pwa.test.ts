import { describe, expect, it } from 'vitest';
import { shouldReloadForPreloadError } from './pwa.ts';

describe('shouldReloadForPreloadError', () => {
  const now = 1_000_000_000;

  it('reloads the first time a chunk is missing', () => {
    expect(shouldReloadForPreloadError(null, true, now)).toBe(true);
  });

  it('does not reload again within a minute: a chunk still missing is no deploy', () => {
    expect(shouldReloadForPreloadError(String(now - 5_000), true, now)).toBe(false);
  });

  it('reloads again after a minute (the next deploy)', () => {
    expect(shouldReloadForPreloadError(String(now - 61_000), true, now)).toBe(true);
  });

  it('never reloads offline: the chunk was never fetched, a reload changes nothing', () => {
    expect(shouldReloadForPreloadError(null, false, now)).toBe(false);
  });

  it('takes a garbled or future mark for none', () => {
    expect(shouldReloadForPreloadError('garbage', true, now)).toBe(true);
    expect(shouldReloadForPreloadError(String(now + 600_000), true, now)).toBe(true);
  });
});
