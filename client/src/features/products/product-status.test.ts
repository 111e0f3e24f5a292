import { describe, expect, it } from 'vitest';
import { productStatusDisplay } from './product-status.ts';

describe('productStatusDisplay', () => {
  it('shows in_stock as a green "In stock" badge', () => {
    expect(productStatusDisplay('in_stock')).toEqual({
      status: 'in_stock',
      variant: 'success',
      labelKey: 'products.status.in_stock',
    });
  });

  it('shows low_stock as a yellow "Low stock" badge', () => {
    expect(productStatusDisplay('low_stock')).toMatchObject({
      variant: 'warning',
      labelKey: 'products.status.low_stock',
    });
  });

  it('shows out_of_stock as a red "Out of stock" badge', () => {
    expect(productStatusDisplay('out_of_stock')).toMatchObject({
      variant: 'destructive',
      labelKey: 'products.status.out_of_stock',
    });
  });

  it.each(['sold', 'IN_STOCK', '', 'discontinued', null, undefined])(
    'shows any other value (%s) as out of stock',
    (value) => {
      expect(productStatusDisplay(value)).toEqual({
        status: 'out_of_stock',
        variant: 'destructive',
        labelKey: 'products.status.out_of_stock',
      });
    },
  );
});
