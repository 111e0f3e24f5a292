import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeJourney, snapshot } from './browser.ts';

describeJourney('the client shell', ({ newPage }) => {
  it('opens the marketplace home, the 404 page, and sends a visitor from /dashboard to /auth', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The shops of Tunisia, in one marketplace');
    await expect
      .poll(() => page.getByRole('link', { name: 'Become a transporter' }).getAttribute('href'))
      .toBe('/auth?tab=register&type=transporter');

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText("We couldn't find this page.", { exact: false }).waitFor();
    // Inside the public layout: the header's links and the footer's pages are there to go on.
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Help' })
      .waitFor();
    await expect.poll(() => page.title()).toBe('404 Page Not Found | Hanout');
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    await page.getByRole('searchbox').first().fill('harissa');
    await page.getByRole('searchbox').first().press('Enter');
    await page.waitForURL((url) => url.pathname === '/marketplace/products');

    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });

  it('turns the page right-to-left in Arabic and keeps the choice', async () => {
    const page = await newPage();
    await page.goto('/?lng=ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('متاجر تونس في سوق واحدة');
    // /marketplace is the browsing page, with a heading of its own.
    await page.goto('/marketplace');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('تصفّح السوق');

    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Parcourir la marketplace');
    await expect.poll(() => page.title()).toBe('Parcourir la marketplace | Hanout');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.context().close();
  });

  it('switches to the dark theme and keeps it across a reload', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    // The home is drawn on the server: its buttons show before the script takes them over.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('hanout-ui-theme'))).toBe('dark');
    await page.context().close();
  });

  it('follows the system theme when asked to', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.evaluate(() => localStorage.setItem('hanout-ui-theme', 'system'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    await page.context().close();
  });

  it('looks right on a phone and a desktop, light and dark, in Arabic and French', async () => {
    for (const [lng, theme, size, viewport] of [
      ['fr', 'light', 375, PHONE],
      ['ar', 'dark', 375, PHONE],
      ['ar', 'light', 1280, DESKTOP],
      ['fr', 'dark', 1280, DESKTOP],
    ] as const) {
      const page = await newPage({ viewport, colorScheme: theme });
      await page.addInitScript((value) => localStorage.setItem('hanout-ui-theme', value), theme);
      await page.goto(`/?lng=${lng}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await snapshot(page, `home-${lng}-${theme}-${size}`);
      await page.goto(`/no-such-page?lng=${lng}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await snapshot(page, `not-found-${lng}-${theme}-${size}`);
      await page.context().close();
    }
  });
});
