import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';
import { signInThroughForm } from './signin.ts';

describeJourney('the buyer area', ({ newPage }) => {
  it('shows a signed-in buyer their orders and conversations, and no store pages', async () => {
    const page = await newPage();
    await signInThroughForm(page, 'demo_buyer');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    await page.getByRole('heading', { name: 'My conversations' }).waitFor();
    await expect.poll(() => page.getByText(/^HN-[0-9A-Z]{6} · /).count()).toBeGreaterThan(0);
    expect(await page.getByText('Total Revenue').count()).toBe(0);
    await snapshot(page, 'journey-buyer-en-375');
    await page.goto('/products');
    await page.getByText('404 Page Not Found').waitFor();
    await page.context().close();
  });
});
