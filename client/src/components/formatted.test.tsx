// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer, MarketplaceStore } from '../../../common/types.ts';
import { CustomerCard } from '../features/customers/customer-card.tsx';
import { StoreAbout } from '../features/marketplace/store-about.tsx';
import { OrderItemsSummary } from '../features/orders/order-items-summary.tsx';
import ar from '../locales/ar.json' with { type: 'json' };
import { renderWithProviders } from '../test/render.tsx';
import { Money, PhoneNumber } from './formatted.tsx';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** Renders in Arabic: the locale file is added to the test's English-only i18n. */
async function inArabic() {
  i18n.addResourceBundle('ar', 'translation', ar, true, true);
  await i18n.changeLanguage('ar');
}

describe('Money', () => {
  it('shows the amount of the reader’s language in one isolate of its own direction', async () => {
    await renderWithProviders(<Money amount={13} data-testid="amount" />);
    const amount = screen.getByTestId('amount');
    expect(amount.tagName).toBe('BDI');
    expect(amount.textContent).toBe('13.00\u00a0DT');
    cleanup();
    await inArabic();
    await renderWithProviders(<Money amount={2109.43} data-testid="amount" />);
    // A <bdi> takes its direction from "د": the unit reads after the number, right to left.
    expect(screen.getByTestId('amount').textContent).toBe('2\u202f109,43\u00a0د.ت');
    expect(screen.getByTestId('amount').getAttribute('dir')).toBeNull();
  });
});

describe('PhoneNumber', () => {
  it('writes a Tunisian number one way, left to right, as a link to call', async () => {
    await renderWithProviders(<PhoneNumber phone="22123456" />);
    const link = screen.getByRole('link', { name: '+216 22 123 456' });
    expect(link.getAttribute('href')).toBe('tel:+21622123456');
    expect(link.getAttribute('dir')).toBe('ltr');
  });
});

const customer: Customer = {
  id: 4,
  name: 'أسماء بن جمعة',
  email: null,
  phone: '+21622123456',
  address: 'نهج الحبيب بورقيبة 12، صفاقس',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the seller’s customer card', () => {
  it('shows the phone as +216 22 123 456, isolated left to right, to call', async () => {
    await inArabic();
    await renderWithProviders(
      <CustomerCard customer={customer} onEdit={() => {}} onDelete={() => {}} />,
    );
    const phone = screen.getByRole('link', { name: '+216 22 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+21622123456');
    expect(phone.getAttribute('dir')).toBe('ltr');
    // The name sets its own direction, so it truncates at its own end.
    expect(screen.getByRole('heading', { name: customer.name }).getAttribute('dir')).toBe('auto');
  });
});

const store: MarketplaceStore = {
  id: 3,
  storeName: 'Dar Zitouna — زيت زيتون بكر من صفاقس',
  storeDescription: 'Huilerie familiale de Sakiet Ezzit depuis 1962.',
  storePhone: '+21674223418',
  storeAddress: 'Route de Gremda km 5, Sakiet Ezzit, Sfax',
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
});

describe('an order’s lines', () => {
  it('keeps each quantity in the same line as its own name, the name isolated', async () => {
    await inArabic();
    await renderWithProviders(
      <OrderItemsSummary
        items={[
          { productName: 'Samsa aux amandes 500 g', quantity: 1 },
          { productName: 'Ghraiba — غريبة', quantity: 2 },
          { productName: 'زيت زيتون 1L', quantity: 3 },
          { productName: 'Harissa 380 g', quantity: 1 },
        ]}
      />,
    );
    const lines = screen.getAllByTestId('order-item');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 ×Samsa aux amandes 500 g',
      '2 ×Ghraiba — غريبة',
      '3 ×زيت زيتون 1L',
    ]);
    for (const line of lines) {
      const name = line.querySelector('bdi');
      // The whole name, units included, in one isolate; the quantity right before it.
      expect(name?.getAttribute('dir')).toBe('auto');
      expect(name?.previousElementSibling?.textContent).toMatch(/^\d+ ×$/);
    }
    expect(screen.getByText('+ منتج آخر')).toBeTruthy();
  });
});
