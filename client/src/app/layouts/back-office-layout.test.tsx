// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

describe('BackOfficeLayout header', () => {
  it('gives a seller the bell, and a transporter none: no notification is ever for them', async () => {
    signIn(seller);
    await renderLayout();
    await screen.findAllByRole('link', { name: 'Products' });
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeTruthy();
    cleanup();
    signIn({ ...seller, id: 7, userType: 'transporter', storeName: null });
    await renderLayout();
    await screen.findAllByRole('link', { name: 'Cash' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('keeps language and theme in the phone menu, as choices', async () => {
    signIn(seller);
    await renderLayout();
    await screen.findAllByRole('link', { name: 'Products' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('back-office-menu');
    if (!menu) throw new Error('no phone menu');
    const languages = within(menu).getByRole('radiogroup', { name: 'Language' });
    expect(within(languages).getByRole('radio', { name: 'English' }).ariaChecked).toBe('true');
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['English', 'Français', 'العربية']);
    const themes = within(menu).getByRole('radiogroup', { name: 'Theme' });
    const dark = within(themes).getByRole('radio', { name: 'Dark' });
    expect(dark.ariaChecked).toBe('false');
    fireEvent.click(dark);
    expect(dark.ariaChecked).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // One tab stop; the arrow keys move and choose, as in any radio group.
    expect(dark.tabIndex).toBe(0);
    fireEvent.keyDown(dark, { key: 'ArrowRight' });
    const system = within(themes).getByRole('radio', { name: 'System' });
    expect(system.ariaChecked).toBe('true');
    expect(document.activeElement).toBe(system);
    expect(dark.tabIndex).toBe(-1);
  });
});
