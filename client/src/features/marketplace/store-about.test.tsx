// @vitest-environment jsdom
/** The store page's about card writes the store phone one way, whatever the page's direction. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceStore } from '../../../../common/contracts/marketplace.ts';
import { StoreAbout } from './store-about.tsx';
import { backToEnglish, inArabic } from '../../test/in-arabic.ts';
import { renderWithProviders } from '../../test/render.tsx';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await backToEnglish();
});

const store: MarketplaceStore = {
  id: 3,
  storeName: 'Dar Zitouna — زيت زيتون بكر من صفاقس',
  storeDescription: 'Huilerie familiale de Sakiet Ezzit depuis 1962.',
  storePhone: '+21674223418',
  storeAddress: 'Route de Gremda km 5, Sakiet Ezzit, Sfax',
  storeGovernorate: 'TN-61',
  storeWhatsapp: null,
  logo: null,
  cover: null,
  productsCount: 12,
  hasProductsOnSale: true,
};

describe('the store page’s about card', () => {
  it('shows the store phone as +216 74 223 418, isolated left to right', async () => {
    // Contact Seller asks who is signed in: nobody.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 401 }));
    await inArabic();
    await renderWithProviders(<StoreAbout store={store} />);
    const phone = screen.getByTestId('store-phone');
    expect(phone.textContent).toBe('+216 74 223 418');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.closest('a')?.getAttribute('href')).toBe('tel:+21674223418');
  });

  it('names the governorate and opens WhatsApp with a greeting in the buyer’s language', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 401 }));
    await inArabic();
    await renderWithProviders(<StoreAbout store={{ ...store, storeWhatsapp: '+21622123456' }} />);
    expect(screen.getByTestId('store-governorate').textContent).toContain('صفاقس');
    const whatsapp = screen.getByRole('link', { name: /واتساب/ });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/21622123456');
    expect(href.searchParams.get('text')).toContain('مرحبا Dar Zitouna');
  });

  it('offers no WhatsApp button without a number', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 401 }));
    await renderWithProviders(<StoreAbout store={store} />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
