/**
 * DESIGN.md quality bar: axe finds no serious or critical violation on any page, in any language.
 * Every screen of the four kinds of user, in English, French and Arabic (RTL), at phone width, in the light
 * theme and, where colours differ most, the dark one. Each test gathers every page's violations
 * before failing, so one run lists all that needs fixing.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { Page as ListPage } from '../../common/contracts/shared.ts';
import type { CartLine } from '../../client/src/features/cart/cart-store.ts';
import { scan, setTheme, type Language, type Theme } from './axe-scan.ts';
import { describeJourney, type Journey } from './browser.ts';
import { signInThroughForm } from './signin.ts';

const LANGUAGES = ['en', 'fr', 'ar'] as const satisfies readonly Language[];

/**
 * A fresh context in which axe may be injected: the app's Content-Security-Policy (script-src
 * 'self') rightly refuses inline scripts, so the test context alone bypasses it.
 */
const newScanPage = (journey: Journey) => journey.newPage({ bypassCSP: true });

/** A visitor's page in a fresh context, in the given language (set before the app first loads). */
async function pageIn(journey: Journey, language: Language) {
  const page = await newScanPage(journey);
  await page.addInitScript((lang) => {
    localStorage.setItem('hanout-lang', lang);
  }, language);
  return page;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A signed-in page of one account, in the given language. The sign-in form is driven in English;
 * then the language is switched the way a returning person's stored choice would.
 */
async function signedInPage(journey: Journey, username: string, language: Language) {
  const page = await newScanPage(journey);
  await signInThroughForm(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.evaluate((lang) => localStorage.setItem('hanout-lang', lang), language);
  await page.context().clearCookies({ name: 'hanout-lang' });
  return page;
}

describeJourney('accessibility (axe)', (journey) => {
  for (const language of LANGUAGES) {
    it(`finds no serious violation on the visitor pages (${language})`, async () => {
      const page = await pageIn(journey, language);
      const found: string[] = [];
      const visit = async (path: string, label = path, theme: Theme = 'light') => {
        await setTheme(page, theme);
        await page.goto(path);
        found.push(...(await scan(page, { language, theme, label })));
      };

      const stores = await getJson<MarketplaceStore[]>(page, '/api/marketplace/stores');
      const store = stores.find((s) => s.storeName.startsWith('Dar Zitouna')) ?? stores[0];
      if (!store) throw new Error('no store in the seed');
      const inStock = await getJson<ListPage<MarketplaceProduct>>(
        page,
        `/api/marketplace/stores/${store.id}/products?status=in_stock`,
      );
      const outOfStock = await getJson<ListPage<MarketplaceProduct>>(
        page,
        `/api/marketplace/stores/${store.id}/products?status=out_of_stock`,
      );
      const product = inStock.items[0];
      const gone = outOfStock.items[0];
      if (!product || !gone) throw new Error('the seed store lacks an in- or out-of-stock product');

      await page.goto('/');
      // The server draws this first page in English; once hydrated it switches to the language
      // kept in localStorage, and its cookie then has the server draw the next pages in it.
      await page.locator(`html[data-hydrated][lang="${language}"]`).waitFor({ state: 'attached' });
      await visit('/', 'home');
      await visit('/', 'home', 'dark');
      await visit('/marketplace/stores');
      await visit(`/marketplace/stores/${store.id}`, 'store');
      await visit(`/marketplace/products/${product.id}`, 'product');
      await visit(`/marketplace/products/${product.id}`, 'product', 'dark');
      await visit(`/marketplace/products/${gone.id}`, 'out-of-stock product');
      await visit('/marketplace/products?q=huile', 'search');
      await visit('/marketplace/cart', 'empty cart');

      // One product in the cart, the line the product page would store.
      const line: CartLine = {
        productId: product.id,
        storeId: store.id,
        storeName: store.storeName,
        name: product.name,
        price: product.price,
        imageUrl: product.imageUrl,
        quantity: 1,
        maxQuantity: Math.max(product.stockQuantity, 1),
      };
      await page.evaluate(
        (stored) => localStorage.setItem('hanout-cart', JSON.stringify([stored])),
        line,
      );
      await visit('/marketplace/cart', 'cart');
      await visit('/marketplace/checkout', 'checkout');
      await visit('/marketplace/orders/track', 'order tracking');
      await visit('/business');
      await visit('/auth');
      await visit('/auth?tab=register', 'register');
      // The pages an email leads to (issue 15): a dead link's state is enough for unsubscribe.
      await visit('/auth/forgot-password', 'forgot password');
      await visit('/auth/reset-password#token=not-a-real-token', 'reset password');
      await visit('/auth/reset-password', 'reset password, no token', 'dark');
      await visit(`/email/unsubscribe/${'x'.repeat(43)}`, 'unsubscribe, unknown link');

      // A guest's private conversation, made as Contact Seller makes it. A fresh address each
      // run: one a customer of the store already uses gets no link.
      const sent = await page.request.post(`/api/marketplace/stores/${store.id}/messages`, {
        data: {
          name: 'Nour Axe',
          email: `axe-${language}-${Date.now()}@example.tn`,
          content: 'Le plat existe-t-il en 40 cm ?',
        },
      });
      expect(sent.status()).toBe(201);
      const { conversationToken } = (await sent.json()) as { conversationToken: string | null };
      if (!conversationToken) throw new Error('Contact Seller gave a new guest no link');
      await visit(`/marketplace/conversations/${conversationToken}`, 'guest conversation');
      await visit(`/marketplace/conversations/${conversationToken}`, 'guest conversation', 'dark');
      await visit(`/marketplace/conversations/${'y'.repeat(43)}`, 'guest conversation, unknown');
      await visit('/no-such-page', '404');
      // The footer's pages: long text, a table of contents, questions that open, a form.
      await visit('/about', 'about');
      await visit('/faq', 'faq', 'dark');
      await visit('/privacy', 'privacy');
      await visit('/contact', 'contact');
      await visit('/blog', 'blog');
      await visit('/tutorials/ship-with-hanout-transporters', 'tutorial', 'dark');
      await page.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });

    it(`finds no serious violation on the seller pages (${language})`, async () => {
      const page = await signedInPage(journey, 'demo_seller', language);
      const found: string[] = [];
      const visit = async (path: string, theme: Theme = 'light') => {
        await setTheme(page, theme);
        await page.goto(path);
        found.push(...(await scan(page, { language, theme, label: `seller ${path}` })));
      };

      await visit('/dashboard', 'dark');
      await visit('/dashboard');
      // The notification centre, open.
      await page
        .locator('header button[aria-haspopup="menu"]:has(svg.lucide-bell):visible')
        .click();
      await page.getByTestId('notification-list').waitFor();
      // Radix's modal menu sets aria-hidden on the rest of the page while its focus scope keeps
      // focus inside the menu; axe cannot see that trap and reports the hidden page's links
      // (aria-hidden-focus), as for every open Radix menu. Everything else is checked.
      found.push(
        ...(await scan(page, { language, theme: 'light', label: 'seller bell menu' })).filter(
          (line) => !line.includes(': aria-hidden-focus ['),
        ),
      );
      await page.keyboard.press('Escape');
      await visit('/products');
      await visit('/products/new');
      await visit('/orders');
      await page
        .locator('main a[href^="/orders/"]:not([href="/orders/new"]):visible')
        .first()
        .click();
      await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
      found.push(...(await scan(page, { language, theme: 'light', label: 'seller order detail' })));
      await visit('/customers');
      await visit('/messages');
      await page.locator('main').getByRole('list').getByRole('button').first().click();
      await page.getByRole('textbox').last().waitFor();
      found.push(...(await scan(page, { language, theme: 'light', label: 'seller conversation' })));
      await visit('/cash');
      // The profile with its issue 15 cards: email notifications and WhatsApp messages.
      await visit('/profile');
      await visit('/profile', 'dark');
      await page.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });

    it(`finds no serious violation on the buyer and transporter pages (${language})`, async () => {
      const found: string[] = [];

      const buyer = await signedInPage(journey, 'demo_buyer', language);
      await buyer.goto('/dashboard');
      found.push(...(await scan(buyer, { language, theme: 'light', label: 'buyer /dashboard' })));
      await buyer.locator('main a[href^="/dashboard/orders/"]').first().click();
      await buyer.waitForURL((url) => /^\/dashboard\/orders\/\d+$/.test(url.pathname));
      found.push(...(await scan(buyer, { language, theme: 'light', label: 'buyer order' })));
      // A buyer's profile: the email notifications card.
      await buyer.goto('/profile');
      found.push(...(await scan(buyer, { language, theme: 'light', label: 'buyer /profile' })));
      await buyer.context().close();

      const transporter = await signedInPage(journey, 'demo_transporter', language);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(transporter, theme);
        await transporter.goto('/transporter');
        for (const [index, tab] of ['profile', 'requests'].entries()) {
          await transporter.getByRole('tab').nth(index).click();
          const label = `transporter ${tab} tab`;
          found.push(...(await scan(transporter, { language, theme, label })));
        }
      }
      await transporter.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
