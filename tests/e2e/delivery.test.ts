import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';
import { signInAsSeller, signInThroughForm } from './signin.ts';

/** A new product of the signed-in seller, in stock, made through the API as a shortcut. */
async function freshProduct(page: Page, stamp: string) {
  const response = await page.request.post('/api/products', {
    data: {
      name: `Harissa du Cap Bon ${stamp}`,
      description: 'Harissa traditionnelle, piments séchés au soleil',
      price: 6.5,
      status: 'in_stock',
      stockQuantity: 20,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string; price: number };
}

/**
 * A buyer's cash-on-delivery order for the signed-in seller's new product, placed through
 * POST /api/checkout as the marketplace does: its answer carries the 4-digit delivery code the
 * buyer is shown on the confirmation page and gives the transporter at the door (issue 14).
 * The buyer is a guest in their own browser: a store cannot buy from itself.
 */
async function boughtOrder(seller: Page, buyer: Page) {
  const stamp = Date.now().toString(36);
  const product = await freshProduct(seller, stamp);
  const response = await buyer.request.post('/api/checkout', {
    data: {
      items: [{ productId: product.id, quantity: 3, price: product.price }],
      name: `Mariem Trabelsi ${stamp}`,
      phone: '+216 22 456 789',
      governorate: 'TN-11',
      address: 'Rue de Marseille 23',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [order] = (
    (await response.json()) as {
      orders: { id: number; storeId: number; deliveryCode: string }[];
    }
  ).orders;
  if (!order) throw new Error('the checkout placed no order');
  expect(order.deliveryCode).toMatch(/^\d{4}$/);
  return { order, productName: product.name };
}

/** A fresh order of the signed-in seller, made through the API as a shortcut. */
async function freshOrder(page: Page) {
  const stamp = Date.now().toString(36);
  const product = await freshProduct(page, stamp);
  const customer = await (
    await page.request.post('/api/customers', {
      data: { name: `Mariem Trabelsi ${stamp}`, phone: '+216 22 456 789' },
    })
  ).json();
  const response = await page.request.post('/api/orders', {
    data: {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 3 }],
      shippingAddress: 'Rue de Marseille 23',
      shippingGovernorate: 'TN-11',
      paymentMethod: 'cash_on_delivery',
    },
  });
  expect(response.status()).toBe(201);
  return { order: (await response.json()) as { id: number }, productName: product.name };
}

const colourOf = (badge: Locator) => badge.evaluate((element) => element.className);

async function signInAsTransporter(page: Page, username = 'demo_transporter') {
  await signInThroughForm(page, username);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describeJourney('delivery', ({ newPage }) => {
  it('takes a parcel from the seller’s order to delivered through a transporter’s hands', async () => {
    const seller = await newPage();
    await signInAsSeller(seller);
    const buyer = await newPage();
    const { order, productName } = await boughtOrder(seller, buyer);
    await buyer.context().close();
    const orderId = `ORD-${order.id}`;

    await seller.goto(`/orders/${order.id}`);
    await seller.getByRole('button', { name: 'Request delivery' }).click();
    const dialog = seller.getByRole('dialog');
    // Prefilled from the store and the order.
    expect(await dialog.getByLabel('Delivery address').inputValue()).toBe(
      'Rue de Marseille 23, Tunis',
    );
    expect(await dialog.getByLabel('Package details').inputValue()).toBe(`3 × ${productName}`);
    expect(await dialog.getByLabel('Pickup address').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('The amount offered must be a positive number.').waitFor();
    await dialog.getByLabel('Amount offered (DT)').fill('9,5');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await seller.getByText('Delivery requested').first().waitFor();
    await seller.getByText('Waiting for a transporter to accept.').waitFor();
    const sellerBadge = seller.locator('[data-status]').filter({ hasText: 'Pending' });
    expect(await colourOf(sellerBadge)).toContain('text-warning');
    await snapshot(seller, 'delivery-seller-requested-en-375');

    // The transporter, in another browser: from the dashboard's notice to the board.
    const transporter = await newPage();
    await signInAsTransporter(transporter);
    await transporter.getByText('Transporter Dashboard Available').waitFor();
    await transporter.getByRole('link', { name: 'Go to Transporter Dashboard' }).click();
    await transporter.waitForURL((url) => url.pathname === '/transporter');
    await transporter.getByRole('tab', { name: 'Delivery Requests' }).waitFor();
    const card = transporter
      .locator('[data-testid="delivery-request"]')
      .filter({ hasText: `Order ${orderId}` });
    // What the transporter earns, exactly (the cash to collect, with the goods, is another figure).
    await card.getByText('9.50 DT', { exact: true }).waitFor();
    await card.getByText('Rue de Marseille 23, Tunis').waitFor();
    expect(await colourOf(card.locator('[data-status]'))).toContain('text-warning');
    await snapshot(transporter, 'delivery-board-pending-en-375');

    await card.getByRole('button', { name: 'Accept Request' }).click();
    await card.getByRole('button', { name: 'Start Delivery' }).waitFor();
    expect(await colourOf(card.locator('[data-status]'))).toContain('text-info');

    // The seller sees who carries the parcel.
    await seller.reload();
    await seller.getByText('Hamza Mejri').waitFor();
    await seller.getByText('+216 55 873 214').waitFor();
    // Issue 14: until the parcel is picked up, the seller may put the request back on the board or
    // withdraw it; once it is on the way, neither.
    await seller.getByRole('button', { name: 'Release to the board' }).waitFor();
    await seller.getByRole('button', { name: 'Withdraw request' }).waitFor();

    await card.getByRole('button', { name: 'Start Delivery' }).click();
    await card.getByRole('button', { name: 'Complete Delivery' }).waitFor();
    await seller.reload();
    await seller.getByText('Hamza Mejri').waitFor();
    expect(await seller.getByRole('button', { name: 'Withdraw request' }).count()).toBe(0);
    expect(await seller.getByRole('button', { name: 'Release to the board' }).count()).toBe(0);
    expect(await colourOf(card.locator('[data-status]'))).toContain('text-purple');
    // Issue 14: delivered only with the code the buyer was given at checkout, typed at the door.
    await card.getByRole('button', { name: 'Complete Delivery' }).click();
    const codeDialog = transporter.getByRole('dialog');
    await codeDialog.getByLabel('Delivery code').fill(order.deliveryCode);
    await codeDialog.getByRole('button', { name: 'Complete delivery' }).click();
    await codeDialog.waitFor({ state: 'detached' });
    // The finished request moves to the History tab.
    const history = transporter.getByRole('tab', { name: /^History/ });
    await history.click();
    await expect.poll(() => history.getAttribute('aria-selected')).toBe('true');
    await card.locator('[data-status]').filter({ hasText: 'Completed' }).waitFor();
    expect(await colourOf(card.locator('[data-status]'))).toContain('text-success');
    expect(await card.getByRole('button').count()).toBe(0);
    await snapshot(transporter, 'delivery-board-completed-en-375');

    await seller.reload();
    await seller.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    await seller.locator('main').getByText('Delivered', { exact: true }).first().waitFor();
    await seller.locator('[data-status]').filter({ hasText: 'Completed' }).waitFor();
    await snapshot(seller, 'delivery-seller-delivered-en-375');
    await seller.context().close();
    await transporter.context().close();
  });

  it('lets a seller withdraw a request nobody took, in French', async () => {
    const seller = await newPage();
    await signInAsSeller(seller);
    const { order } = await freshOrder(seller);
    await seller.goto(`/orders/${order.id}?lng=fr`);
    await seller.getByRole('button', { name: 'Demander une livraison' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Montant proposé (DT)').fill('7');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await seller.getByText('Livraison demandée').first().waitFor();
    await seller.getByText('En attente', { exact: true }).waitFor();
    await seller.getByRole('button', { name: 'Retirer la demande' }).click();
    await seller.getByText('Demande de livraison retirée').first().waitFor();
    await seller.getByRole('button', { name: 'Demander une livraison' }).waitFor();
    await seller.context().close();
  });

  it('shows the transporter page right to left in Arabic', async () => {
    const page = await newPage();
    await signInAsTransporter(page);
    await page.goto('/transporter?lng=ar');
    await page.getByRole('tab', { name: 'طلبات التوصيل' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('أرباحي').waitFor();
    await page.getByRole('button', { name: 'قبول الطلب' }).first().waitFor();
    await snapshot(page, 'delivery-board-ar-375');
    await page.getByRole('tab', { name: 'ملفي' }).click();
    await page.getByLabel('نوع المركبة').waitFor();
    await snapshot(page, 'delivery-profile-ar-375');
    await page.context().close();
  });

  it('turns away a seller with Access Denied and their account type', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    await page.goto('/transporter');
    await page.getByText('Access Denied').waitFor();
    await page
      .getByText('This page is only available for transporters. Your account type is business.')
      .waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().close();
  });

  it('asks a new transporter for a profile first, then previews the board until verified', async () => {
    const page = await newPage();
    const username = `driver_${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.tn`,
        password: 'livraison2026',
        fullName: 'Anis Chebbi',
        userType: 'transporter',
      },
    });
    expect(registered.status()).toBe(201);
    await signInThroughForm(page, username, 'livraison2026');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/transporter');
    await page.getByRole('tab', { name: 'Delivery Requests' }).click();
    await page
      .getByText(
        'You need to set up your transporter profile before you can view and accept delivery requests.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Set up my profile' }).click();

    await page.getByLabel('Vehicle type').fill('M');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Vehicle type must be at least 2 characters.').waitFor();
    await page.getByText('Base rate is required.').waitFor();
    await page.getByLabel('Vehicle type').fill('Moto');
    await page.getByLabel('Vehicle model').fill('Yamaha Crypton');
    await page.getByLabel('Vehicle year').fill('2020');
    await page.getByLabel('License plate').fill('211 TU 5567');
    await page.getByLabel('Capacity').fill('30 kg');
    await page.getByLabel('Base rate (DT)').fill('5');
    await page.getByLabel('Rate per km (DT)').fill('0,4');
    await page.getByText('Add governorates').click();
    await page.getByRole('button', { name: 'Add Sousse' }).click();
    await page.getByRole('button', { name: 'Add Monastir' }).click();
    expect(await page.getByLabel('Areas served').inputValue()).toBe('Sousse, Monastir');
    await page.getByLabel('Phone number').fill('+216 97 555 010');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Profile Created').first().waitFor();
    // Issue 13: Hanout checks a new transporter's documents before they take any request.
    await page.getByTestId('verification-card').getByText('Pending review').waitFor();
    await page.getByRole('tab', { name: 'Delivery Requests' }).click();
    await page.getByText('Get verified to take deliveries').waitFor();
    await page.getByTestId('delivery-preview').first().waitFor();
    expect(await page.getByRole('button', { name: 'Accept Request' }).count()).toBe(0);

    const profile = await (await page.request.get('/api/transporter/profile')).json();
    expect(profile).toMatchObject({ baseRate: 5, ratePerKm: 0.4, areasServed: 'Sousse, Monastir' });
    await page.getByRole('tab', { name: 'My Profile' }).click();
    await page.getByLabel('Base rate (DT)').fill('6.250');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').first().waitFor();
    await page.context().close();
  });
});
