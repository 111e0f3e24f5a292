import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import { effectiveStockStatus, isOnSale } from './stock.ts';

describe('effectiveStockStatus', () => {
  it('reads out of stock at 0, whatever the seller chose', () => {
    expect(effectiveStockStatus('in_stock', 0)).toBe('out_of_stock');
    expect(effectiveStockStatus('low_stock', 0)).toBe('out_of_stock');
  });

  it('reads low stock at or under the threshold, unless the seller paused it', () => {
    expect(effectiveStockStatus('in_stock', 1)).toBe('low_stock');
    expect(effectiveStockStatus('in_stock', LIMITS.lowStockThreshold)).toBe('low_stock');
    expect(effectiveStockStatus('out_of_stock', 3)).toBe('out_of_stock');
  });

  it('keeps the seller’s choice above the threshold, low stock reading in stock', () => {
    const above = LIMITS.lowStockThreshold + 1;
    expect(effectiveStockStatus('in_stock', above)).toBe('in_stock');
    expect(effectiveStockStatus('low_stock', above)).toBe('in_stock');
    expect(effectiveStockStatus('out_of_stock', 40)).toBe('out_of_stock');
  });
});

describe('isOnSale', () => {
  it('needs stock left and a status on sale', () => {
    expect(isOnSale({ status: 'low_stock', stockQuantity: 2 })).toBe(true);
    expect(isOnSale({ status: 'in_stock', stockQuantity: 0 })).toBe(false);
    expect(isOnSale({ status: 'out_of_stock', stockQuantity: 9 })).toBe(false);
    expect(isOnSale({ status: 'discontinued', stockQuantity: 9 })).toBe(false);
  });
});
