import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { signInThroughForm } from './signin.ts';

/** What a reader sees of an amount: the no-break spaces of the format read as spaces. */
async function shown(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
}

/** The text of the page as read: isolate marks dropped, spaces folded. */
async function pageText(page: Page): Promise<string> {
  const text = (await page.locator('main').textContent()) ?? '';
  return text.replace(/[\u2066-\u2069]/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** The direction the browser lays an element out in. */
const directionOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).direction);

describeJourney('exact money and clean mixed-script text', ({ newPage }) => {
  const stamp = Date.now().toString(36);
  const name = `Makroudh aux dattes 500 g — مقروض ${stamp}`;
  let seller: Page;
  let productId = 0;

  beforeAll(async () => {
    // The demo seller puts a 6.50 DT product on sale, through the API.
    seller = await newPage();
    const login = await seller.request.post('/api/auth/login', {
      data: { username: 'demo_seller', password: 'hanout2026' },
    });
    expect(login.status()).toBe(200);
    const created = await seller.request.post('/api/products', {
      data: {
        name,
        description: 'Makroudh de Kairouan, semoule et pâte de dattes, frit puis miellé.',
        price: 6.5,
        status: 'in_stock',
        stockQuantity: 30,
      },
    });
    expect(created.status()).toBe(201);
    productId = ((await created.json()) as { id: number }).id;
    // A third decimal is refused: what a buyer is shown is what is stored.
    const refused = await seller.request.patch(`/api/products/${productId}`, {
      data: { price: 6.375 },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors.price).toBe('Price can have at most two decimals.');
  });

  afterAll(async () => {
    if (productId) await seller.request.delete(`/api/products/${productId}`);
    await seller?.context().close();
  });

  it('a 6.50 DT product bought twice totals 13.00 in English, French and Arabic, cart and checkout', async () => {
    const page = await newPage();
    await page.goto(`/marketplace/products/${productId}?lng=en`);
    await page.getByRole('heading', { name }).waitFor();
    expect(await shown(page.getByTestId('product-total'))).toBe('6.50 DT');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await shown(page.getByTestId('product-total'))).toBe('13.00 DT');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    const expected = {
      en: { line: '13.00 DT', each: '6.50 DT each' },
      fr: { line: '13,00 DT', each: '6,50 DT' },
      ar: { line: '13,00 د.ت', each: '6,50 د.ت' },
    } as const;
    for (const [language, text] of Object.entries(expected)) {
      await page.goto(`/marketplace/cart?lng=${language}`);
      const line = page.getByTestId('cart-line-total');
      await line.waitFor();
      expect(await shown(line), language).toBe(text.line);
      // The store's goods; the cash to pay (cart-total) adds its delivery fee (issue 14).
      expect(await shown(page.getByTestId('cart-store-subtotal')), language).toBe(text.line);
      expect(await pageText(page), language).toContain(text.each);
      // An Arabic amount reads right to left (number, then the unit after it); French and
      // English left to right.
      expect(await directionOf(line), language).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await snapshot(page, `money-cart-${language}-375`);

      await page.goto(`/marketplace/checkout?lng=${language}`);
      const summaryLine = page.getByTestId('checkout-line-total');
      await summaryLine.waitFor();
      expect(await shown(summaryLine), language).toBe(text.line);
      expect(await shown(page.getByTestId('checkout-store-subtotal')), language).toBe(text.line);
      // The quantity stays beside its own name in the summary.
      const row = page.getByRole('listitem').filter({ has: summaryLine });
      expect(await shown(row.locator('span.tabular-nums').first()), language).toBe('2 ×');
      expect(await shown(row.locator('bdi').first()), language).toBe(name);
    }
    await snapshot(page, 'money-checkout-ar-375');
    await page.context().close();
  });

  it('in Arabic, each quantity of a buyer’s order sits beside its own name', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInThroughForm(page, 'demo_buyer');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard?lng=ar');
    const lines = page.getByTestId('order-item');
    await lines.first().waitFor();
    expect(await lines.count()).toBeGreaterThan(1);
    for (const line of await lines.all()) {
      const quantity = line.locator('span').first();
      const productName = line.locator('bdi');
      const [q, n] = [await quantity.boundingBox(), await productName.boundingBox()];
      if (!q || !n) throw new Error('an order line is not on screen');
      // Right to left: the quantity first (on the right), its name just after it, same row.
      expect(q.x).toBeGreaterThanOrEqual(n.x + n.width - 1);
      expect(q.x - (n.x + n.width)).toBeLessThan(12);
      expect(Math.abs(q.y + q.height / 2 - (n.y + n.height / 2))).toBeLessThan(4);
      expect(await shown(quantity)).toMatch(/^\d+ ×$/);
    }
    await snapshot(page, 'money-buyer-area-ar-1280');
    await page.context().close();
  });

  it('shows phones as +216 22 123 456, left to right, on the store page and the customer cards', async () => {
    const page = await newPage();
    await page.goto('/marketplace/stores?lng=ar');
    await page
      .getByRole('link', { name: /Dar Zitouna/ })
      .first()
      .click();
    const storePhone = page.getByTestId('store-phone');
    await storePhone.waitFor();
    expect(await storePhone.textContent()).toBe('+216 74 223 418');
    expect(await directionOf(storePhone)).toBe('ltr');
    expect(await page.getByRole('link', { name: /\+216 74 223 418/ }).getAttribute('href')).toBe(
      'tel:+21674223418',
    );
    await page.context().close();

    await seller.goto('/customers?lng=ar');
    const phones = seller.getByRole('link', { name: /^\+216 \d\d \d{3} \d{3}$/ });
    await phones.first().waitFor();
    for (const phone of (await phones.all()).slice(0, 4)) {
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+216\d{8}$/);
      expect(await directionOf(phone)).toBe('ltr');
    }
    await snapshot(seller, 'money-customers-ar-375');
  });
});
