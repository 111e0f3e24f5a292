import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';

describeJourney('the setup wizard from the start', ({ newPage }) => {
  it('creates the account, signs in, saves the store, and Add Products completes setup', async () => {
    const page = await newPage({ locale: 'fr-FR' });
    const username = `wiz_${Date.now().toString(36)}`;
    await page.goto('/setup-wizard?lng=en');
    const progress = page.getByRole('progressbar');
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('25');
    await page.getByLabel('Full name').fill('Hela Mansour');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.tn`);
    await page.getByLabel('Password', { exact: true }).fill('tabarka-2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Account created').first().waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('50');
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await page.getByLabel('Store description').fill('Trop court'.slice(0, 5));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Description must be at least 10 characters.').waitFor();
    await page.getByLabel('Store name').fill('Corail de Tabarka');
    await page
      .getByLabel('Store description')
      .fill('Bijoux en corail rouge de Tabarka — مرجان طبرقة');
    await page.getByLabel('Phone number').fill('+216 78 670 000');
    await page.getByLabel('Address').fill('Port de Tabarka, Jendouba');
    await page.getByRole('combobox', { name: 'Governorate' }).click();
    await page.getByRole('option', { name: 'Jendouba' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('75');
    await snapshot(page, 'journey-wizard-products-en-375');
    await page.getByRole('button', { name: 'Add Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products/new');
    expect((await (await page.request.get('/api/user')).json()).setupCompleted).toBe(true);

    // Setup done: the wizard now opens on its last step.
    await page.goto('/setup-wizard');
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await page.context().close();
  });
});
