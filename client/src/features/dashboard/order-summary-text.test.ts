import { describe, expect, it } from 'vitest';
import { customerNameOf, productNamesOf } from './order-summary-text.ts';

describe('customerNameOf', () => {
  it('prefers the customer record, then the name kept on the order', () => {
    expect(customerNameOf({ customer: { id: 1, name: 'Amira' }, customerName: 'Old' })).toBe(
      'Amira',
    );
    expect(customerNameOf({ customer: null, customerName: 'Sami' })).toBe('Sami');
  });

  it('shows a guest under the name they typed, not the customer their phone matched', () => {
    expect(
      customerNameOf({
        customer: { id: 1, name: 'Asma Ben Jemaa' },
        customerName: 'Asma',
        guest: { name: 'Asma', matchedBy: 'phone' },
      }),
    ).toBe('Asma');
  });

  it('gives null (shown as Unknown Customer) when both are missing', () => {
    expect(customerNameOf({ customer: null, customerName: '' })).toBeNull();
  });
});

describe('productNamesOf', () => {
  const item = (productName: string) => ({ productName, quantity: 1 });

  it('lists up to two names', () => {
    expect(productNamesOf({ items: [item('Harissa'), item('Bsissa')] })).toEqual({
      names: ['Harissa', 'Bsissa'],
      more: 0,
    });
  });

  it('counts the rest as "+n" when there are more than two', () => {
    expect(productNamesOf({ items: ['a', 'b', 'c', 'd'].map(item) })).toEqual({
      names: ['a', 'b'],
      more: 2,
    });
  });
});
