// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceProduct } from '../../../../common/contracts/marketplace.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { clearCart, getCartLines } from '../cart/index.ts';
import { MarketplaceProductCard } from './marketplace-product-card.tsx';
import { ProductDetail } from './product-detail.tsx';

function productWith(changes: Partial<MarketplaceProduct>): MarketplaceProduct {
  return {
    id: 7,
    storeId: 2,
    storeName: 'Dar Zitouna',
    name: 'Miel de thym 500 g',
    description: 'Miel de thym des montagnes de Zaghouan.',
    price: 38,
    imageUrl: null,
    status: 'in_stock',
    stockQuantity: 3,
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

beforeEach(() => {
  // Nobody is signed in: the Contact Seller button asks who the user is.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 401 }));
  clearCart();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });

describe('the product page', () => {
  it('keeps the quantity between 1 and the stock, and the total follows', async () => {
    await renderWithProviders(<ProductDetail product={productWith({ stockQuantity: 3 })} />);
    expect(quantity().value).toBe('1');
    expect((decrease() as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 5; i += 1) fireEvent.click(increase());
    expect(quantity().value).toBe('3');
    expect((increase() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('product-total').textContent).toBe('114.00\u00a0DT');
    fireEvent.change(quantity(), { target: { value: '99' } });
    expect(quantity().value).toBe('3');
  });

  it('adds the chosen quantity to the cart with the stock as its max', async () => {
    await renderWithProviders(<ProductDetail product={productWith({ stockQuantity: 3 })} />);
    fireEvent.click(increase());
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCartLines()).toMatchObject([
      { productId: 7, storeId: 2, quantity: 2, maxQuantity: 3, price: 38 },
    ]);
  });

  it('shows a disabled Sold out button in place of Add to Cart, and disables the stepper', async () => {
    await renderWithProviders(
      <ProductDetail product={productWith({ status: 'out_of_stock', stockQuantity: 0 })} />,
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    const soldOut = screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    fireEvent.click(soldOut);
    expect(getCartLines()).toEqual([]);
    expect((increase() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText(/Maximum/)).toBeNull();
  });

  it('reads sold out at 0 left even under a stale in-stock status', async () => {
    await renderWithProviders(<ProductDetail product={productWith({ stockQuantity: 0 })} />);
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('a product card in a list', () => {
  it('links View to the product when it is in stock', async () => {
    await renderWithProviders(<MarketplaceProductCard product={productWith({})} />);
    const view = screen.getByRole('link', { name: 'View Miel de thym 500 g' });
    expect(view.getAttribute('href')).toBe('/marketplace/products/7');
    expect(screen.getByText('38.00 DT')).toBeTruthy();
    expect(screen.getByText('Dar Zitouna')).toBeTruthy();
  });

  it('still opens a sold-out product: its View is a link (issue 10)', async () => {
    await renderWithProviders(
      <MarketplaceProductCard
        product={productWith({ status: 'out_of_stock', stockQuantity: 0 })}
      />,
    );
    const view = screen.getByRole('link', { name: 'View Miel de thym 500 g' });
    expect(view.getAttribute('href')).toBe('/marketplace/products/7');
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });
});
