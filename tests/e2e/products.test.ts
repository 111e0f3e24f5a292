import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

describeJourney('products', ({ newPage }) => {
  it('adds, views, edits and deletes a product', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    await page.goto('/products');
    const name = `Makroudh de Kairouan ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Product name').fill('M');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.getByText('Product name must be at least 2 characters.').waitFor();
    await dialog.getByText('Description must be at least 10 characters.').waitFor();
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Description').fill('Makroudh aux dattes et au miel, boîte de 500 g');
    await dialog.getByLabel('Price (DT)').fill('14.5');
    await dialog.getByLabel('Stock quantity').fill('12');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Sweets & pastries' }).click();
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created successfully').first().waitFor();

    await page.getByLabel('Search products').fill(name);
    await page.getByRole('link', { name: `View ${name}` }).click();
    await page.waitForURL((url) => /^\/products\/\d+$/.test(url.pathname));
    await page.getByText('14.50 DT').first().waitFor();
    await snapshot(page, 'journey-product-view-en-375');

    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/edit/'));
    await page.getByLabel('Price (DT)').fill('16');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product updated successfully').first().waitFor();

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect
      .poll(async () => (await (await page.request.get(`/api/products/${id}`)).json()).price)
      .toBe(16);

    await page.goto(`/products/${id}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this product?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/products');
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    await page.context().close();
  });

  it('shows the dashboard figures and lists', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    for (const title of [
      'Total Orders',
      'Total Revenue',
      'Total Customers',
      'Unread Messages',
      'Recent Orders',
      'Popular Products',
      'Recent Messages',
    ]) {
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    await page
      .getByText(/\d\sDT$/)
      .first()
      .waitFor();
    await snapshot(page, 'journey-dashboard-en-375');
    await page.context().close();
  });
});
