import { expect, it } from 'vitest';
import type { MarketplaceProduct, MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { describeJourney, PHONE, snapshot } from './browser.ts';
import { signInAsSeller } from './signin.ts';

describeJourney('link previews and a seller following new orders', ({ baseUrl, newPage }) => {
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  it('shows a product’s title and picture to a reader that runs no JavaScript', async () => {
    const [product] = await api<MarketplaceProduct[]>('/api/marketplace/products/featured');
    if (!product) throw new Error('the demo data has featured products');
    // As a chat app's link preview bot: plain HTTP, no scripts.
    const html = await (await fetch(`${baseUrl}/marketplace/products/${product.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${product.name}`);
    const og =
      /<meta property="og:image" content="(http:\/\/127\.0\.0\.1:\d+\/media\/[0-9a-f-]+\/og\.jpg)"/.exec(
        html,
      );
    if (!og?.[1]) throw new Error(`no og:image of an uploaded photo in ${html}`);
    // The picture a chat app fetches: a 1200×630 JPEG (WhatsApp and Facebook show no SVG).
    const picture = await fetch(og[1]);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);

    // And in a browser with JavaScript off: the tags are in the document itself.
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/marketplace/products/${product.id}`);
    const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogTitle).toBe(`${product.name} – ${product.storeName} | Hanout`);
    expect(ogImage).toBe(og[1]);
    expect(await page.title()).toBe(ogTitle);
    await page.context().close();
  });

  it('puts a marketplace order in front of a seller whose orders screen was already open', async () => {
    const page = await newPage({ viewport: PHONE });
    await signInAsSeller(page);
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'View' }).first().waitFor();

    const store = await api<MarketplaceStore>(`/api/marketplace/stores/${me.id}`);
    const products = await api<Page<MarketplaceProduct>>(
      `/api/marketplace/stores/${store.id}/products?status=in_stock`,
    );
    const product = products.items[0];
    if (!product) throw new Error('the demo seller has products in stock');
    const placed = await api<{ orders: { reference: string; id: number }[] }>('/api/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 1, price: product.price }],
        name: 'Hedi Live-Order',
        phone: '+216 50 123 987',
        governorate: 'TN-61',
        address: 'Route de Tunis km 4, Sfax',
      }),
    });
    expect(placed.orders).toHaveLength(1);

    // Away and back through the bottom bar, as a seller does: no reload, the list is fetched again.
    const bottomBar = page.getByRole('navigation').last();
    await bottomBar.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await bottomBar.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByText('Hedi Live-Order').locator('visible=true').first().waitFor();
    await snapshot(page, 'seller-live-order-en-375');
    await page.context().close();
  });
});
