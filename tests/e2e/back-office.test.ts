import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

/** A product and a customer of the signed-in seller, made through the API as a shortcut. */
async function productAndCustomer(page: Page, stock: number) {
  const stamp = Date.now().toString(36);
  const product = await page.request.post('/api/products', {
    data: {
      name: `Chéchia rouge ${stamp}`,
      description: 'Chéchia tunisienne en laine, faite main',
      price: 35,
      status: 'in_stock',
      stockQuantity: stock,
    },
  });
  const customer = await page.request.post('/api/customers', {
    data: {
      name: `Karim Jlassi ${stamp}`,
      phone: '+216 20 111 222',
      address: 'Rue de Rome, Tunis',
    },
  });
  return { product: await product.json(), customer: await customer.json() };
}

async function recordOrder(page: Page, customerId: number, productId: number, quantity: number) {
  const response = await page.request.post('/api/orders', {
    data: {
      customerId,
      items: [{ productId, quantity }],
      shippingAddress: 'Rue de Rome, Tunis',
      paymentMethod: 'cash_on_delivery',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

describeJourney('the seller back-office', ({ newPage }) => {
  it('adds, edits and deletes a customer', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    await page.goto('/customers');
    const name = `Salma Ayari ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add New Customer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('S');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await dialog.getByText('Name must be at least 2 characters.').waitFor();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill('+216 52 333 444');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByText('Customer created successfully').first().waitFor();
    await page.getByText(name).first().waitFor();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Address').fill('Avenue de Carthage, Tunis');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Customer updated successfully').first().waitFor();
    await page.getByText('Avenue de Carthage, Tunis').first().waitFor();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure?').waitFor();
    await confirm.getByRole('button', { name: 'Delete Customer' }).click();
    await page.getByText('Customer deleted').first().waitFor();
    await expect.poll(() => page.getByText(name).count()).toBe(0);
    await page.context().close();
  });

  it('moves an order from processing to completed', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInAsSeller(page);
    const { product, customer } = await productAndCustomer(page, 5);
    const order = await recordOrder(page, customer.id, product.id, 1);
    await page.goto('/orders');
    await page
      .getByRole('link', { name: `View order ORD-${order.id}` })
      .or(page.getByRole('link', { name: `View order ${order.id}` }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    for (const [button, status] of [
      ['Mark as shipped', 'shipped'],
      ['Mark as delivered', 'delivered'],
      ['Mark as completed', 'completed'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect
        .poll(async () => (await (await page.request.get(`/api/orders/${order.id}`)).json()).status)
        .toBe(status);
    }
    await expect
      .poll(() => page.getByRole('button', { name: /^Mark as|Cancel order/ }).count())
      .toBe(0);
    await snapshot(page, 'journey-order-completed-en-1280');
    await page.context().close();
  });

  it('cancels an order and puts the stock back', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    const { product, customer } = await productAndCustomer(page, 4);
    const order = await recordOrder(page, customer.id, product.id, 3);
    const stock = async () =>
      (await (await page.request.get(`/api/products/${product.id}`)).json()).stockQuantity;
    expect(await stock()).toBe(1);
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order updated').first().waitFor();
    await expect.poll(stock).toBe(4);
    await page.context().close();
  });

  it('keeps a search typed just before opening an order, for the way back', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signInAsSeller(page);
    const { product, customer } = await productAndCustomer(page, 5);
    const order = await recordOrder(page, customer.id, product.id, 1);
    await page.goto('/orders');
    const view = page
      .getByRole('link', { name: `View order ORD-${order.id}` })
      .or(page.getByRole('link', { name: `View order ${order.id}` }))
      .first();
    await view.waitFor();
    // Typed and clicked at once, well inside the list's pause before it searches.
    await page.getByLabel('Search orders').fill(customer.name);
    await view.click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(new URL(page.url()).searchParams.get('q')).toBe(customer.name);
    expect(await page.getByLabel('Search orders').inputValue()).toBe(customer.name);
    await page.getByRole('row').filter({ hasText: customer.name }).first().waitFor();
    await page.context().close();
  });
});
