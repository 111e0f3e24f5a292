import type { Page } from 'playwright-core';

/** Signs in through the /auth form, as a person would, and waits for the dashboard. */
export async function signInThroughForm(page: Page, username: string, password = 'hanout2026') {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAsSeller(page: Page, username = 'demo_seller') {
  await signInThroughForm(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
