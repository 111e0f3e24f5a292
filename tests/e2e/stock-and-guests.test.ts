/**
 * Issue 10 in the browser: a sold-out product is listed last on its store's page and still opens,
 * with a disabled Sold out button; a guest who types an existing customer's phone keeps the name
 * they typed, and the seller sees both names and decides.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MarketplaceStore } from '../../common/contracts/marketplace.ts';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

const SOLD_OUT = 'Grand plat de service Ø 40 cm'; // Fakhar Nabeul, stock 0 in the demo catalogue
const OLIVE_OIL = "Huile d'olive extra vierge 1L — زيت زيتون"; // Dar Zitouna, demo_seller

async function storeNamed(page: Page, prefix: string): Promise<MarketplaceStore> {
  const response = await page.request.get('/api/marketplace/stores');
  expect(response.status()).toBe(200);
  const stores = (await response.json()) as MarketplaceStore[];
  const store = stores.find((s) => s.storeName.startsWith(prefix));
  if (!store) throw new Error(`no store ${prefix}`);
  return store;
}

describeJourney('stock that tells the truth, names nobody else', ({ newPage }) => {
  it('lists a sold-out product last on its store page, and opens it with a disabled Sold out', async () => {
    const page = await newPage();
    const store = await storeNamed(page, 'Fakhar Nabeul');
    await page.goto(`/marketplace/stores/${store.id}`);
    const list = page.getByRole('list', { name: 'Products' });
    await list.getByRole('listitem').first().waitFor();
    const cards = list.getByRole('listitem');
    const last = cards.last();
    await last.getByText('Out of stock').waitFor();
    expect(await last.getByRole('heading').textContent()).toBe(SOLD_OUT);
    // Every card before it is on sale.
    const count = await cards.count();
    for (let i = 0; i < count - 1; i += 1) {
      expect(await cards.nth(i).getByText('Out of stock').count()).toBe(0);
    }
    await snapshot(page, 'journey-sold-out-last-en-375');

    await last.getByRole('link', { name: `View ${SOLD_OUT}` }).click();
    await page.waitForURL(/\/marketplace\/products\/\d+$/);
    await page.getByRole('heading', { level: 1, name: SOLD_OUT }).waitFor();
    const soldOut = page.getByRole('button', { name: 'Sold out' });
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Quantity' }).isDisabled()).toBe(true);
    await page.getByText('This product is out of stock for now.').waitFor();
    await snapshot(page, 'journey-sold-out-product-en-375');
    await page.context().close();
  });

  it('a guest with an existing customer’s phone keeps their name; the seller sees both and decides', async () => {
    const suffix = Date.now().toString(36);
    const customerName = `Asma Ben Jemaa ${suffix}`;
    const guestName = `Asma ${suffix}`;
    const digits = `2${String(Date.now()).slice(-7)}`;
    const phone = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;

    const seller = await newPage({ viewport: DESKTOP });
    await signInAsSeller(seller);
    const created = await seller.request.post('/api/customers', {
      data: { name: customerName, phone: `+216 ${phone}`, email: `asma.${suffix}@example.tn` },
    });
    expect(created.status()).toBe(201);

    // A guest buys with that phone under another name.
    const guest = await newPage();
    const found = await guest.request.get(
      `/api/marketplace/products?q=${encodeURIComponent("Huile d'olive extra vierge")}`,
    );
    const oil = ((await found.json()) as { items: { id: number; name: string }[] }).items.find(
      (p) => p.name === OLIVE_OIL,
    );
    if (!oil) throw new Error('no olive oil in the demo catalogue');
    await guest.goto(`/marketplace/products/${oil.id}`);
    await guest.getByRole('button', { name: /^Add to Cart/ }).click();
    await guest.getByRole('link', { name: 'Cart, 1 item' }).click();
    await guest.getByRole('link', { name: 'Checkout' }).click();
    await guest.getByLabel(/^Full name/).fill(guestName);
    await guest.getByLabel(/^Phone/).fill(phone);
    await guest.getByRole('combobox', { name: /Governorate/ }).click();
    await guest.getByRole('option', { name: 'Monastir', exact: true }).click();
    await guest.getByLabel(/^Address/).fill('5 rue des Orfèvres, Monastir');
    await guest.getByRole('button', { name: /^Place order · / }).click();
    await guest.waitForURL((url) => url.pathname === '/marketplace/checkout/confirmation');
    await guest.context().close();

    // The seller's list shows the typed name, with the customer it was filed under.
    await seller.goto('/orders');
    await seller.getByLabel('Search orders').fill(guestName);
    // The search is in the URL at once; the list follows once typing pauses.
    await seller.waitForURL((url) => url.searchParams.get('q') === guestName);
    const row = seller.getByRole('row').filter({ hasText: guestName });
    await row.first().waitFor();
    await row.first().getByText(`Same phone as ${customerName}`).waitFor();
    await row
      .first()
      .getByRole('link', { name: /^View order/ })
      .click();
    await seller.waitForURL(/\/orders\/\d+$/);

    const notice = seller.getByRole('region', { name: 'Who placed this order?' });
    const line = notice.getByTestId('guest-name');
    await line.waitFor();
    await snapshot(seller, 'journey-guest-name-order-en-1280');
    expect(await line.textContent()).toBe(
      `${guestName} — same phone as your customer ${customerName}`,
    );

    // Someone else: a customer of their own, and the notice goes.
    await notice.getByRole('button', { name: 'Make a new customer' }).click();
    await seller.getByText('New customer added').first().waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    await seller.goto('/customers');
    await seller.getByLabel('Search customers').fill(suffix);
    await seller.getByText(guestName, { exact: true }).filter({ visible: true }).first().waitFor();
    await seller
      .getByText(customerName, { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor();
    await seller.context().close();
  });
});
