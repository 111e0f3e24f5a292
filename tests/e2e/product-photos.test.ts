/**
 * A seller puts phone photos on a product (issue 12): two pictures picked from files, the second
 * moved first, saved; the marketplace then shows that second photo as the product's cover.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeJourney, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

/** A plain photo-sized JPEG of one colour, as a phone's camera roll would hand over. */
function photo(background: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describeJourney('product photos', ({ newPage }) => {
  it('adds a product with two photos, reorders them, and the marketplace shows the new cover', async () => {
    const page = await newPage();
    await signInAsSeller(page);
    await page.goto('/products/new');
    const name = `Plat de Nabeul ${Date.now().toString(36)}`;
    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Description').fill('Plat en céramique peinte à la main, 30 cm');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Pottery & ceramics' }).click();
    await page.getByLabel('Price (DT)').fill('45');
    await page.getByLabel('Stock quantity').fill('3');

    await page.getByTestId('product-photos-input').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#b5452b') },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#1f5f8b') },
    ]);
    const tiles = page.locator('li[data-photo-state]');
    await expect.poll(() => page.locator('li[data-photo-state="done"]').count()).toBe(2);
    const [firstId, secondId] = await tiles.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-media-id')),
    );
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await page.getByText('Photo moved to position 1 of 2: it is now the cover.').waitFor();
    expect(await tiles.first().getAttribute('data-media-id')).toBe(secondId);
    await page.getByLabel('Description of photo 1', { exact: false }).fill('Blue plate, top view');
    await snapshot(page, 'journey-product-photos-en-375');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created successfully').first().waitFor();
    await page.waitForURL((url) => /^\/products\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const saved = await (await page.request.get(`/api/products/${id}`)).json();
    expect(saved.category).toBe('pottery');
    expect(saved.images.map((image: { id: string }) => image.id)).toEqual([secondId, firstId]);
    expect(saved.images[0].alt).toBe('Blue plate, top view');

    // The marketplace's product page leads with the new cover.
    await page.goto(`/marketplace/products/${id}`);
    const cover = page.getByRole('img', { name: 'Blue plate, top view' }).first();
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toContain(`/media/${secondId}/`);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // And so does its card on the store's page.
    await page.goto(`/marketplace/stores/${saved.storeId}`);
    const cardImage = page.locator(`a[href="/marketplace/products/${id}"] img`).first();
    await cardImage.waitFor();
    expect(await cardImage.getAttribute('src')).toContain(`/media/${secondId}/`);
    await page.context().close();
  });
});
