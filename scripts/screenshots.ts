/**
 * The screenshot gallery: every route of the app, in en, fr and ar, light and dark, at 375 and
 * 1280 px, signed in as the account each route is for, written to screenshots/gallery/ as
 * `<account>--<route>--<lang>-<theme>-<width>.png`. Runs the real app on a fresh PGlite with the
 * demo data and drives the system Chromium.
 *
 *   npm run screenshots                      # everything (about 600 pictures, 10 to 20 minutes)
 *   npm run screenshots -- --only dashboard  # routes whose name contains "dashboard" (a,b: either)
 *   npm run screenshots -- --lang ar --theme dark --width 375
 *
 * Over 300 lines because the route list (each route with its account and waits) is data that reads best in one place.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '../common/constants.ts';
import { findChromium, LAUNCH_ARGS, startDemoApp } from '../tests/e2e/demo-app.ts';
import { ensureClientBuild } from './client-build.mjs';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots', 'gallery');
const PASSWORD = 'hanout2026';
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1280] as const;

type Account =
  | 'visitor'
  | 'seller'
  | 'new-seller'
  | 'wizard-seller'
  | 'suspended-seller'
  | 'buyer'
  | 'transporter'
  | 'pending-transporter'
  | 'operator';

interface Shot {
  account: Account;
  name: string;
  path: string;
  /** Something to do on the page before the picture (e.g. add photos to a form, open a menu). */
  act?: (page: Page, t: Translate) => Promise<void>;
  /** Only at widths up to this (e.g. a sheet that phones alone open). */
  maxWidth?: number;
  /** The window alone, as the user sees an open menu or dialog (default: the whole page). */
  viewportOnly?: boolean;
}

/** A locale text by its key, in the shot's language (to find a button by its name). */
type Translate = (key: string) => string;

function translator(language: string): Translate {
  const file = path.resolve(
    import.meta.dirname,
    '..',
    'client',
    'src',
    'locales',
    `${language}.json`,
  );
  const texts: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return (key) => {
    let node = texts;
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : '';
    }
    return typeof node === 'string' ? node : key;
  };
}

/** Clicks the button whose name starts with a locale text, when the page shows one. */
const clickButton = (key: string) => async (page: Page, t: Translate) => {
  const name = new RegExp(`^\\s*${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const button = page.getByRole('button', { name }).first();
  if (!(await button.isVisible().catch(() => false))) return;
  await button.click();
  await page.waitForTimeout(600);
};

/** Picks the checkout's first governorate: the summary then shows each store's exact fee. */
async function chooseFirstGovernorate(page: Page): Promise<void> {
  await page.getByRole('combobox').first().click();
  await page.getByRole('option').first().click();
  await page.waitForTimeout(400);
}

/** "Forgot password?" sent: the same words whether or not the address has an account. */
async function askForResetLink(page: Page, t: Translate): Promise<void> {
  await page.getByLabel(t('passwordReset.request.email')).fill('demo.seller@example.tn');
  await page.getByRole('button', { name: t('passwordReset.request.submit') }).click();
  await page.getByText(t('passwordReset.request.sentTitle')).waitFor();
}

/** Contact Seller as a new guest (a fresh address each time), up to the private link panel. */
async function contactAsGuest(page: Page, t: Translate): Promise<void> {
  await page
    .getByRole('button', { name: t('marketplace.contact.button') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('marketplace.contact.name')).fill('Nour Ben Salah');
  await dialog
    .getByLabel(t('marketplace.contact.email'))
    .fill(`gallery-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.tn`);
  await dialog.getByLabel(t('marketplace.contact.message')).fill('Le plat existe-t-il en 40 cm ?');
  await dialog.getByRole('button', { name: t('marketplace.contact.send') }).click();
  await dialog.getByTestId('guest-conversation-sent').waitFor();
}

interface Ids {
  storeId: number;
  /** A store with a logo and a cover photo, when the demo seller's has not both. */
  identityStoreId: number | null;
  /** The demo seller's product on sale with the most photos. */
  productId: number;
  /** Filters that match the demo seller's products: category, governorate, a sort. */
  browseFilters: string;
  /** Two phone-like JPEGs for the product form's uploader. */
  photoFiles: string[];
  soldOutProductId: number | null;
  sellerOrderId: number;
  buyerOrderId: number;
  /** The seeded transporter waiting for verification, as the operators' list gives it. */
  pendingTransporterId: number | null;
  /** A store the gallery's operator suspended, and one of its products they hid. */
  suspendedStoreId: number;
  hiddenProductId: number | null;
  cart: unknown[];
  checkout: unknown;
  /** A guest's private conversation link with the demo store, answered by the seller (issue 15). */
  guestConversationToken: string | null;
}

const USERNAMES: Record<Exclude<Account, 'visitor'>, string> = {
  seller: 'demo_seller',
  'new-seller': 'gallery_new_seller',
  'wizard-seller': 'rania_masmoudi',
  'suspended-seller': 'ines_savon',
  buyer: 'demo_buyer',
  transporter: 'demo_transporter',
  'pending-transporter': 'nour_jebali',
  operator: 'gallery_operator',
};

function shotsFor(ids: Ids): Shot[] {
  const visitor = (name: string, at: string): Shot => ({ account: 'visitor', name, path: at });
  const as =
    (account: Account) =>
    (name: string, at: string): Shot => ({ account, name, path: at });
  const seller = as('seller');
  const buyer = as('buyer');
  const transporter = as('transporter');
  const operator = as('operator');
  return [
    visitor('home', '/'),
    visitor('marketplace', '/marketplace'),
    visitor('stores', '/marketplace/stores'),
    visitor('store', `/marketplace/stores/${ids.storeId}`),
    visitor('product', `/marketplace/products/${ids.productId}`),
    {
      ...visitor('product-share', `/marketplace/products/${ids.productId}`),
      act: clickButton('share.product'),
      viewportOnly: true,
    },
    {
      ...visitor('product-zoom', `/marketplace/products/${ids.productId}`),
      act: clickButton('marketplace.gallery.zoom'),
      viewportOnly: true,
    },
    ...(ids.soldOutProductId
      ? [visitor('product-sold-out', `/marketplace/products/${ids.soldOutProductId}`)]
      : []),
    visitor('search', '/marketplace/search?q=huile'),
    visitor('browse', '/marketplace/products'),
    visitor('browse-category', '/marketplace/products?category=pottery'),
    visitor('browse-filtered', `/marketplace/products?${ids.browseFilters}`),
    visitor('browse-search', '/marketplace/products?q=huile&sort=price_asc'),
    visitor('browse-no-results', '/marketplace/products?q=zzzz'),
    {
      ...visitor('browse-filters-sheet', `/marketplace/products?${ids.browseFilters}`),
      act: clickButton('marketplace.catalog.filters'),
      maxWidth: 1023,
      viewportOnly: true,
    },
    ...(ids.identityStoreId
      ? [visitor('store-identity', `/marketplace/stores/${ids.identityStoreId}`)]
      : []),
    visitor('cart', '/marketplace/cart'),
    visitor('checkout', '/marketplace/checkout'),
    { ...visitor('checkout-governorate', '/marketplace/checkout'), act: chooseFirstGovernorate },
    visitor('confirmation', '/marketplace/checkout/confirmation'),
    visitor('track', '/marketplace/orders/track'),
    visitor('business', '/business'),
    visitor('auth', '/auth'),
    visitor('auth-register-transporter', '/auth?tab=register&type=transporter'),
    // Password recovery and an email's unsubscribe link (issue 15).
    visitor('forgot-password', '/auth/forgot-password'),
    { ...visitor('forgot-password-sent', '/auth/forgot-password'), act: askForResetLink },
    visitor('reset-password', '/auth/reset-password#token=gallery-token'),
    visitor('reset-password-invalid', '/auth/reset-password'),
    visitor('unsubscribe-invalid', '/email/unsubscribe/no-such-token'),
    // A guest's private conversation with a store, and a link that is not one (issue 15).
    ...(ids.guestConversationToken
      ? [visitor('guest-conversation', `/marketplace/conversations/${ids.guestConversationToken}`)]
      : []),
    visitor('guest-conversation-invalid', '/marketplace/conversations/no-such-token'),
    {
      ...visitor('contact-sent', `/marketplace/stores/${ids.storeId}`),
      act: contactAsGuest,
      viewportOnly: true,
    },
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
    {
      ...seller('product-new-photos', '/products/new'),
      act: (page) => addPhotos(page, ids.photoFiles),
    },
    seller('product-view', `/products/${ids.productId}`),
    seller('product-edit', `/products/edit/${ids.productId}`),
    seller('orders', '/orders'),
    seller('order-new', '/orders/new'),
    seller('order', `/orders/${ids.sellerOrderId}`),
    {
      ...seller('order-whatsapp', `/orders/${ids.sellerOrderId}`),
      act: clickButton('whatsapp.order.button'),
      viewportOnly: true,
    },
    seller('customers', '/customers'),
    seller('messages', '/messages'),
    seller('cash', '/cash'),
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
    // The phone menus, with language and theme folded in for a signed-in user (issue 15).
    {
      ...seller('phone-menu', '/dashboard'),
      act: clickButton('nav.openMenu'),
      maxWidth: 767,
      viewportOnly: true,
    },
    {
      ...buyer('phone-menu-marketplace', '/marketplace'),
      act: clickButton('nav.openMenu'),
      maxWidth: 1023,
      viewportOnly: true,
    },
    transporter('dashboard', '/dashboard'),
    transporter('board', '/transporter'),
    transporter('profile', '/profile'),
    as('pending-transporter')('board', '/transporter'),
    as('suspended-seller')('dashboard', '/dashboard'),
    as('suspended-seller')('products', '/products'),
    ...(ids.hiddenProductId
      ? [as('suspended-seller')('product-hidden', `/products/${ids.hiddenProductId}`)]
      : []),
    seller('admin-denied', '/admin'),
    operator('overview', '/admin'),
    operator('transporters', '/admin/transporters'),
    ...(ids.pendingTransporterId
      ? [operator('transporter', `/admin/transporters/${ids.pendingTransporterId}`)]
      : []),
    operator('stores', '/admin/stores'),
    operator('store', `/admin/stores/${ids.suspendedStoreId}`),
    operator('reports', '/admin/reports'),
    operator('inbox', '/admin/inbox'),
    operator('log', '/admin/log'),
  ];
}

/** Chooses the photos in the product form's file input and waits for their uploads. */
async function addPhotos(page: Page, files: string[]): Promise<void> {
  const input = page.locator('input[type="file"]').first();
  if ((await input.count()) === 0) return;
  let uploaded = 0;
  let allDone = () => {};
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const onResponse = (response: { url(): string; request(): { method(): string } }) => {
    if (response.url().endsWith('/api/media') && response.request().method() === 'POST') {
      uploaded += 1;
      if (uploaded >= files.length) allDone();
    }
  };
  page.on('response', onResponse);
  try {
    await input.setInputFiles(files);
    await Promise.race([done, page.waitForTimeout(20_000)]);
    await page.waitForTimeout(800);
  } finally {
    page.off('response', onResponse);
  }
}

/** A picture like a phone's (4:3, a plate on a table), as JPEG: the uploader scales it down. */
async function writePhotos(dir: string): Promise<string[]> {
  const colors = [
    ['#c2410c', '#fde68a', '#1d4ed8'],
    ['#065f46', '#fef3c7', '#b91c1c'],
  ];
  return Promise.all(
    colors.map(async ([table, plate, pattern], index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
        <defs><radialGradient id="g" cx="40%" cy="35%"><stop offset="0" stop-color="#fff8"/>
        <stop offset="1" stop-color="#0000"/></radialGradient></defs>
        <rect width="1600" height="1200" fill="${table}"/>
        <ellipse cx="800" cy="620" rx="520" ry="440" fill="#0003"/>
        <circle cx="800" cy="580" r="460" fill="${plate}"/>
        <circle cx="800" cy="580" r="330" fill="none" stroke="${pattern}" stroke-width="36"/>
        <circle cx="800" cy="580" r="150" fill="${pattern}"/>
        <rect width="1600" height="1200" fill="url(#g)"/></svg>`;
      const file = path.join(dir, `photo-${index + 1}.jpg`);
      await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
      return file;
    }),
  );
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Ids to show, found the way a client would; and a fresh seller with an empty store. */
async function prepare(baseUrl: string, dataDir: string): Promise<Ids> {
  const photoDir = dataDir;
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
    images?: unknown[];
    category?: string;
  };
  const storeProducts = await get<{ items: ProductRow[] } | ProductRow[]>(
    `/api/marketplace/stores/${me.id}/products`,
  );
  const productRows = Array.isArray(storeProducts) ? storeProducts : storeProducts.items;
  const onSale = productRows.filter((p) => p.status !== 'out_of_stock');
  // The product with the most photos, so its page, view and form show a gallery (lists carry
  // the cover alone: the product page answers every photo).
  const photoCounts = new Map<number, number>();
  for (const product of onSale) {
    const full = await get<ProductRow>(`/api/marketplace/products/${product.id}`);
    photoCounts.set(product.id, full.images?.length ?? 0);
  }
  const photoCount = (p: ProductRow) => photoCounts.get(p.id) ?? 0;
  const first = [...onSale].sort((a, b) => photoCount(b) - photoCount(a))[0] ?? productRows[0];
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

  type StoreRow = {
    id: number;
    storeName: string;
    storeGovernorate?: string | null;
    logo?: unknown;
    cover?: unknown;
  };
  const store = await get<StoreRow>(`/api/marketplace/stores/${me.id}`);
  const stores = await get<StoreRow[]>('/api/marketplace/stores');
  const identityStore =
    store.logo && store.cover ? null : (stores.find((s) => s.logo && s.cover) ?? null);
  const browseFilters = new URLSearchParams({
    category: first.category ?? 'food',
    ...(store.storeGovernorate ? { governorate: store.storeGovernorate } : {}),
    sort: 'price_desc',
    inStock: 'true',
  }).toString();
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

  // A real order, so the confirmation page has something to confirm, with the email it was
  // sent to (the checkout page keeps that beside the answer).
  const buyerEmail = 'asma.gallery@example.tn';
  const placed = await json(
    await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        name: 'Asma Gallery',
        phone: '22 123 456',
        governorate: 'TN-11',
        address: '12 rue de Marseille, Tunis',
        email: buyerEmail,
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
  const checkout = placed ? { ...(placed as object), email: buyerEmail } : null;

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

  const guestConversationToken = await startGuestConversation(baseUrl, me.id, sellerCookie);

  // An operator, made as a person would (the command, through the running app's admin socket:
  // asynchronously, since this process serves the app), who suspends one store and hides one of
  // its products so their seller's notices show.
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '..', 'server', 'modules', 'admin', 'create-cli.ts'),
      '--username',
      USERNAMES.operator,
      '--email',
      'gallery.operator@hanout.tn',
      '--name',
      'Amine Jaziri',
    ],
    { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD } },
  );
  const operatorCookie = await signIn(USERNAMES.operator);
  const operatorSends = (method: string, url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: operatorCookie },
      body: JSON.stringify(body),
    }).then((r) => json<unknown>(r));
  const suspendedCookie = await signIn(USERNAMES['suspended-seller']);
  const suspended = await get<{ id: number }>('/api/user', suspendedCookie);
  const suspendedProducts = await get<{ items: { id: number }[] }>(
    '/api/products',
    suspendedCookie,
  );
  const hiddenProductId = suspendedProducts.items[0]?.id ?? null;
  if (hiddenProductId) {
    await operatorSends('PATCH', `/api/admin/products/${hiddenProductId}`, {
      hidden: true,
      reason: 'Photos taken from another store: please use your own.',
    });
  }
  await operatorSends('PATCH', `/api/admin/stores/${suspended.id}`, {
    suspended: true,
    reason: 'Several buyers report parcels never delivered. Please contact us.',
  });
  const waiting = await get<{ items: { id: number }[] }>(
    '/api/admin/transporters?status=waiting',
    operatorCookie,
  );

  return {
    pendingTransporterId: waiting.items[0]?.id ?? null,
    suspendedStoreId: suspended.id,
    hiddenProductId,
    storeId: me.id,
    identityStoreId: identityStore?.id ?? null,
    productId: first.id,
    browseFilters,
    photoFiles: await writePhotos(photoDir),
    soldOutProductId: soldOut?.id ?? null,
    sellerOrderId: sellerOrderRows[0]?.id ?? 1,
    buyerOrderId: buyerOrderRows[0]?.id ?? 1,
    cart,
    checkout,
    guestConversationToken,
  };
}

/**
 * A guest writes to the demo store through Contact Seller, the seller replies from the inbox and
 * the guest answers: the conversation their private link shows. Null when the server gives no link.
 */
async function startGuestConversation(
  baseUrl: string,
  storeId: number,
  sellerCookie: string,
): Promise<string | null> {
  const send = (url: string, body: unknown, cookie?: string) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    }).then((r) => json<{ id: number; customerId?: number; conversationToken?: string | null }>(r));
  try {
    const asked = await send(`/api/marketplace/stores/${storeId}/messages`, {
      name: 'Salma Gallery',
      email: 'salma.gallery@example.tn',
      content: 'Bonjour, l’huile d’olive existe-t-elle en bidon de 5 litres ? Livrez-vous à Sfax ?',
    });
    if (!asked.conversationToken) return null;
    const inbox = await fetch(`${baseUrl}/api/messages`, {
      headers: { cookie: sellerCookie },
    }).then((r) =>
      json<{ id: number; customerId: number }[] | { items: { id: number; customerId: number }[] }>(
        r,
      ),
    );
    const rows = Array.isArray(inbox) ? inbox : inbox.items;
    const customerId = rows.find((message) => message.id === asked.id)?.customerId;
    if (customerId) {
      await send(
        '/api/messages',
        {
          customerId,
          content: 'Bonjour Salma, oui : 5 litres à 95 DT, livraison à Sfax en 2 à 3 jours.',
        },
        sellerCookie,
      );
      await send(`/api/marketplace/conversations/${asked.conversationToken}/messages`, {
        content: 'Parfait, merci ! Je passe commande ce soir.',
      });
    }
    return asked.conversationToken;
  } catch (error) {
    console.warn(`guest conversation for the gallery failed: ${String(error)}`);
    return null;
  }
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
    const ids = await prepare(baseUrl, dataDir);
    const shots = shotsFor(ids).filter(
      (shot) =>
        // Several filters may be given, comma-separated: a shot matching any of them is taken.
        (!values.only ||
          values.only.split(',').some((only) => `${shot.account}--${shot.name}`.includes(only))) &&
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
            const t = translator(language);
            const here = shots.filter(
              (s) => s.account === account && (!s.maxWidth || width <= s.maxWidth),
            );
            for (const shot of here) {
              await page.goto(shot.path, { waitUntil: 'networkidle' });
              // Down to the bottom and back, so lazy pictures below the fold are in the picture.
              await page.evaluate(async () => {
                for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
                  window.scrollTo(0, y);
                  await new Promise((resolve) => setTimeout(resolve, 50));
                }
                window.scrollTo(0, 0);
              });
              await page.waitForLoadState('networkidle');
              if (shot.act) await shot.act(page, t);
              await page.evaluate(() => document.fonts.ready);
              await page.waitForTimeout(300);
              const file = `${account}--${shot.name}--${language}-${theme}-${width}.png`;
              await page.screenshot({
                path: path.join(OUT_DIR, file),
                fullPage: !shot.viewportOnly,
              });
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
