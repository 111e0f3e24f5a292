import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { CartLine } from '../cart/index.ts';
import { conflictProblemsOf, planCheckoutConflict } from './checkout-conflict.ts';

const line = (productId: number, overrides: Partial<CartLine> = {}): CartLine => ({
  productId,
  storeId: 10,
  storeName: 'Dar Zitouna',
  name: `Product ${productId}`,
  price: 10,
  imageUrl: null,
  quantity: 3,
  maxQuantity: 10,
  ...overrides,
});

describe('planCheckoutConflict', () => {
  const sent = [line(1), line(2), line(3), line(4), line(5, { quantity: 4 })];

  it('keeps the cart as it is when a store’s delivery fee changed, and names the store and fee', () => {
    const withSecondStore = [...sent, line(6, { storeId: 11, storeName: 'Bazar Sfax' })];
    const plan = planCheckoutConflict(withSecondStore, [
      { index: 5, productId: 6, reason: 'fee_changed', storeId: 11, currentFee: 8.5 },
    ]);
    expect(plan.fixes).toEqual([]);
    expect(plan.notices).toEqual([
      { kind: 'feeChanged', productId: 6, name: 'Bazar Sfax', storeId: 11, newFee: 8.5 },
    ]);
  });

  it('turns each problem into a cart change and a notice naming the product', () => {
    const plan = planCheckoutConflict(sent, [
      { index: 0, productId: 1, reason: 'price_changed', currentPrice: 12.5 },
      { index: 1, productId: 2, reason: 'insufficient_stock', available: 2 },
      { index: 2, productId: 3, reason: 'out_of_stock' },
      { index: 3, productId: 4, reason: 'not_found' },
    ]);
    expect(plan.fixes).toEqual([
      { type: 'update', productId: 1, changes: { price: 12.5 } },
      { type: 'update', productId: 2, changes: { maxQuantity: 2, quantity: 2 } },
      { type: 'remove', productId: 3 },
      { type: 'remove', productId: 4 },
    ]);
    expect(plan.notices).toEqual([
      { kind: 'priceChanged', productId: 1, name: 'Product 1', oldPrice: 10, newPrice: 12.5 },
      { kind: 'reduced', productId: 2, name: 'Product 2', available: 2 },
      { kind: 'soldOut', productId: 3, name: 'Product 3' },
      { kind: 'unavailable', productId: 4, name: 'Product 4' },
    ]);
  });

  it('treats no stock left as sold out, and keeps a smaller quantity as it was', () => {
    const plan = planCheckoutConflict(
      [line(1, { quantity: 1 }), line(2)],
      [
        { index: 0, productId: 1, reason: 'insufficient_stock', available: 5 },
        { index: 1, productId: 2, reason: 'insufficient_stock', available: 0 },
      ],
    );
    expect(plan.fixes).toEqual([
      { type: 'update', productId: 1, changes: { maxQuantity: 5, quantity: 1 } },
      { type: 'remove', productId: 2 },
    ]);
    expect(plan.notices.map((n) => n.kind)).toEqual(['reduced', 'soldOut']);
  });

  it('finds the line by product when the index does not match, and skips unknown ones', () => {
    const plan = planCheckoutConflict(sent, [
      { index: 0, productId: 5, reason: 'out_of_stock' },
      { index: 9, productId: 99, reason: 'out_of_stock' },
    ]);
    expect(plan.fixes).toEqual([{ type: 'remove', productId: 5 }]);
    expect(plan.notices).toHaveLength(1);
  });

  it('removes a line whose new price is missing rather than guessing one', () => {
    const plan = planCheckoutConflict(sent, [{ index: 0, productId: 1, reason: 'price_changed' }]);
    expect(plan.fixes).toEqual([{ type: 'remove', productId: 1 }]);
    expect(plan.notices[0]?.kind).toBe('unavailable');
  });
});

describe('conflictProblemsOf', () => {
  it('reads the problems of a 409 only', () => {
    const problems = [{ index: 0, productId: 1, reason: 'out_of_stock' }];
    const body = JSON.stringify({ message: 'x', errors: {}, problems });
    expect(conflictProblemsOf(new ApiError(409, body))).toEqual(problems);
    expect(conflictProblemsOf(new ApiError(409, 'Conflict'))).toEqual([]);
    expect(conflictProblemsOf(new ApiError(400, body))).toBeNull();
    expect(conflictProblemsOf(new Error('network'))).toBeNull();
  });
});
