// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../common/contracts/products.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductDetails } from './product-details.tsx';

afterEach(cleanup);

const product: Product = {
  id: 21,
  storeId: 4,
  name: 'Parfum Oud 100 ml',
  description: 'Eau de parfum.',
  price: 89,
  imageUrl: null,
  images: [],
  category: 'beauty',
  status: 'in_stock',
  stockQuantity: 12,
  featured: false,
  hidden: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const hidden = {
  ...product,
  hidden: { at: '2026-11-24T10:00:00.000Z', reason: 'Looks like a counterfeit brand.' },
};

describe('a product Hanout hid, as its seller sees it', () => {
  it('carries "Hidden by Hanout" in the product list', async () => {
    await renderWithProviders(<ProductCard product={hidden} />);
    expect(screen.getByTestId('hidden-badge').textContent).toBe('Hidden by Hanout');
  });

  it('has no such badge when it is on the marketplace', async () => {
    await renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Parfum Oud 100 ml')).toBeTruthy();
    expect(screen.queryByTestId('hidden-badge')).toBeNull();
    expect(screen.queryByText('Hidden by Hanout')).toBeNull();
  });

  it('says why on the product page, once, and how to sort it out', async () => {
    await renderWithProviders(<ProductDetails product={hidden} />);
    const notice = screen.getByTestId('hidden-product-notice');
    expect(notice.textContent).toContain(
      'Hanout hid this product from the marketplace: \u2068Looks like a counterfeit brand\u2069. Fix it, then write to us through the contact page.',
    );
    expect(within(notice).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
