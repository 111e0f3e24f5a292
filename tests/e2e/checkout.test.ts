import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';
import { signInAsSeller, signInThroughForm } from './signin.ts';

/** Products of the demo catalogue (server/db/seed-catalog.json) and their stores' sellers. */
const COUSCOUS_DISH = 'Plat à couscous peint main Ø 32 cm — قصعة'; // Fakhar Nabeul, khaled_fakhar
const OLIVE_OIL = "Huile d'olive extra vierge 1L — زيت زيتون"; // Dar Zitouna, demo_seller
const HARISSA = 'Harissa traditionnelle du Cap Bon 380 g — هريسة عربي'; // Dar Zitouna
const OLIVES = 'Olives noires de Sfax 1 kg — زيتون أسود'; // Dar Zitouna
const BASKET = 'Couffin en palmier tressé — قفة'; // Saf Djerba

const REFERENCE = /^HN-[0-9A-Z]{6}$/;

interface ProductRow {
  id: number;
  name: string;
  price: number;
  storeName: string;
}

/** A product of the public catalogue by its exact name, through the search API. */
async function findProduct(page: Page, name: string): Promise<ProductRow> {
  const found = await page.evaluate(
    async (q) => {
      const response = await fetch(`/api/marketplace/products?q=${encodeURIComponent(q)}`);
      return (await response.json()) as { items: ProductRow[] };
    },
    name.split(' — ')[0] ?? name,
  );
  const product = found.items.find((p) => p.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

async function addFromProductPage(page: Page, quantity = 1) {
  const add = page.getByRole('button', { name: /^(Add to Cart|Ajouter au panier)/ });
  await add.waitFor();
  for (let i = 1; i < quantity; i += 1) {
    await page.getByRole('button', { name: /^(Increase|Augmenter)/ }).click();
  }
  await add.click();
}

async function fillCheckout(
  page: Page,
  labels: { name: RegExp; phone: RegExp; governorate: RegExp; address: RegExp },
  values: { name?: string; phone: string; governorate: string; address: string },
) {
  if (values.name) await page.getByLabel(labels.name).fill(values.name);
  await page.getByLabel(labels.phone).fill(values.phone);
  await page.getByRole('combobox', { name: labels.governorate }).click();
  await page.getByRole('option', { name: values.governorate, exact: true }).click();
  await page.getByLabel(labels.address).fill(values.address);
}

const FRENCH = {
  name: /^Nom complet/,
  phone: /^Téléphone/,
  governorate: /Gouvernorat/,
  address: /^Adresse/,
};
const ENGLISH = {
  name: /^Full name/,
  phone: /^Phone/,
  governorate: /Governorate/,
  address: /^Address/,
};

describeJourney('buying', ({ newPage }) => {
  it('a guest buys from two stores in French, and both sellers see the order and the customer', async () => {
    const buyer = `Nour Cherif ${Date.now().toString(36)}`;
    const page = await newPage();
    await page.goto('/');

    // A featured product from the home page, then a second store from its stores section.
    await page.getByRole('link', { name: COUSCOUS_DISH, exact: true }).first().click();
    await page.waitForURL(/\/marketplace\/products\/\d+$/);
    await addFromProductPage(page);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto('/');
    await page
      .getByRole('link', { name: /Dar Zitouna/ })
      .first()
      .click();
    await page.waitForURL(/\/marketplace\/stores\/\d+$/);
    await page.getByRole('link', { name: OLIVE_OIL, exact: true }).first().click();
    await addFromProductPage(page, 2);
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('link', { name: 'Panier, 3 articles' }).click();
    await page.getByRole('heading', { name: 'Votre panier' }).waitFor();
    await page.getByRole('heading', { name: /Fakhar Nabeul/ }).waitFor();
    await page.getByRole('heading', { name: /Dar Zitouna/ }).waitFor();
    await page.getByText('Une commande par boutique (2 commandes)').first().waitFor();
    await snapshot(page, 'journey-cart-fr-375');

    await page.getByRole('link', { name: 'Commander' }).click();
    await page.getByRole('heading', { name: 'Passer la commande' }).waitFor();
    await fillCheckout(page, FRENCH, {
      name: buyer,
      phone: '22 123 456',
      governorate: 'Sfax',
      address: '12 rue Habib Bourguiba, Sfax',
    });
    await page.getByRole('button', { name: /^Commander · / }).click();

    await page.waitForURL((url) => url.pathname === '/marketplace/checkout/confirmation');
    await page.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor();
    const references = page.getByTestId('order-reference');
    await expect.poll(() => references.count()).toBe(2);
    const [first, second] = await references.allTextContents();
    expect(first).toMatch(REFERENCE);
    expect(second).toMatch(REFERENCE);
    expect(first).not.toBe(second);
    await page.getByText('Payez en espèces à la livraison').waitFor();
    await page.getByRole('link', { name: 'Panier, 0 article' }).waitFor();
    await snapshot(page, 'journey-confirmation-fr-375');

    // A reload keeps the confirmation; the tracking link finds the order with the phone.
    await page.reload();
    await expect.poll(() => references.count()).toBe(2);
    await page.getByRole('link', { name: `Suivre la commande ${first}` }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/orders/track');
    await page.getByRole('heading', { name: first ?? '' }).waitFor();
    await page.getByRole('heading', { name: 'Historique des statuts' }).waitFor();
    await page.getByText('Paiement à la livraison').first().waitFor();
    await snapshot(page, 'journey-tracking-fr-375');
    await page.context().close();

    for (const seller of ['demo_seller', 'khaled_fakhar']) {
      const sellerPage = await newPage();
      await signInAsSeller(sellerPage, seller);
      await sellerPage.goto('/orders');
      await sellerPage.getByLabel('Search orders').fill(buyer);
      await sellerPage.getByText(buyer).filter({ visible: true }).first().waitFor();
      await sellerPage.goto('/customers');
      await sellerPage.getByLabel('Search customers').fill(buyer);
      await sellerPage.getByText(buyer).filter({ visible: true }).first().waitFor();
      await sellerPage.context().close();
    }
  });

  it('a guest with a wrong phone finds no order, and empty fields are refused', async () => {
    const page = await newPage();
    await page.goto('/marketplace/orders/track');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText('Please enter your order reference.').waitFor();
    await page.getByText('Please enter a Tunisian phone number: +216 and 8 digits.').waitFor();
    await page.getByLabel('Order reference').fill('HN-ZZZZZZ');
    await page.getByLabel(/^Phone/).fill('98 765 432');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText('No order found').waitFor();
    await page.context().close();
  });

  it('a signed-in buyer checks out and finds the order in their area', async () => {
    const page = await newPage();
    await signInThroughForm(page, 'demo_buyer');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const basket = await findProduct(page, BASKET);
    await page.goto(`/marketplace/products/${basket.id}`);
    await addFromProductPage(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    // The name comes from the account.
    await expect.poll(() => page.getByLabel(ENGLISH.name).inputValue()).toBe('Youssef Trabelsi');
    await fillCheckout(page, ENGLISH, {
      phone: '+216 55 600 700',
      governorate: 'Ariana',
      address: '5 avenue de la Liberté, Ariana',
    });
    await page.getByRole('button', { name: /^Place order · / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const reference = (await page.getByTestId('order-reference').first().textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);

    await page.getByRole('link', { name: 'See my orders' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const order = page.getByRole('link', { name: new RegExp(reference) });
    await order.click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    await page.getByText(BASKET).first().waitFor();
    await page.getByText('5 avenue de la Liberté, Ariana').waitFor();
    await snapshot(page, 'journey-buyer-order-en-375');
    await page.getByRole('link', { name: 'Back to my orders' }).first().click();

    // The reply box under a conversation joins that conversation.
    const reply = `Merci, à bientôt ${Date.now().toString(36)}`;
    const box = page.getByLabel(/^Reply to /).first();
    await box.fill(reply);
    await page.getByRole('button', { name: 'Send' }).first().click();
    await page.getByText('Message sent').first().waitFor();
    await page.getByText(reply).first().waitFor();
    await page.context().close();
  });

  it('a changed price and a sold-out product stop the checkout, update the cart, and the retry goes through', async () => {
    const page = await newPage();
    await page.goto('/');
    const harissa = await findProduct(page, HARISSA);
    const olives = await findProduct(page, OLIVES);
    for (const product of [harissa, olives]) {
      await page.goto(`/marketplace/products/${product.id}`);
      await addFromProductPage(page);
    }
    await page.goto('/marketplace/checkout');
    await fillCheckout(page, ENGLISH, {
      name: 'Hedi Ben Ammar',
      phone: '29 111 222',
      governorate: 'Tunis',
      address: '3 rue de Rome, Tunis',
    });

    // Meanwhile the seller raises one price and runs out of the other.
    const seller = await newPage();
    await signInAsSeller(seller, 'demo_seller');
    const newPrice = harissa.price + 1.25;
    const statuses = await seller.evaluate(
      async ({ harissaId, olivesId, price }) => {
        const patch = (id: number, body: unknown) =>
          fetch(`/api/products/${id}`, {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then((response) => response.status);
        return [
          await patch(harissaId, { price }),
          await patch(olivesId, { stockQuantity: 0, status: 'out_of_stock' }),
        ];
      },
      { harissaId: harissa.id, olivesId: olives.id, price: newPrice },
    );
    expect(statuses).toEqual([200, 200]);
    await seller.context().close();

    await page.getByRole('button', { name: /^Place order · / }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your cart changed' });
    await alert.waitFor();
    const money = (amount: number) => `${amount.toFixed(2)}\u00a0DT`;
    // Amounts sit in first-strong isolates inside the sentence (right to left in Arabic).
    const isolated = (amount: number) => `\u2068${money(amount)}\u2069`;
    await alert
      .getByText(
        `\u2068${HARISSA}\u2069: the price changed from ${isolated(harissa.price)} to ${isolated(newPrice)}.`,
      )
      .waitFor();
    await alert
      .getByText(`\u2068${OLIVES}\u2069 is sold out and was removed from your cart.`)
      .waitFor();
    await snapshot(page, 'journey-checkout-conflict-en-375');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    // With Dar Zitouna's 5 DT delivery to Tunis (the seeded terms, issue 14).
    await page.getByRole('button', { name: `Place order · ${isolated(newPrice + 5)}` }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await expect.poll(() => page.getByTestId('order-reference').count()).toBe(1);
    await page.context().close();
  });
});
