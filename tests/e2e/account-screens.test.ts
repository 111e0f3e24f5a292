import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { PublicUser } from '../../common/contracts/users.ts';
import { DESKTOP, PHONE, describeJourney, snapshot } from './browser.ts';
import { signInThroughForm } from './signin.ts';

/** Signs in through the API: the cookie lands in the page's context, as after the form. */
async function signInByApi(page: Page, username: string, password = 'hanout2026') {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicUser;
}

const ACCOUNTS = [
  { username: 'demo_seller', area: 'Dashboard', href: '/dashboard' },
  { username: 'demo_buyer', area: 'My orders', href: '/dashboard' },
  { username: 'demo_transporter', area: 'Delivery board', href: '/transporter' },
] as const;

/** What a store owner reads; none of it may reach a buyer or a transporter, in any language. */
const STORE_WORDING = [
  /your store/i,
  /Add New Product/,
  /votre boutique/i,
  /Ajouter un produit/,
  /متجرك/,
  /إضافة منتج جديد/,
];

const progressText = (page: Page) =>
  page.getByRole('region', { name: 'Get your store started' }).getByText(/^\d of 4 done$/);

describeJourney('screens true to the account type', ({ newPage }) => {
  it('shows each signed-in account its menu, name and own area in the public header', async () => {
    for (const account of ACCOUNTS) {
      const page = await newPage({ viewport: DESKTOP });
      const user = await signInByApi(page, account.username);
      await page.goto('/marketplace');
      const menu = page.getByRole('button', { name: 'Account menu' });
      await menu.waitFor();
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: 'For sellers' }).count()).toBe(0);
      // The spec's visitor links stay; the fourth is the user's own area.
      const nav = header.getByRole('navigation', { name: 'Main navigation' });
      for (const name of ['Home', 'Marketplace', 'Stores']) {
        await nav.getByRole('link', { name, exact: true }).waitFor();
      }
      expect(await nav.getByRole('link', { name: account.area }).getAttribute('href')).toBe(
        account.href,
      );

      await menu.click();
      const opened = page.getByRole('menu');
      await opened.getByText(user.fullName, { exact: true }).waitFor();
      const areaItem = opened.getByRole('menuitem', { name: account.area });
      expect(await areaItem.getAttribute('href')).toBe(account.href);
      await opened.getByRole('menuitem', { name: 'Profile' }).waitFor();
      await opened.getByRole('menuitem', { name: 'Log out' }).waitFor();
      await snapshot(page, `journey-public-header-${account.username}-en-1280`);
      await areaItem.click();
      await page.waitForURL((url) => url.pathname === account.href);
      await page.context().close();
    }
  });

  it('offers the account on phones too, and logging out from a public page stays there', async () => {
    const page = await newPage({ viewport: PHONE });
    const user = await signInByApi(page, 'demo_buyer');
    await page.goto('/marketplace/stores');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileMenu = page.locator('#visitor-menu');
    await mobileMenu.getByText(user.fullName, { exact: true }).waitFor();
    expect(await mobileMenu.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await mobileMenu.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await mobileMenu.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logout successful').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketplace/stores');
    await page.getByRole('heading', { level: 1, name: 'All stores' }).waitFor();
    await page
      .getByRole('link', { name: /Dar Zitouna/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#visitor-menu').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('gives a buyer and a transporter a dashboard of their own, without store wording', async () => {
    const cases = [
      {
        username: 'demo_buyer',
        lines: {
          en: 'Here are your orders and conversations with stores.',
          fr: 'Voici vos commandes et vos échanges avec les boutiques.',
          ar: 'إليك طلباتك ومحادثاتك مع المتاجر.',
        },
        action: { name: 'Continue shopping', href: '/marketplace' },
      },
      {
        username: 'demo_transporter',
        lines: {
          en: 'Here are your deliveries.',
          fr: 'Voici vos livraisons.',
          ar: 'إليك توصيلاتك.',
        },
        action: { name: 'Open the delivery board', href: '/transporter' },
      },
    ];
    for (const { username, lines, action } of cases) {
      const page = await newPage();
      await signInByApi(page, username);
      for (const lang of ['en', 'fr', 'ar'] as const) {
        await page.goto(`/dashboard?lng=${lang}`);
        await page.getByText(lines[lang], { exact: true }).waitFor();
        const text = await page.locator('main').innerText();
        for (const wording of STORE_WORDING)
          expect(text, `${username} ${lang}`).not.toMatch(wording);
        expect(
          await page.getByRole('link', { name: /Add New Product|Ajouter un produit/ }).count(),
        ).toBe(0);
      }
      await page.goto('/dashboard?lng=en');
      expect(await page.getByRole('link', { name: action.name }).getAttribute('href')).toBe(
        action.href,
      );
      if (username === 'demo_transporter') {
        await page.getByText('Transporter Dashboard Available').waitFor();
        // Their deliveries, as the greeting line promises: earnings and what is in hand.
        await page.getByRole('heading', { name: 'My earnings' }).waitFor();
      }
      await snapshot(page, `journey-dashboard-${username}-en-375`);
      await page.context().close();
    }
  });

  it('walks a new seller through the getting-started checklist, which ticks itself', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const username = `salma_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.tn`,
        password: 'jasmin-2026',
        fullName: 'Salma Gharbi',
        userType: 'business',
      },
    });
    expect(registered.status()).toBe(201);
    await signInThroughForm(page, username, 'jasmin-2026');
    await page.waitForURL((url) => url.pathname === '/setup-wizard');
    await page.getByLabel('Store name').fill('Jasmin de Hammamet');
    await page.getByLabel('Store description').fill('Eau de fleur d’oranger et jasmin — ماء الزهر');
    await page.getByLabel('Phone number').fill('+216 98 765 432');
    await page.getByLabel('Address').fill('Rue de la Médina, Hammamet, Nabeul');
    await page.getByRole('combobox', { name: 'Governorate' }).click();
    await page.getByRole('option', { name: 'Nabeul' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The spec's greeting stays, and the checklist sits below it with the store details ticked.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome back, Salma!');
    await expect.poll(() => progressText(page).textContent()).toBe('1 of 4 done');
    const checklist = page.getByRole('region', { name: 'Get your store started' });
    await checklist.getByText('Complete your store details (done)').waitFor();
    await snapshot(page, 'journey-checklist-new-seller-en-1280');

    // The products list of a store with nothing yet says so, instead of "No products found".
    await page.goto('/products');
    await page.getByText('Your store has no products yet').waitFor();
    expect(await page.getByText('No products found').count()).toBe(0);

    await page.goto('/dashboard');
    await checklist.getByRole('link', { name: 'Add your first product' }).click();
    await page.waitForURL((url) => url.pathname === '/products/new');
    await page.getByLabel('Product name').fill('Eau de fleur d’oranger 250 ml');
    await page.getByLabel('Description').fill('Distillée à Nabeul, flacon en verre de 250 ml');
    await page.getByLabel('Price (DT)').fill('9.5');
    await page.getByLabel('Stock quantity').fill('6');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Beauty & soaps' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created successfully').first().waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => progressText(page).textContent()).toBe('2 of 4 done');
    await checklist.getByText('Add your first product (done)').waitFor();

    // Sharing the link, here by copying it, ticks "Share your store".
    await checklist.getByRole('button', { name: 'Share my store' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByText('Link copied').first().waitFor();
    await expect.poll(() => progressText(page).textContent()).toBe('3 of 4 done');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/marketplace\/stores\/\d+$/);

    await checklist.getByRole('button', { name: 'Hide the getting-started list' }).click();
    await checklist.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Salma!' }).waitFor();
    await page.getByText('Total Orders').waitFor();
    expect(await page.getByRole('region', { name: 'Get your store started' }).count()).toBe(0);
    await page.context().close();
  });

  it('never shows the checklist to an established store', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInByApi(page, 'demo_seller');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/dashboard/checklist',
    );
    await page.goto('/dashboard');
    expect((await answered).status()).toBe(200);
    await page.getByText('Total Orders').waitFor();
    expect(await page.getByRole('region', { name: 'Get your store started' }).count()).toBe(0);
    await page.context().close();
  });
});
