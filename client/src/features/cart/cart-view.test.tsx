// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreDeliveryTerms } from '../../../../common/contracts/delivery-terms.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { addToCart, clearCart, type CartLine } from './cart-store.ts';
import { CartView } from './cart-view.tsx';

afterEach(() => {
  cleanup();
  clearCart();
  vi.restoreAllMocks();
});

const line = (overrides: Partial<CartLine>): CartLine => ({
  productId: 1,
  storeId: 10,
  storeName: 'Dar Zitouna',
  name: 'Huile d’olive 1L',
  price: 24.5,
  imageUrl: null,
  quantity: 1,
  maxQuantity: 10,
  ...overrides,
});

function answerTerms(terms: StoreDeliveryTerms[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(terms), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

/** The card of one store, found by its name's link. */
function storeCard(name: string) {
  const card = screen.getByRole('link', { name }).closest('.rounded-xl, [class*="card"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${name}`);
  return card;
}

describe('the cart’s delivery fees', () => {
  it('shows each store’s fee or Free, the estimate, the way to free delivery and the cash to pay', async () => {
    addToCart(line({ productId: 1, quantity: 2 })); // 49.00 at Dar Zitouna
    addToCart(
      line({ productId: 2, storeId: 11, storeName: 'Bazar Sfax', name: 'Harissa', price: 6 }),
    );
    const fetchSpy = answerTerms([
      { storeId: 10, fee: 7, freeThreshold: 60, governorateFees: [], daysMin: 1, daysMax: 3 },
      { storeId: 11, fee: 0, freeThreshold: null, governorateFees: [], daysMin: 2, daysMax: 2 },
    ]);
    await renderWithProviders(<CartView />);

    const fees = await screen.findAllByTestId('cart-delivery-fee');
    expect(fees.map((fee) => fee.textContent)).toEqual(['7.00\u00a0DT', 'Free']);
    const dar = storeCard('Dar Zitouna');
    expect(within(dar).getByText('Delivery in \u20661–3\u2069 days')).toBeTruthy();
    expect(within(dar).getByTestId('free-delivery-hint').textContent).toBe(
      'Add \u206811.00\u00a0DT\u2069 from this store for free delivery',
    );
    // Its order: 49 + 7.
    expect(within(dar).getByText(/^56\.00/)).toBeTruthy();
    const bazar = storeCard('Bazar Sfax');
    expect(within(bazar).getByText('Delivery in 2 days')).toBeTruthy();
    expect(within(bazar).queryByTestId('free-delivery-hint')).toBeNull();
    // 49 + 7 + 6 + 0.
    expect(screen.getByTestId('cart-total').textContent).toBe('62.00\u00a0DT');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(
      /\/api\/marketplace\/delivery-terms\?stores=10%2C11$/,
    );
  });

  it('says "from" while the fee depends on the governorate, and why', async () => {
    addToCart(line({ quantity: 2 }));
    answerTerms([
      {
        storeId: 10,
        fee: 7,
        freeThreshold: null,
        governorateFees: [{ governorate: 'TN-11', fee: 5 }],
        daysMin: 0,
        daysMax: 0,
      },
    ]);
    await renderWithProviders(<CartView />);
    expect((await screen.findByTestId('cart-delivery-fee')).textContent).toBe(
      'from \u20685.00\u00a0DT\u2069',
    );
    expect(screen.getByText('Delivered the same day')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('from54.00\u00a0DT');
    expect(screen.getByText(/Some delivery fees depend on your governorate/)).toBeTruthy();
  });
});
