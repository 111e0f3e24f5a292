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
    images: [],
    category: 'food',
    storeGovernorate: null,
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

describe('the product page’s gallery', () => {
  const photo = (n: number) => ({
    id: `0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6${n}`,
    url: `/media/0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6${n}/640.webp`,
    srcSet: `/media/0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6${n}/640.webp 640w`,
    width: 800,
    height: 800,
    alt: n === 1 ? 'Le pot ouvert' : '',
  });

  it('shows every photo, the first at once with high priority and the others lazily', async () => {
    await renderWithProviders(
      <ProductDetail product={productWith({ images: [photo(0), photo(1), photo(2)] })} />,
    );
    const strip = screen.getByTestId('gallery-strip');
    const slides = [...strip.querySelectorAll('img')];
    expect(slides).toHaveLength(3);
    expect(slides[0]?.getAttribute('loading')).toBe('eager');
    expect(slides[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(slides[0]?.getAttribute('alt')).toBe('Miel de thym 500 g');
    expect(slides[1]?.getAttribute('loading')).toBe('lazy');
    expect(slides[1]?.getAttribute('alt')).toBe('Le pot ouvert');
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('opens a photo full screen, zooms it, and steps to the next one', async () => {
    await renderWithProviders(
      <ProductDetail product={productWith({ images: [photo(0), photo(1)] })} />,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Enlarge the photo' })[1]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Miel de thym 500 g: photo 2 of 2',
    });
    const big = dialog.querySelector('img');
    expect(big?.getAttribute('src')).toBe(`/media/${photo(1).id}/1280.webp`);
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.click(zoom);
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await screen.findByRole('dialog', { name: 'Miel de thym 500 g: photo 1 of 2' });
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

  it('adds one to the cart in one tap, up to the stock', async () => {
    await renderWithProviders(
      <MarketplaceProductCard product={productWith({ stockQuantity: 2 })} />,
    );
    const add = screen.getByRole('button', { name: 'Add Miel de thym 500 g to cart' });
    fireEvent.click(add);
    expect(getCartLines()).toMatchObject([{ productId: 7, quantity: 1, maxQuantity: 2 }]);
    fireEvent.click(add);
    expect(getCartLines()).toMatchObject([{ productId: 7, quantity: 2 }]);
    // The cart holds all the stock: the button says so and adds nothing more.
    const full = screen.getByRole('button', { name: 'In cart' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
  });

  it('shows a disabled Sold out instead of Add when it cannot be bought', async () => {
    await renderWithProviders(
      <MarketplaceProductCard
        product={productWith({ status: 'out_of_stock', stockQuantity: 4 })}
      />,
    );
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('names the category when asked, and draws the uploaded cover with its srcset', async () => {
    const image = {
      id: '0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6f',
      url: '/media/0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6f/640.webp',
      srcSet: '/media/0b6f3c1e-4a8b-4c1d-9e2f-1a2b3c4d5e6f/320.webp 320w',
      width: 1200,
      height: 900,
      alt: '',
    };
    const { container } = await renderWithProviders(
      <MarketplaceProductCard product={productWith({ images: [image] })} showCategory />,
    );
    expect(screen.getByText('Food & pantry')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(image.srcSet);
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('900');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});
