/**
 * Server rendering (issue 16): the marketplace home, a store and a product arrive with their
 * content in the HTML, readable with JavaScript off, in every language; with JavaScript on the
 * browser hydrates them without a mismatch, in light and dark, and they work (add to cart); no
 * GET /api/user without a session cookie; a signed-in buyer's account shows from the first paint.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { Page as ListPage } from '../../common/contracts/shared.ts';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import ar from '../../client/src/locales/ar.json';
import en from '../../client/src/locales/en.json';
import fr from '../../client/src/locales/fr.json';
import type { Language } from '../../common/constants.ts';
import { signInThroughForm } from './signin.ts';

const LANGUAGES: Language[] = ['en', 'fr', 'ar'];
const TEXTS: Record<Language, unknown> = { en, fr, ar };

/** The text of `key` in `language` (plural form by `count`), {{values}} filled in. */
function say(language: Language, key: string, values: Record<string, number> = {}): string {
  const lookup = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], TEXTS[language]);
  const plural =
    values.count === undefined
      ? undefined
      : (lookup(`${key}_${new Intl.PluralRules(language).select(values.count)}`) ??
        lookup(`${key}_other`));
  const text = plural ?? lookup(key);
  if (typeof text !== 'string') throw new Error(`No ${language} text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Console errors and warnings and uncaught errors of a page, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every /api/ request a page makes, from now on. */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

describeJourney('server-rendered marketplace pages', ({ browser, baseUrl, newPage }) => {
  async function fixtures() {
    const page = await newPage();
    const featured = await getJson<MarketplaceProduct[]>(
      page,
      '/api/marketplace/products/featured',
    );
    const stores = await getJson<MarketplaceStore[]>(page, '/api/marketplace/stores');
    const store = stores.find((s) => s.productsCount > 0) ?? stores[0]!;
    const products = await getJson<ListPage<MarketplaceProduct>>(
      page,
      `/api/marketplace/stores/${store.id}/products?pageSize=12`,
    );
    const product = featured.find((p) => p.status !== 'out_of_stock') ?? featured[0]!;
    await page.context().close();
    return { featured, store, products: products.items, product };
  }

  it('shows the home, a store and a product with JavaScript off, in en, fr and ar', async () => {
    const { featured, store, products, product } = await fixtures();
    for (const language of LANGUAGES) {
      const context = await browser().newContext({
        baseURL: baseUrl,
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();

      const home = await page.goto(`/?lng=${language}`);
      expect(home?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await page
        .getByRole('heading', { level: 1, name: say(language, 'home.heroTitle') })
        .waitFor();
      for (const item of featured.slice(0, 4)) {
        expect(await page.getByText(item.name, { exact: true }).count()).toBeGreaterThan(0);
      }
      if (language !== 'en') await snapshot(page, `ssr-nojs-home-${language}-375`);

      const storePage = await page.goto(`/marketplace/stores/${store.id}?lng=${language}`);
      expect(storePage?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: store.storeName }).waitFor();
      for (const item of products.slice(0, 4)) {
        expect(await page.getByText(item.name, { exact: true }).count()).toBeGreaterThan(0);
      }
      if (language !== 'en') await snapshot(page, `ssr-nojs-store-${language}-375`);

      const productPage = await page.goto(`/marketplace/products/${product.id}?lng=${language}`);
      expect(productPage?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      const body = await page.locator('body').innerText();
      // The price as the page formats it: 24.50 in English, 24,50 in French.
      const price = product.price.toFixed(2);
      expect(body.includes(price) || body.includes(price.replace('.', ','))).toBe(true);
      if (language !== 'en') await snapshot(page, `ssr-nojs-product-${language}-375`);

      const missing = await page.goto(`/marketplace/products/999999?lng=${language}`);
      expect(missing?.status()).toBe(404);
      await page.getByText(say(language, 'marketplace.product.invalidId')).waitFor();
      await context.close();
    }
  });

  it('keeps a language asked for in the address before the scripts have started', async () => {
    const { store } = await fixtures();
    const page = await newPage({}, { waitForApp: false });
    // The app's scripts never arrive: only the small starter runs, as on a phone still loading.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/?lng=ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The next page, opened before the app has started, is drawn in Arabic by the server.
    await page.goto(`/marketplace/stores/${store.id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: store.storeName }).waitFor();
    expect(await page.getByText(say('ar', 'marketplace.store.products')).count()).toBeGreaterThan(
      0,
    );
    await page.context().close();
  });

  it('hydrates the three pages without a mismatch, in every language and theme, with no GET /api/user', async () => {
    const { store, product } = await fixtures();
    const paths = ['/', `/marketplace/stores/${store.id}`, `/marketplace/products/${product.id}`];
    for (const language of LANGUAGES) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage({ colorScheme: theme });
        await page.context().addCookies([{ name: 'hanout-lang', value: language, url: baseUrl }]);
        await page.context().addInitScript((chosen) => {
          localStorage.setItem('hanout-ui-theme', chosen);
        }, theme);
        const problems = watchConsole(page);
        const api = watchApi(page);
        for (const path of paths) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          expect(await page.locator('html').getAttribute('data-ssr')).not.toBeNull();
          const htmlClass = (await page.locator('html').getAttribute('class')) ?? '';
          expect(htmlClass.split(' ').includes('dark')).toBe(theme === 'dark');
        }
        expect(problems, `${language} ${theme}`).toEqual([]);
        expect(api.filter((call) => call === '/api/user' || call === '/api/auth/me')).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('stays interactive once hydrated: add to cart, and the badge counts it', async () => {
    const { product } = await fixtures();
    for (const language of ['en', 'ar'] as const) {
      const page = await newPage();
      const problems = watchConsole(page);
      await page.goto(`/marketplace/products/${product.id}?lng=${language}`);
      await page.waitForLoadState('networkidle');
      const add = page.getByRole('button', {
        name: new RegExp(`^${escape(say(language, 'marketplace.product.addToCart'))}`),
      });
      await add.click();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('hanout-cart') ?? ''))
        .toContain(`"productId":${product.id}`);
      // A cart already filled is drawn after hydration, without a mismatch.
      await page.reload();
      await page.waitForLoadState('networkidle');
      const cartLabel = say(language, 'cart.iconLabel', { count: 1 });
      await page.getByRole('link', { name: cartLabel }).first().waitFor();
      await snapshot(page, `ssr-js-product-${language}-375`);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps a tap made before the app has started, and follows a link at once', async () => {
    const { product } = await fixtures();
    const page = await newPage({}, { waitForApp: false });
    const problems = watchConsole(page);
    // The app's entry arrives late, as on a slow phone: the page is drawn, its buttons not live.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/marketplace/products/${product.id}`);
    const add = page.getByRole('button', {
      name: new RegExp(`^${escape(say('en', 'marketplace.product.addToCart'))}`),
    });
    // Two taps, in order: one more, then add.
    await page.getByRole('button', { name: say('en', 'quantityStepper.increase') }).click();
    await add.click();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('hanout-cart'))).toBeNull();
    release();
    // Given back to their buttons once the app has taken the page over: the cart has two.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('hanout-cart') ?? '[]')))
      .toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    const cartLabel = say('en', 'cart.iconLabel', { count: 2 });
    await page.getByRole('link', { name: cartLabel }).first().waitFor();
    expect(problems).toEqual([]);

    // A link works before then, as a plain link: the browser follows it.
    await page.unrouteAll();
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: say('en', 'home.browseStores') }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/stores');
    await page.context().close();
  });

  it('draws a signed-in buyer with their account menu at once, and keeps the page private', async () => {
    const { product } = await fixtures();
    // Wide: on a phone the account menu is inside the header's menu.
    const page = await newPage({ viewport: DESKTOP });
    await signInThroughForm(page, 'demo_buyer');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const problems = watchConsole(page);
    const api = watchApi(page);
    const response = await page.goto(`/marketplace/products/${product.id}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const html = await response!.text();
    expect(html).toContain('demo_buyer');
    // The menu is in the HTML itself, not drawn once a request answers.
    const menuLabel = say('en', 'nav.userMenu');
    expect(html).toContain(`aria-label="${menuLabel}"`);
    await page.getByRole('button', { name: menuLabel }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await snapshot(page, 'ssr-js-product-signed-in-en-375');
    expect(api.filter((call) => call === '/api/user')).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('draws the home with its content before any script runs, and takes JavaScript over', async () => {
    const page = await newPage();
    const api = watchApi(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: say('en', 'home.heroTitle') }).waitFor();
    await snapshot(page, 'ssr-js-home-en-375');
    const stores = page.getByRole('link', { name: say('en', 'home.browseStores') });
    await stores.click();
    await page.waitForURL((url) => url.pathname === '/marketplace/stores');
    expect(api).not.toContain('/api/user');
    await page.context().close();
  });
});
