/**
 * A buyer on a phone browses every store's products: filters by category and by the store's
 * governorate, sorts by price, adds to the cart from a card, and shares a product.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type {
  MarketplaceProduct,
  MarketplaceProductPage,
} from '../../common/contracts/marketplace.ts';
import { CATEGORIES } from '../../common/categories.ts';
import { GOVERNORATES } from '../../common/tunisia.ts';
import { describeJourney, snapshot } from './browser.ts';

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** "12.90 DT" → 12.9 */
const dinars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describeJourney('browsing the marketplace on a phone', ({ newPage }) => {
  it('filters by category and governorate, sorts by price, adds from a card and shares', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });

    // A category and a governorate the demo data has on sale together, with a few products.
    const all = await getJson<MarketplaceProductPage>(
      page,
      '/api/marketplace/products?inStock=true&pageSize=100',
    );
    const groups = new Map<string, MarketplaceProduct[]>();
    for (const product of all.items) {
      if (!product.storeGovernorate) continue;
      const key = `${product.category}|${product.storeGovernorate}`;
      groups.set(key, [...(groups.get(key) ?? []), product]);
    }
    const [key] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!key) throw new Error('the demo data has no product with a store governorate');
    const [category, governorate] = key.split('|') as [string, string];
    const categoryName = CATEGORIES.find((c) => c.code === category)?.en ?? category;
    const governorateName = GOVERNORATES.find((g) => g.code === governorate)?.en ?? governorate;
    const expected = await getJson<MarketplaceProductPage>(
      page,
      `/api/marketplace/products?category=${category}&governorate=${governorate}`,
    );

    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'See all products' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/products');
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();

    // Phones: the filters are in a sheet.
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter products' });
    await sheet.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: categoryName, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);
    await sheet.getByRole('combobox', { name: 'Store’s governorate' }).click();
    await page.getByRole('option', { name: governorateName, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('governorate')).toBe(governorate);
    await snapshot(page, 'journey-browse-filters-en-375');
    await sheet
      .getByRole('button', { name: new RegExp(`^Show ${expected.total} products?$`) })
      .click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    await expect
      .poll(() => page.getByTestId('browse-count').textContent())
      .toBe(`${expected.total} product${expected.total === 1 ? '' : 's'}`);
    // The chips say what narrows the list.
    await page.getByRole('button', { name: `Remove filter: ${governorateName}` }).waitFor();

    // Sort by price, low to high: the prices of what is on sale ascend.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(Math.min(expected.total, 24));
    const onSale: number[] = [];
    for (const card of await cards.all()) {
      if ((await card.getByRole('button', { name: 'Sold out' }).count()) > 0) continue;
      onSale.push(dinars(await card.getByTestId('card-price').textContent()));
    }
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale).toEqual([...onSale].sort((a, b) => a - b));

    // The back button undoes the sort; the link keeps every filter.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    expect(new URL(page.url()).searchParams.get('governorate')).toBe(governorate);
    await page.goForward();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');

    // One tap on a card's Add puts one in the cart: the header's count follows.
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: `Add ${name} to cart` }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.getByText('Added to cart', { exact: true }).waitFor();
    await snapshot(page, 'journey-browse-added-en-375');

    // Share the product: WhatsApp carries its link, Copy link puts it in the clipboard.
    await first.getByRole('link', { name: `View ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/marketplace/products/'));
    const productUrl = page.url().split('?')[0] ?? '';
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain(productUrl);
    expect(href.searchParams.get('text')).toContain(name);
    const facebook = new URL(
      (await page.getByRole('menuitem', { name: 'Facebook' }).getAttribute('href')) ?? '',
    );
    expect(facebook.searchParams.get('u')).toBe(productUrl);
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productUrl);
    await page.context().close();
  });
});
