import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { signInThroughForm } from './signin.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pathOf(page: Page) {
  return new URL(page.url()).pathname;
}

describeJourney('accounts', ({ newPage }) => {
  it('registers a seller, signs in, passes the wizard and reaches the dashboard greeting', async () => {
    const page = await newPage();
    const username = `leila_${unique()}`;
    await page.goto('/auth?tab=register');
    await page.getByRole('tabpanel').getByLabel('Full name').fill('Leila Haddad');
    await page.getByRole('tabpanel').getByLabel('Username').fill(username);
    await page.getByRole('tabpanel').getByLabel('Email').fill(`${username}@example.tn`);
    await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('jasmin-2026');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Registration successful').first().waitFor();
    await expect
      .poll(() => page.getByRole('tabpanel').getByLabel('Username').inputValue())
      .toBe(username);

    await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('jasmin-2026');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/setup-wizard');

    // Signed in already: the wizard opens on the store step.
    await page.getByLabel('Store name').fill('Jasmin de Hammamet');
    await page.getByLabel('Store description').fill('Eau de fleur d’oranger et jasmin — ماء الزهر');
    await page.getByLabel('Phone number').fill('+216 98 765 432');
    await page.getByLabel('Address').fill('Rue de la Médina, Hammamet, Nabeul');
    await page.getByRole('combobox', { name: 'Governorate' }).click();
    await page.getByRole('option', { name: 'Nabeul' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Store information saved').first().waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome back, Leila!');
    await snapshot(page, 'dashboard-en-light-375');
    await page.context().close();
  });

  it('registers a transporter through the link on the home page', async () => {
    const page = await newPage();
    const username = `driver_${unique()}`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Become a transporter' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.getByRole('radio', { name: /Transporter/ }).isChecked()).toBe(true);
    await page.getByRole('tabpanel').getByLabel('Full name').fill('Hedi Gharbi');
    await page.getByRole('tabpanel').getByLabel('Username').fill(username);
    await page.getByRole('tabpanel').getByLabel('Email').fill(`${username}@example.tn`);
    await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('camion-2026');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Registration successful').first().waitFor();
    await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('camion-2026');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Transporter Dashboard Available').waitFor();
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Go to Transporter Dashboard' }).getAttribute('href'),
      )
      .toBe('/transporter');
    await page.context().close();
  });

  it('applies every global redirect rule', async () => {
    const visitor = await newPage();
    for (const path of ['/dashboard', '/profile', '/orders']) {
      await visitor.goto(path);
      await visitor.waitForURL((url) => url.pathname === '/auth');
    }
    await visitor.goto('/business');
    await visitor.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(await pathOf(visitor)).toBe('/business');
    await visitor.context().close();

    // A seller who has not finished the wizard.
    const newSeller = await newPage();
    const username = `new_${unique()}`;
    const created = await newSeller.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.tn`,
        password: 'hanout-wizard',
        fullName: 'Sami Trabelsi',
      },
    });
    expect(created.status()).toBe(201);
    await signInThroughForm(newSeller, username, 'hanout-wizard');
    await newSeller.waitForURL((url) => url.pathname === '/setup-wizard');
    for (const path of ['/dashboard', '/auth', '/business']) {
      await newSeller.goto(path);
      await newSeller.waitForURL((url) => url.pathname === '/setup-wizard');
    }
    await newSeller.context().close();

    // A seller with setup done.
    const seller = await newPage();
    await signInThroughForm(seller, 'demo_seller');
    await seller.waitForURL((url) => url.pathname === '/dashboard');
    for (const path of ['/auth', '/business']) {
      await seller.goto(path);
      await seller.waitForURL((url) => url.pathname === '/dashboard');
    }
    await seller.goto('/no-such-page');
    await seller.getByText('404 Page Not Found').waitFor();
    await seller.context().close();
  });

  it('shows the signed-in chrome, and logs out for good', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInThroughForm(page, 'demo_seller');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome back, Amira!');
    const badge = page
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .getByTestId('notification-badge');
    expect(Number(await badge.textContent())).toBeGreaterThan(0);
    await snapshot(page, 'dashboard-en-light-1280');

    // Go one page further, so that Back after logging out would land on a private page.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('Logout successful').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.getByText('Welcome back, Amira!').count()).toBe(0);
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
    await page.context().close();
  });

  it('switches a signed-in seller to Arabic, right to left, and remembers it', async () => {
    const page = await newPage();
    await signInThroughForm(page, 'demo_seller');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // On a phone, language and theme are in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#back-office-menu').getByRole('radio', { name: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('مرحباً بعودتك، Amira!');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await snapshot(page, 'dashboard-ar-light-375');
    await page.context().close();
  });

  it('asks for the current password to change the email, in Arabic on a phone', async () => {
    const page = await newPage();
    const username = `buyer_${unique()}`;
    const password = 'zitouna bleue 2026';
    const created = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.tn`,
        password,
        fullName: 'Leila Ben Salah',
        userType: 'customer',
      },
    });
    expect(created.status()).toBe(201);
    await signInThroughForm(page, username, password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    // The language a returning person chose, as the accessibility scan sets it.
    await page.evaluate(() => localStorage.setItem('hanout-lang', 'ar'));
    await page.context().clearCookies({ name: 'hanout-lang' });
    await page.goto('/profile');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // The profile's form; the password card below has a current-password field of its own.
    const email = page.locator('input[name="email"]');
    const form = page.locator('form').filter({ has: email });
    const current = form.locator('input[name="currentPassword"]');
    await email.waitFor();
    expect(await current.count()).toBe(0);
    await email.fill(`new.${username}@example.tn`);
    await form.getByLabel('كلمة المرور الحالية').waitFor();
    expect(await current.getAttribute('autocomplete')).toBe('current-password');

    const save = page.getByRole('button', { name: 'حفظ الملف الشخصي' });
    await save.click();
    await form.getByText('كلمة المرور الحالية مطلوبة').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await snapshot(page, 'profile-email-password-ar-375');

    await current.fill('not my password');
    await save.click();
    await form.getByText('كلمة المرور الحالية غير صحيحة').waitFor();

    await current.fill(password);
    await save.click();
    await page.getByText('تم تحديث الملف الشخصي').first().waitFor();
    await expect
      .poll(async () => (await (await page.request.get('/api/user')).json()).email)
      .toBe(`new.${username}@example.tn`);
    // Saved: the password is gone with its field.
    await expect.poll(() => current.count()).toBe(0);
    await page.context().close();
  });
});
