import { describe, expect, it } from 'vitest';
import { isOrderable, lineTotal, quantityMax } from './purchase.ts';

describe('quantityMax', () => {
  it('is the stock when there is some, else 10 (SPEC §5)', () => {
    expect(quantityMax(64)).toBe(64);
    expect(quantityMax(3)).toBe(3);
    expect(quantityMax(1)).toBe(1);
    expect(quantityMax(0)).toBe(10);
    expect(quantityMax(null)).toBe(10);
    expect(quantityMax(undefined)).toBe(10);
  });
});

describe('isOrderable', () => {
  it('refuses out_of_stock and any unknown status', () => {
    expect(isOrderable('in_stock')).toBe(true);
    expect(isOrderable('low_stock')).toBe(true);
    expect(isOrderable('out_of_stock')).toBe(false);
    expect(isOrderable('discontinued')).toBe(false);
    expect(isOrderable(null)).toBe(false);
  });
});

describe('lineTotal', () => {
  it('multiplies in millimes', () => {
    expect(lineTotal(6.375, 3)).toBe(19.125);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(24.5, 2)).toBe(49);
  });
});
