/**
 * The operator side (issue 13), as people use it: an operator made with the real
 * `npm run admin:create` verifies a new transporter, who can then accept a delivery; a visitor
 * reports a product, the operator hides it, and its seller sees why. Plus the operator's
 * navigation on a phone, /admin in Arabic, and axe on the new screens.
 *
 * This file runs its own demo app on a data directory (seeded without photos: a few seconds), so
 * that the CLI, run while the app holds the directory, goes through the app's Unix socket as it
 * does beside `npm start`; and so that hiding a demo product touches no other journey's data.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scan } from './axe-scan.ts';
import { describeJourney, PHONE, snapshot } from './browser.ts';
import { startDemoApp } from './demo-app.ts';
import { signInAsSeller, signInThroughForm } from './signin.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const OPERATOR = {
  username: `ops_${stamp()}`,
  email: `ops_${stamp()}@hanout.tn`,
  password: 'tourbet-nadhra-2026',
};

/** A phone photo of a paper document: a pale card with a dark band, as a JPEG or a PNG. */
async function documentPhoto(format: 'jpeg' | 'png', background: string) {
  const band = await sharp({
    create: { width: 560, height: 60, channels: 3, background: '#1f2937' },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 800, height: 520, channels: 3, background } }).composite([
    { input: band, top: 60, left: 120 },
  ]);
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/**
 * `npm run admin:create` as the person running the server types it, the password in the
 * environment; resolves with what it printed and how it ended.
 */
function runAdminCreate(dataDir: string, username: string, email: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: OPERATOR.password,
  };
  delete env.DATABASE_URL;
  const args = ['run', '--silent', 'admin:create', '--'];
  args.push('--username', username, '--email', email, '--name', 'Sonia Ferchichi');
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile('npm', args, { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function signInAsOperator(page: Page) {
  await signInThroughForm(page, OPERATOR.username, OPERATOR.password);
  // The toast comes with the form's own move to /dashboard (which sends an operator to /admin),
  // 100 ms after the redirect guard: a click before it could be overtaken by that move.
  await page.getByText('Login successful').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The phone's bottom bar, where an operator's main pages are. */
const operatorNav = (page: Page, language: 'en' | 'ar' = 'en') =>
  page.getByRole('navigation', { name: language === 'ar' ? 'تنقل سريع' : 'Quick navigation' });

/** Nothing sticks out sideways on a 375 px screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { width, wide } = await page.evaluate((screen) => {
    // The deepest elements past the screen's edges name the culprit when this fails.
    const outside = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > screen + 1 || box.left < -1);
    });
    const deepest = outside.filter(
      (element) => !outside.some((o) => element.contains(o) && o !== element),
    );
    const wide = deepest.slice(0, 5).map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}.${element.className} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
    });
    return { width: document.documentElement.scrollWidth, wide };
  }, PHONE.width);
  expect(width, wide.join('\n')).toBeLessThanOrEqual(PHONE.width);
}

/** Takes a document's photo as on a phone: the button opens the camera (a file chooser here). */
async function takePhoto(
  page: Page,
  document: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const field = page.getByRole('group', { name: document });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Take a photo' }).click();
  await (await chooser).setFiles(file);
  await field.getByText('Photo received.').waitFor();
}

/** The picture arrived and decoded (a private upload the operator's session may read). */
async function expectLoaded(image: Locator) {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The card of the open report about this product in the operator's queue. */
function reportCard(page: Page, productName: string) {
  return page
    .locator('main div')
    .filter({ has: page.getByText(productName, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Hide product' }) })
    .last();
}

describeJourney('operator', ({ browser }) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>> | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-operator-'));
    demo = await startDemoApp({ dataDir, photos: false });
    // The app holds the data directory: the command goes through its socket.
    const created = await runAdminCreate(dataDir, OPERATOR.username, OPERATOR.email);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining(OPERATOR.username) });
    const again = await runAdminCreate(dataDir, OPERATOR.username, `other_${OPERATOR.email}`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Username already exists');
  });

  afterAll(async () => {
    await demo?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new visitor on this file's app. */
  async function newPage(options: BrowserContextOptions = {}) {
    if (!demo) throw new Error('demo app not started');
    const context = await browser().newContext({
      baseURL: demo.baseUrl,
      viewport: PHONE,
      locale: 'en-US',
      ...options,
    });
    return context.newPage();
  }

  /** A fresh order of demo_seller with a delivery request, made through the API as a shortcut. */
  async function freshDeliveryRequest(seller: Page, amount: number) {
    const product = await (
      await seller.request.post('/api/products', {
        data: {
          name: `Huile d’olive ${stamp()}`,
          description: 'Huile extra vierge de Sfax, 1 L',
          price: 24,
          status: 'in_stock',
          stockQuantity: 10,
        },
      })
    ).json();
    const customer = await (
      await seller.request.post('/api/customers', {
        data: { name: `Nour Jebali ${stamp()}`, phone: '+216 22 310 477' },
      })
    ).json();
    const order = await (
      await seller.request.post('/api/orders', {
        data: {
          customerId: customer.id,
          items: [{ productId: product.id, quantity: 2 }],
          shippingAddress: 'Avenue Habib Bourguiba 40',
          shippingGovernorate: 'TN-51',
          paymentMethod: 'cash_on_delivery',
        },
      })
    ).json();
    const request = await seller.request.post('/api/delivery-requests', {
      data: { orderId: order.id, packageDetails: `2 × ${product.name}`, paymentAmount: amount },
    });
    expect(request.status()).toBe(201);
    return { orderRef: `ORD-${order.id}`, address: 'Avenue Habib Bourguiba 40' };
  }

  it('verifies a new transporter, who then accepts a delivery request', async () => {
    const seller = await newPage();
    await signInAsSeller(seller);
    const delivery = await freshDeliveryRequest(seller, 11.75);
    await seller.context().close();

    // A new transporter registers and fills in the profile.
    const transporter = await newPage();
    const username = `driver_${stamp()}`;
    await transporter.goto('/auth?tab=register&type=transporter');
    const register = transporter.getByRole('tabpanel');
    expect(await transporter.getByRole('radio', { name: /Transporter/ }).isChecked()).toBe(true);
    await register.getByLabel('Full name').fill('Karim Ben Youssef');
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Email').fill(`${username}@example.tn`);
    await register.getByLabel('Password', { exact: true }).fill('camion-2026');
    await register.getByRole('button', { name: 'Create account' }).click();
    await transporter.getByText('Registration successful').first().waitFor();
    await register.getByLabel('Password', { exact: true }).fill('camion-2026');
    await register.getByRole('button', { name: 'Log in' }).click();
    await transporter.waitForURL((url) => url.pathname === '/dashboard');
    await transporter.goto('/transporter');
    await transporter.getByLabel('Vehicle type').fill('Camionnette');
    await transporter.getByLabel('Vehicle model').fill('Isuzu D-Max');
    await transporter.getByLabel('Vehicle year').fill('2019');
    await transporter.getByLabel('License plate').fill('198 TU 4410');
    await transporter.getByLabel('Capacity').fill('800 kg');
    await transporter.getByLabel('Base rate (DT)').fill('7');
    await transporter.getByLabel('Rate per km (DT)').fill('0,5');
    await transporter.getByLabel('Areas served').fill('Tunis, Ariana, Ben Arous');
    await transporter.getByLabel('Phone number').fill('+216 98 120 334');
    await transporter.getByRole('button', { name: 'Create Profile' }).click();
    await transporter.getByText('Profile Created').first().waitFor();

    // Next comes the verification: both documents, photographed with the phone.
    const card = transporter.getByTestId('verification-card');
    await card.getByText('To see addresses and accept deliveries', { exact: false }).waitFor();
    await takePhoto(transporter, 'Identity document (CIN or passport)', {
      name: 'cin.jpg',
      mimeType: 'image/jpeg',
      buffer: await documentPhoto('jpeg', '#f3e9d2'),
    });
    await takePhoto(transporter, 'Driving licence', {
      name: 'permis.png',
      mimeType: 'image/png',
      buffer: await documentPhoto('png', '#d8e6f3'),
    });
    await transporter.getByRole('button', { name: 'Send for verification' }).click();
    await transporter.getByText('Documents sent').first().waitFor();
    await card.getByText('Pending review').waitFor();
    await snapshot(transporter, 'operator-transporter-sent-en-375');

    // Until verified: the preview board, without addresses or Accept buttons.
    await transporter.getByRole('tab', { name: 'Delivery Requests' }).click();
    await transporter.getByText('Your account is waiting for verification').waitFor();
    const preview = transporter.getByRole('region', { name: /Requests waiting for a transporter/ });
    await preview.getByTestId('delivery-preview').filter({ hasText: '11.75 DT' }).first().waitFor();
    expect(await transporter.getByRole('button', { name: 'Accept Request' }).count()).toBe(0);
    expect(await transporter.locator('main').innerText()).not.toContain(delivery.address);
    await snapshot(transporter, 'operator-transporter-preview-en-375');

    // The operator made with the CLI signs in, lands on /admin, and opens the transporter.
    const operator = await newPage();
    await signInAsOperator(operator);
    await operatorNav(operator).getByRole('link', { name: 'Transporters' }).click();
    await operator.waitForURL((url) => url.pathname === '/admin/transporters');
    await operator.getByRole('link', { name: new RegExp(username) }).click();
    await operator.waitForURL((url) => /^\/admin\/transporters\/\d+$/.test(url.pathname));
    for (const name of ['Identity card', 'Driving licence']) {
      const thumbnail = operator.getByRole('button', { name: `Open ${name} large` }).locator('img');
      await expectLoaded(thumbnail);
    }
    await operator.getByRole('button', { name: 'Open Identity card large' }).click();
    const large = operator.getByRole('dialog');
    await expectLoaded(large.getByRole('img', { name: 'Identity card' }));
    // The picture for the person looking at the screenshot, once the dialog has faded in.
    await large.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await snapshot(operator, 'operator-transporter-document-en-375');
    await operator.keyboard.press('Escape');
    await operator.getByRole('button', { name: 'Verify' }).click();
    await operator.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await operator.getByText('Transporter verified').first().waitFor();
    await operator.context().close();

    // The transporter sees the outcome and takes the request.
    await transporter.reload();
    await transporter.getByRole('tab', { name: 'My Profile' }).click();
    await card.getByText('Verified', { exact: true }).waitFor();
    await transporter.getByRole('tab', { name: 'Delivery Requests' }).click();
    const request = transporter
      .getByTestId('delivery-request')
      .filter({ hasText: `Order ${delivery.orderRef}` });
    await request.getByText(delivery.address, { exact: false }).waitFor();
    await request.getByRole('button', { name: 'Accept Request' }).click();
    await request.getByRole('button', { name: 'Start Delivery' }).waitFor();
    await transporter.context().close();
  });

  it('hides a reported product, and its seller sees why', async () => {
    const seller = await newPage();
    await signInAsSeller(seller);
    const page = (await (await seller.request.get('/api/products?status=in_stock')).json()) as {
      items: { id: number; name: string }[];
    };
    const product = page.items[0];
    if (!product) throw new Error('demo_seller has no product in stock');

    // A visitor reports it.
    const visitor = await newPage();
    await visitor.goto(`/marketplace/products/${product.id}`);
    await visitor.getByRole('heading', { name: product.name }).waitFor();
    await visitor.getByRole('button', { name: 'Report this product' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this product' });
    await dialog.getByRole('radio', { name: 'Counterfeit or fake brand' }).check();
    await dialog
      .getByLabel('Details (optional)')
      .fill('The label copies a well-known brand; the bottle is not from this store.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visitor.getByText("Thank you. Hanout's team will look at it.").first().waitFor();

    // The operator hides it from the reports queue.
    const operator = await newPage();
    await signInAsOperator(operator);
    await operatorNav(operator).getByRole('link', { name: 'Reports' }).click();
    await operator.waitForURL((url) => url.pathname === '/admin/reports');
    const report = reportCard(operator, product.name);
    await report.getByText('Counterfeit', { exact: true }).waitFor();
    await report.getByText('The label copies a well-known brand', { exact: false }).waitFor();
    await report.getByRole('button', { name: 'Hide product' }).click();
    const reason = 'Counterfeit label copying another brand';
    const decision = operator.getByRole('dialog');
    await decision.getByLabel('Reason').fill(reason);
    await decision.getByRole('button', { name: 'Hide' }).click();
    await operator.getByText('Product hidden').first().waitFor();
    await operator.context().close();

    // Gone for the public.
    const response = await visitor.goto(`/marketplace/products/${product.id}`);
    expect(response?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Invalid product ID' }).waitFor();
    await visitor.context().close();

    // The seller sees it hidden, and why.
    await seller.goto('/products');
    await seller.getByLabel('Search products').fill(product.name);
    await seller.getByTestId('hidden-badge').first().waitFor();
    await seller.goto(`/products/${product.id}`);
    const notice = seller.getByTestId('hidden-product-notice');
    await notice
      .getByText('Hanout hid this product from the marketplace', { exact: false })
      .waitFor();
    await notice.getByText(reason, { exact: false }).waitFor();
    await snapshot(seller, 'operator-hidden-product-seller-en-375');

    // The operators' pages are not the seller's.
    await seller.goto('/admin/reports');
    await seller
      .getByText(
        "This page is only available to Hanout's operators. Your account type is business.",
      )
      .waitFor();
    await seller.getByRole('link', { name: 'Go to Dashboard' }).click();
    await seller.waitForURL((url) => url.pathname === '/dashboard');
    await seller.context().close();
  });

  it('reaches every operator page from a phone', async () => {
    const page = await newPage();
    await signInAsOperator(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Overview');
    const pages = [
      ['Transporters', '/admin/transporters', 'Transporters', 'Transporters'],
      ['Stores', '/admin/stores', 'Stores', 'Stores'],
      ['Reports', '/admin/reports', 'Reports', 'Reports'],
      ['Inbox', '/admin/inbox', 'Inbox', 'Inbox'],
      ['Overview', '/admin', 'Overview', 'Operators'],
    ] as const;
    expect(await operatorNav(page).getByRole('link').count()).toBe(pages.length);
    for (const [link, pathname, heading, title] of pages) {
      await operatorNav(page).getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === pathname);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} | Hanout`);
      await expectNoSidewaysScroll(page);
    }
    // The log, the sixth page, is in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#back-office-menu').getByRole('link', { name: 'Log' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect.poll(() => page.title()).toBe('Audit log | Hanout');
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('shows /admin right to left in Arabic', async () => {
    const page = await newPage();
    await signInAsOperator(page);
    await page.goto('/admin?lng=ar');
    await page.getByRole('heading', { level: 1, name: 'نظرة عامة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await operatorNav(page, 'ar').getByRole('link', { name: 'الناقلون' }).waitFor();
    // The orders chart (its own chunk) drawn in place of its skeleton, the widest thing here.
    await expect.poll(() => page.locator('main .animate-pulse').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await snapshot(page, 'operator-overview-ar-375');
    await page.context().close();
  });

  it('finds no serious axe violation on the new screens (en light, ar dark)', async () => {
    const found: string[] = [];
    // A transporter waiting for verification: the card with its two fields, and the preview board.
    const pending = await newPage({ bypassCSP: true });
    const username = `waiting_${stamp()}`;
    const registered = await pending.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.tn`,
        password: 'camion-2026',
        fullName: 'Walid Hammami',
        userType: 'transporter',
      },
    });
    expect(registered.status()).toBe(201);
    await signInThroughForm(pending, username, 'camion-2026');
    await pending.waitForURL((url) => url.pathname === '/dashboard');
    const profile = await pending.request.post('/api/transporters', {
      data: {
        vehicleType: 'Moto',
        vehicleModel: 'Yamaha Crypton',
        vehicleYear: '2020',
        licensePlate: '211 TU 5567',
        capacity: '30 kg',
        baseRate: '5',
        ratePerKm: '0.4',
        areasServed: 'Sousse, Monastir',
        phoneNumber: '+216 97 555 010',
      },
    });
    expect(profile.status()).toBe(201);

    const operator = await newPage({ bypassCSP: true });
    await signInAsOperator(operator);
    const firstId = async (url: string) =>
      ((await (await operator.request.get(url)).json()) as { items: { id: number }[] }).items[0]
        ?.id;
    const transporterId = await firstId('/api/admin/transporters?status=all');
    const storeId = await firstId('/api/admin/stores?status=all');
    const adminPages = [
      '/admin',
      '/admin/transporters?status=all',
      `/admin/transporters/${transporterId}`,
      '/admin/stores',
      `/admin/stores/${storeId}`,
      '/admin/reports',
      '/admin/inbox',
      '/admin/log',
    ];

    for (const [language, theme] of [
      ['en', 'light'],
      ['ar', 'dark'],
    ] as const) {
      for (const page of [operator, pending]) {
        await page.evaluate(
          (stored) => {
            localStorage.setItem('hanout-lang', stored.language);
            localStorage.setItem('hanout-ui-theme', stored.theme);
          },
          { language, theme },
        );
        await page.context().clearCookies({ name: 'hanout-lang' });
      }
      for (const path of adminPages) {
        await operator.goto(path);
        found.push(...(await scan(operator, { language, theme, label: path })));
      }
      await pending.goto('/transporter');
      for (const [index, tab] of ['profile', 'requests'].entries()) {
        await pending.getByRole('tab').nth(index).click();
        found.push(...(await scan(pending, { language, theme, label: `pending ${tab} tab` })));
      }
    }
    await operator.context().close();
    await pending.context().close();

    // The Report dialog, as a visitor opens it.
    const visitor = await newPage({ bypassCSP: true });
    const stores = (await (await visitor.request.get('/api/marketplace/stores')).json()) as {
      id: number;
    }[];
    await visitor.goto(`/marketplace/stores/${stores[0]?.id}`);
    await visitor.getByRole('button', { name: 'Report this store' }).click();
    await visitor.getByRole('dialog').getByRole('radio').first().waitFor();
    found.push(
      ...(await scan(visitor, { language: 'en', theme: 'light', label: 'report dialog' })),
    );
    await visitor.context().close();
    expect(found, found.join('\n')).toEqual([]);
  });
});
