// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { ThemeProvider } from '../../lib/theme.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { BackOfficeLayout } from './back-office-layout.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const seller: PublicUser = {
  id: 4,
  username: 'demo_seller',
  email: 'amira@example.tn',
  fullName: 'Amira Ben Salah',
  userType: 'business',
  setupCompleted: true,
  storeName: 'Dar Zitouna',
  storeDescription: null,
  storePhone: null,
  storeAddress: null,
  storeGovernorate: 'TN-61',
  storeWhatsapp: null,
  storeLogo: null,
  storeCover: null,
  storeSuspension: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Signs this user in (/api/user); every other call answers an empty object. */
function signIn(user: PublicUser) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = String(input).endsWith('/api/user') ? user : { count: 0 };
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

async function renderLayout() {
  // jsdom has no media queries; the theme menu asks whether the system is dark.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  await renderWithProviders(
    <ThemeProvider>
      <BackOfficeLayout>
        <h1>Orders</h1>
      </BackOfficeLayout>
    </ThemeProvider>,
  );
}

describe('BackOfficeLayout and a suspended store', () => {
  it('says on the page why the store is suspended, what still works, and where to write', async () => {
    signIn({
      ...seller,
      storeSuspension: { at: '2026-11-24T10:00:00.000Z', reason: 'Counterfeit perfumes' },
    });
    await renderLayout();
    const banner = await screen.findByTestId('store-suspension-banner');
    expect(banner.textContent).toContain(
      'Your store is suspended by Hanout: \u2068Counterfeit perfumes\u2069',
    );
    expect(banner.textContent).toContain(
      'It is hidden from the marketplace; your orders, products and messages still work. Contact us to resolve it.',
    );
    expect(within(banner).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    );
    // Above the page itself, inside the main area.
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(banner);
    expect(within(main).getByRole('heading', { name: 'Orders' })).toBeTruthy();
  });

  it('shows no banner for a store in good standing', async () => {
    signIn(seller);
    await renderLayout();
    // The seller's own links are drawn once the user is known: only then is the answer final.
    await screen.findAllByRole('link', { name: 'Products' });
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByTestId('store-suspension-banner')).toBeNull();
  });
});
