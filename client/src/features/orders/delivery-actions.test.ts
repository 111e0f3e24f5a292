/** Which delivery buttons the order page offers its seller, status by status. */
import { describe, expect, it } from 'vitest';
import { acceptedDelivery, sellerDelivery, startedDelivery } from '../../test/seller-orders.ts';
import { sellerDeliveryActions } from './delivery-actions.ts';

const accepted = acceptedDelivery;
const started = startedDelivery;

describe('the seller’s delivery actions', () => {
  it('withdraws a pending request, but there is nobody to release it from', () => {
    const actions = sellerDeliveryActions(sellerDelivery());
    expect(actions).toEqual({
      release: false,
      withdraw: true,
      resolve: false,
      dispute: false,
      rate: false,
    });
  });

  it('releases or withdraws an accepted request until the transporter picks the parcel up', () => {
    const before = sellerDeliveryActions(sellerDelivery(accepted));
    expect(before.release).toBe(true);
    expect(before.withdraw).toBe(true);
    const after = sellerDeliveryActions(sellerDelivery(started));
    expect(after.release).toBe(false);
    expect(after.withdraw).toBe(false);
  });

  it('offers to resolve only a locked request still on its way', () => {
    expect(sellerDeliveryActions(sellerDelivery(started)).resolve).toBe(false);
    expect(sellerDeliveryActions(sellerDelivery({ ...started, codeLocked: true })).resolve).toBe(
      true,
    );
    const completed = sellerDelivery({ ...started, status: 'completed', codeLocked: true });
    expect(sellerDeliveryActions(completed).resolve).toBe(false);
  });

  it('disputes a failed delivery once', () => {
    const failed = { ...started, status: 'failed', failureReason: 'buyer_absent' };
    expect(sellerDeliveryActions(sellerDelivery(failed)).dispute).toBe(true);
    const disputed = sellerDelivery({ ...failed, paymentDisputedAt: '2026-11-21T08:00:00.000Z' });
    expect(sellerDeliveryActions(disputed).dispute).toBe(false);
    expect(sellerDeliveryActions(sellerDelivery({ ...started, status: 'completed' })).dispute).toBe(
      false,
    );
  });

  it('rates a finished delivery once, never one still under way', () => {
    for (const status of ['completed', 'failed']) {
      expect(sellerDeliveryActions(sellerDelivery({ ...started, status })).rate).toBe(true);
      const rated = sellerDelivery({ ...started, status, rating: { stars: 4, comment: null } });
      expect(sellerDeliveryActions(rated).rate).toBe(false);
    }
    for (const overrides of [{}, accepted, started]) {
      expect(sellerDeliveryActions(sellerDelivery(overrides)).rate).toBe(false);
    }
  });
});
