/**
 * The screenshot gallery: every route of the app, in en, fr and ar, light and dark, at 375 and
 * 1280 px, signed in as the account each route is for, written to screenshots/gallery/ as
 * `<account>--<route>--<lang>-<theme>-<width>.png`. Runs the real app on a fresh PGlite with the
 * demo data and drives the system Chromium.
 *
 *   npm run screenshots                      # everything (about 600 pictures, 10 to 20 minutes)
 *   npm run screenshots -- --only dashboard  # routes whose name contains "dashboard"
 *   npm run screenshots -- --lang ar --theme dark --width 375
 *
 * Over 300 lines because the route list (each route with its account and waits) is data that reads best in one place.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../common/constants.ts';
import { findChromium, LAUNCH_ARGS, startDemoApp } from '../tests/e2e/demo-app.ts';
import { ensureClientBuild } from './client-build.mjs';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots', 'gallery');
const PASSWORD = 'hanout2026';
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1280] as const;

type Account = 'visitor' | 'seller' | 'new-seller' | 'wizard-seller' | 'buyer' | 'transporter';

interface Shot {
  account: Account;
  name: string;
  path: string;
}

interface Ids {
  storeId: number;
  productId: number;
  soldOutProductId: number | null;
  sellerOrderId: number;
  buyerOrderId: number;
  cart: unknown[];
  checkout: unknown;
}

const USERNAMES: Record<Exclude<Account, 'visitor'>, string> = {
  seller: 'demo_seller',
  'new-seller': 'gallery_new_seller',
  'wizard-seller': 'rania_masmoudi',
  buyer: 'demo_buyer',
  transporter: 'demo_transporter',
};

function shotsFor(ids: Ids): Shot[] {
  const visitor = (name: string, at: string): Shot => ({ account: 'visitor', name, path: at });
  const as =
    (account: Account) =>
    (name: string, at: string): Shot => ({ account, name, path: at });
  const seller = as('seller');
  const buyer = as('buyer');
  const transporter = as('transporter');
  return [
    visitor('home', '/'),
    visitor('marketplace', '/marketplace'),
    visitor('stores', '/marketplace/stores'),
    visitor('store', `/marketplace/stores/${ids.storeId}`),
    visitor('product', `/marketplace/products/${ids.productId}`),
    ...(ids.soldOutProductId
      ? [visitor('product-sold-out', `/marketplace/products/${ids.soldOutProductId}`)]
      : []),
    visitor('search', '/marketplace/search?q=huile'),
    visitor('cart', '/marketplace/cart'),
    visitor('checkout', '/marketplace/checkout'),
    visitor('confirmation', '/marketplace/checkout/confirmation'),
    visitor('track', '/marketplace/orders/track'),
    visitor('business', '/business'),
    visitor('auth', '/auth'),
    visitor('auth-register-transporter', '/auth?tab=register&type=transporter'),
    visitor('setup-wizard', '/setup-wizard'),
    visitor('about', '/about'),
    visitor('help', '/help'),
    visitor('faq', '/faq'),
    visitor('terms', '/terms'),
    visitor('privacy', '/privacy'),
    visitor('contact', '/contact'),
    visitor('blog', '/blog'),
    visitor('blog-article', '/blog/open-a-store-in-ten-minutes'),
    visitor('tutorials', '/tutorials'),
    visitor('tutorial', '/tutorials/photograph-products-with-a-phone'),
    visitor('not-found', '/no-such-page'),
    seller('dashboard', '/dashboard'),
    seller('marketplace-signed-in', '/marketplace'),
    seller('products', '/products'),
    seller('product-new', '/products/new'),
    seller('product-view', `/products/${ids.productId}`),
    seller('product-edit', `/products/edit/${ids.productId}`),
    seller('orders', '/orders'),
    seller('order-new', '/orders/new'),
    seller('order', `/orders/${ids.sellerOrderId}`),
    seller('customers', '/customers'),
    seller('messages', '/messages'),
    seller('profile', '/profile'),
    seller('transporter-denied', '/transporter'),
    as('new-seller')('dashboard', '/dashboard'),
    as('new-seller')('products', '/products'),
    as('new-seller')('orders', '/orders'),
    as('wizard-seller')('setup-wizard', '/setup-wizard'),
    buyer('dashboard', '/dashboard'),
    buyer('order', `/dashboard/orders/${ids.buyerOrderId}`),
    buyer('profile', '/profile'),
    buyer('marketplace-signed-in', '/marketplace'),
    transporter('dashboard', '/dashboard'),
    transporter('board', '/transporter'),
    transporter('profile', '/profile'),
  ];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Ids to show, found the way a client would; and a fresh seller with an empty store. */
async function prepare(baseUrl: string): Promise<Ids> {
  const get = <T>(url: string, cookie?: string) =>
    fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {} }).then((r) => json<T>(r));
  const signIn = async (username: string) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    await json(response);
    return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  };

  const sellerCookie = await signIn(USERNAMES.seller);
  const me = await get<{ id: number }>('/api/user', sellerCookie);
  type ProductRow = {
    id: number;
    name: string;
    price: number;
    status: string;
    imageUrl: string | null;
    stockQuantity: number;
  };
  const storeProducts = await get<{ items: ProductRow[] } | ProductRow[]>(
    `/api/marketplace/stores/${me.id}/products`,
  );
  const productRows = Array.isArray(storeProducts) ? storeProducts : storeProducts.items;
  const onSale = productRows.filter((p) => p.status !== 'out_of_stock');
  const first = onSale[0] ?? productRows[0];
  if (!first) throw new Error('the demo seller has no products');
  const soldOut = productRows.find((p) => p.status === 'out_of_stock') ?? null;
  const sellerOrders = await get<{ items: { id: number }[] } | { id: number }[]>(
    '/api/orders',
    sellerCookie,
  );
  const sellerOrderRows = Array.isArray(sellerOrders) ? sellerOrders : sellerOrders.items;
  const buyerCookie = await signIn(USERNAMES.buyer);
  const buyerOrders = await get<{ items: { id: number }[] } | { id: number }[]>(
    '/api/my/orders',
    buyerCookie,
  );
  const buyerOrderRows = Array.isArray(buyerOrders) ? buyerOrders : buyerOrders.items;

  const store = await get<{ storeName: string }>(`/api/marketplace/stores/${me.id}`);
  const cart = onSale.slice(0, 2).map((product) => ({
    productId: product.id,
    storeId: me.id,
    storeName: store.storeName,
    name: product.name,
    price: product.price,
    imageUrl: product.imageUrl,
    quantity: 2,
    maxQuantity: Math.min(product.stockQuantity || 10, 10),
  }));

  // A real order, so the confirmation page has something to confirm.
  const checkout = await json(
    await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        name: 'Asma Gallery',
        phone: '22 123 456',
        governorate: 'TN-11',
        address: '12 rue de Marseille, Tunis',
        items: cart.map((line) => ({
          productId: line.productId,
          quantity: 1,
          price: line.price,
        })),
      }),
    }),
  ).catch((error: unknown) => {
    console.warn(`checkout for the confirmation page failed: ${String(error)}`);
    return null;
  });

  // A seller who has just finished the wizard: empty store, the getting-started checklist.
  await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username: USERNAMES['new-seller'],
      email: 'gallery.new.seller@example.tn',
      password: PASSWORD,
      fullName: 'Nour Gallery',
      userType: 'business',
    }),
  });
  const newCookie = await signIn(USERNAMES['new-seller']);
  const newMe = await get<{ id: number }>('/api/user', newCookie);
  await json(
    await fetch(`${baseUrl}/api/users/${newMe.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: newCookie },
      body: JSON.stringify({
        storeName: 'Atelier Nour',
        storeDescription: 'Bijoux en argent faits main à Nabeul.',
        storePhone: '+216 98 765 432',
        storeAddress: 'Avenue Habib Bourguiba, Nabeul',
        setupCompleted: true,
      }),
    }),
  );

  return {
    storeId: me.id,
    productId: first.id,
    soldOutProductId: soldOut?.id ?? null,
    sellerOrderId: sellerOrderRows[0]?.id ?? 1,
    buyerOrderId: buyerOrderRows[0]?.id ?? 1,
    cart,
    checkout,
  };
}

async function contextFor(
  browser: Browser,
  baseUrl: string,
  account: Account,
  language: string,
  theme: string,
  width: number,
  ids: Ids,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 768 ? 812 : 800 },
    deviceScaleFactor: 1,
    locale: language,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  await context.addInitScript(
    ([langKey, lang, themeKey, themeValue, cart, checkout]) => {
      localStorage.setItem(langKey as string, lang as string);
      localStorage.setItem(themeKey as string, themeValue as string);
      if (!localStorage.getItem('hanout-cart')) localStorage.setItem('hanout-cart', cart as string);
      if (checkout) sessionStorage.setItem('hanout-last-checkout', checkout as string);
    },
    [
      LANGUAGE_STORAGE_KEY,
      language,
      THEME_STORAGE_KEY,
      theme,
      JSON.stringify(account === 'visitor' ? ids.cart : []),
      ids.checkout ? JSON.stringify(ids.checkout) : '',
    ],
  );
  await context.addCookies([{ name: 'hanout-lang', value: language, url: baseUrl }]);
  if (account !== 'visitor') {
    const response = await context.request.post('/api/auth/login', {
      data: { username: USERNAMES[account], password: PASSWORD },
      headers: { origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`sign-in as ${account}: ${response.status()}`);
  }
  return context;
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      lang: { type: 'string' },
      theme: { type: 'string' },
      width: { type: 'string' },
      account: { type: 'string' },
    },
  });
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: install Debian chromium or set CHROME_PATH.');
  await ensureClientBuild({ log: (message: string) => console.log(message) });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hanout-gallery-'));
  const demo = await startDemoApp({ dataDir });
  const baseUrl = demo.baseUrl;
  const browser = await chromium.launch({ executablePath: chromePath, args: LAUNCH_ARGS });
  try {
    const ids = await prepare(baseUrl);
    const shots = shotsFor(ids).filter(
      (shot) =>
        (!values.only || `${shot.account}--${shot.name}`.includes(values.only)) &&
        (!values.account || shot.account === values.account),
    );
    const languages = values.lang ? [values.lang] : [...LANGUAGES];
    const themes = values.theme ? [values.theme] : [...THEMES];
    const widths = values.width ? [Number(values.width)] : [...WIDTHS];
    if (!values.only && !values.lang && !values.theme && !values.width && !values.account) {
      rmSync(OUT_DIR, { recursive: true, force: true });
    }
    mkdirSync(OUT_DIR, { recursive: true });
    const accounts = [...new Set(shots.map((shot) => shot.account))];
    let written = 0;
    for (const account of accounts) {
      for (const language of languages) {
        for (const theme of themes) {
          for (const width of widths) {
            const context = await contextFor(
              browser,
              baseUrl,
              account,
              language,
              theme,
              width,
              ids,
            );
            const page = await context.newPage();
            for (const shot of shots.filter((s) => s.account === account)) {
              await page.goto(shot.path, { waitUntil: 'networkidle' });
              await page.evaluate(() => document.fonts.ready);
              await page.waitForTimeout(300);
              const file = `${account}--${shot.name}--${language}-${theme}-${width}.png`;
              await page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true });
              written += 1;
            }
            await context.close();
          }
        }
      }
    }
    console.log(`${written} screenshots in ${path.relative(process.cwd(), OUT_DIR)}/`);
  } finally {
    await browser.close();
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
