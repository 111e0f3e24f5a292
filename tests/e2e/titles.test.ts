import { expect, it } from 'vitest';
import { describeJourney } from './browser.ts';
import { signInAsSeller } from './signin.ts';

describeJourney('page titles', ({ newPage }) => {
  it('names every back-office page in the tab, in the reader’s language', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    const expected: [string, string][] = [
      ['/dashboard', 'Dashboard | Hanout'],
      ['/products', 'Products | Hanout'],
      ['/products/new', 'New product | Hanout'],
      ['/orders', 'Orders | Hanout'],
      ['/orders/new', 'New order | Hanout'],
      ['/customers', 'Customers | Hanout'],
      ['/messages', 'Messages | Hanout'],
      ['/cash', 'Cash | Hanout'],
      ['/profile', 'My profile | Hanout'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.goto('/orders?lng=fr');
    await expect.poll(() => page.title()).toBe('Commandes | Hanout');
    await page.context().close();
  });

  it('names the cart, checkout and tracking pages, and a product by its name and store', async () => {
    const page = await newPage();
    for (const [path, title] of [
      ['/marketplace/cart', 'Cart | Hanout'],
      ['/marketplace/checkout', 'Checkout | Hanout'],
      ['/marketplace/orders/track', 'Track an order | Hanout'],
      ['/business', 'Sell on Hanout | Hanout'],
      ['/auth', 'Sign in | Hanout'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.goto('/marketplace/cart?lng=ar');
    await expect.poll(() => page.title()).toBe('السلة | Hanout');

    await page.goto('/?lng=en');
    await page.locator('a[href^="/marketplace/products/"]').first().click();
    await page.waitForURL(/\/marketplace\/products\/\d+/);
    await expect.poll(() => page.title()).toMatch(/^.+ – .+ \| Hanout$/);
    await page.context().close();
  });
});
