// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keyToSend,
  TRACKING_KEYS_KEPT,
  TRACKING_KEYS_STORAGE_KEY,
  rememberTrackingKeys,
  trackingKeyFor,
} from './tracking-keys.ts';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('tracking keys kept on this device', () => {
  it('finds the key of a placed order by its reference, typed in any case', () => {
    rememberTrackingKeys([
      { reference: 'HN-AAAAAA', buyerKey: 'key-a' },
      { reference: 'HN-BBBBBB', buyerKey: 'key-b' },
    ]);
    expect(trackingKeyFor('HN-AAAAAA')).toBe('key-a');
    expect(trackingKeyFor('  hn-bbbbbb ')).toBe('key-b');
    expect(trackingKeyFor('HN-CCCCCC')).toBeUndefined();
    expect(trackingKeyFor('')).toBeUndefined();
  });

  it('keeps only the newest orders, the same reference once with its latest key', () => {
    for (let i = 0; i < TRACKING_KEYS_KEPT + 5; i += 1) {
      rememberTrackingKeys([{ reference: `HN-${i}`, buyerKey: `key-${i}` }]);
    }
    rememberTrackingKeys([{ reference: `HN-${TRACKING_KEYS_KEPT + 4}`, buyerKey: 'again' }]);
    const kept = JSON.parse(localStorage.getItem(TRACKING_KEYS_STORAGE_KEY) ?? '[]') as unknown[];
    expect(kept).toHaveLength(TRACKING_KEYS_KEPT);
    expect(trackingKeyFor(`HN-${TRACKING_KEYS_KEPT + 4}`)).toBe('again');
    expect(trackingKeyFor('HN-5')).toBe('key-5');
    expect(trackingKeyFor('HN-4')).toBeUndefined();
    expect(trackingKeyFor('HN-0')).toBeUndefined();
  });

  it('ignores unreadable storage and entries without a key', () => {
    localStorage.setItem(TRACKING_KEYS_STORAGE_KEY, '{not json');
    expect(trackingKeyFor('HN-AAAAAA')).toBeUndefined();
    localStorage.setItem(
      TRACKING_KEYS_STORAGE_KEY,
      JSON.stringify([{ reference: 'HN-AAAAAA' }, { reference: 'HN-BBBBBB', key: 'key-b' }, 7]),
    );
    expect(trackingKeyFor('HN-AAAAAA')).toBeUndefined();
    expect(trackingKeyFor('HN-BBBBBB')).toBe('key-b');
    rememberTrackingKeys([{ reference: 'HN-CCCCCC', buyerKey: '' }]);
    expect(trackingKeyFor('HN-CCCCCC')).toBeUndefined();
  });
});

describe('the key sent with a tracking request', () => {
  it("sends the link's key for the link's order, the kept key for another", () => {
    rememberTrackingKeys([{ reference: 'HN-KEPT01', buyerKey: 'kept-key' }]);
    const link = { reference: 'HN-LINK01', key: 'link-key' };
    expect(keyToSend('hn-link01', link)).toBe('link-key');
    expect(keyToSend('HN-KEPT01', link)).toBe('kept-key');
    expect(keyToSend('HN-OTHER1', link)).toBeUndefined();
    expect(keyToSend('HN-KEPT01', { reference: '', key: '' })).toBe('kept-key');
    expect(keyToSend('HN-LINK01', { reference: 'HN-LINK01', key: '' })).toBeUndefined();
  });
});
