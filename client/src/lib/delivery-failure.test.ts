import { describe, expect, it } from 'vitest';
import { failureReasonKey } from './delivery-failure.ts';

describe('failureReasonKey', () => {
  it('gives staff the short labels and buyers the sentence ends', () => {
    expect(failureReasonKey('refused')).toBe('delivery.failureReasons.refused');
    expect(failureReasonKey('buyer_absent', 'buyer')).toBe('tracking.failureReason.buyer_absent');
  });

  it('has no key for no reason or one this client does not know', () => {
    expect(failureReasonKey(null)).toBeNull();
    expect(failureReasonKey('stolen_by_pirates', 'buyer')).toBeNull();
  });
});
