import { describe, expect, it } from 'vitest';
import { goodsSubtotal, lineTotal, sumDinars } from './money.ts';

describe('money in millimes', () => {
  it('multiplies a price by a quantity exactly', () => {
    expect(lineTotal(6.5, 2)).toBe(13);
    expect(lineTotal(0.1, 3)).toBe(0.3);
  });

  it('sums dinar amounts without float drift', () => {
    expect(sumDinars([0.1, 0.2])).toBe(0.3);
    expect(sumDinars([49, 7, 6, 0])).toBe(62);
    expect(sumDinars([1.005, 2.335])).toBe(3.34);
    expect(sumDinars([])).toBe(0);
  });

  it('takes the delivery fee out of an order total, exact to the millime', () => {
    expect(goodsSubtotal(12.3, 7)).toBe(5.3);
    expect(goodsSubtotal(57.5, 0)).toBe(57.5);
    expect(goodsSubtotal(0.3, 0.1)).toBe(0.2);
  });
});
