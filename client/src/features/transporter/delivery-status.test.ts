import { describe, expect, it } from 'vitest';
import {
  deliveryStatusLabelKey,
  deliveryStatusVariant,
  isOpenDelivery,
  nextDeliveryMove,
} from './delivery-status.ts';

describe('delivery status badge', () => {
  it('colours pending yellow, accepted blue, in_progress purple, completed green', () => {
    expect(deliveryStatusVariant('pending')).toBe('warning');
    expect(deliveryStatusVariant('accepted')).toBe('info');
    expect(deliveryStatusVariant('in_progress')).toBe('purple');
    expect(deliveryStatusVariant('completed')).toBe('success');
  });

  it('colours anything else red, the rejected style', () => {
    for (const status of ['cancelled', 'rejected', '', 'PENDING', 'in progress']) {
      expect(deliveryStatusVariant(status), status).toBe('destructive');
    }
  });

  it('labels known statuses from the locale and leaves others as they are', () => {
    expect(deliveryStatusLabelKey('in_progress')).toBe('delivery.status.in_progress');
    expect(deliveryStatusLabelKey('cancelled')).toBe('delivery.status.cancelled');
    expect(deliveryStatusLabelKey('rejected')).toBeNull();
  });

  it('offers Accept, then Start, then Complete, and nothing after', () => {
    expect(nextDeliveryMove('pending')).toBe('accepted');
    expect(nextDeliveryMove('accepted')).toBe('in_progress');
    expect(nextDeliveryMove('in_progress')).toBe('completed');
    expect(nextDeliveryMove('completed')).toBeNull();
    expect(nextDeliveryMove('cancelled')).toBeNull();
    expect(isOpenDelivery('accepted')).toBe(true);
    expect(isOpenDelivery('completed')).toBe(false);
  });
});
