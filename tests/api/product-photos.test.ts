/**
 * A product's photos: uploads attached in order (the first is the cover and the imageUrl),
 * reordered and removed by PATCH, only the seller's own; and categories. Uploads are media rows
 * inserted here: attaching needs nothing more (tests/api/media.test.ts covers the upload itself).
 */
import { expect, it } from 'vitest';
import type { MarketplaceProduct } from '../../common/contracts/marketplace.ts';
import type { Product } from '../../common/contracts/products.ts';
import { media, productImages } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

const tajine = {
  name: 'Tajine de Nabeul',
  description: 'Tajine en terre cuite, peint à la main à Nabeul.',
  price: 45,
  status: 'in_stock',
  stockQuantity: 5,
  category: 'pottery',
};

describeEachEngine('product photos and categories', (env) => {
  const call = caller(() => env().app);

  /** `n` uploads of `ownerId`, as POST /api/media would have stored them. */
  async function uploads(ownerId: number, n: number, width = 1600): Promise<string[]> {
    const rows = await env()
      .database.db.insert(media)
      .values(
        Array.from({ length: n }, () => ({ ownerId, width, height: 1200, storedBytes: 1000 })),
      )
      .returning({ id: media.id });
    return rows.map((row) => row.id);
  }

  it('attaches two uploads in order: the first is the cover and the imageUrl', async () => {
    const seller = await newAccount(env().app);
    const [first, second] = await uploads(seller.id, 2);
    const created = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: [first, { id: second, alt: 'Le tajine vu de dessus' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product.images.map((image) => image.id)).toEqual([first, second]);
    expect(product.images[0]).toEqual({
      id: first,
      url: `/media/${first}/640.webp`,
      srcSet: `/media/${first}/320.webp 320w, /media/${first}/640.webp 640w, /media/${first}/1280.webp 1280w`,
      width: 1600,
      height: 1200,
      alt: '',
    });
    expect(product.images[1]?.alt).toBe('Le tajine vu de dessus');
    expect(product.imageUrl).toBe(`/media/${first}/640.webp`);
    expect(product.category).toBe('pottery');

    // The seller's list and one product say the same.
    const listed = await call('GET', '/api/products', seller.cookie);
    expect(listed.json().items[0]).toEqual(product);
    const one = await call('GET', `/api/products/${product.id}`, seller.cookie);
    expect(one.json()).toEqual(product);
  });

  it('lists only the widths a small upload has', async () => {
    const seller = await newAccount(env().app);
    const [small] = await uploads(seller.id, 1, 500);
    const created = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: [small],
    });
    expect(created.json<Product>().images[0]?.srcSet).toBe(
      `/media/${small}/320.webp 320w, /media/${small}/640.webp 500w`,
    );
  });

  it('reorders, keeps and removes photos by PATCH', async () => {
    const seller = await newAccount(env().app);
    const [a, b, c] = await uploads(seller.id, 3);
    const created = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: [a, b, c],
    });
    const id = created.json<Product>().id;

    const reordered = await call('PATCH', `/api/products/${id}`, seller.cookie, {
      images: [c, { id: a, alt: 'De côté' }],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<Product>().images.map((image) => [image.id, image.alt])).toEqual([
      [c, ''],
      [a, 'De côté'],
    ]);
    expect(reordered.json<Product>().imageUrl).toBe(`/media/${c}/640.webp`);

    // A PATCH without images leaves them alone.
    const renamed = await call('PATCH', `/api/products/${id}`, seller.cookie, { price: 50 });
    expect(renamed.json<Product>().images.map((image) => image.id)).toEqual([c, a]);

    const removed = await call('PATCH', `/api/products/${id}`, seller.cookie, { images: [] });
    expect(removed.json<Product>()).toMatchObject({ images: [], imageUrl: null });
    const rows = await env().database.db.select().from(productImages);
    expect(rows.some((row) => row.productId === id)).toBe(false);
  });

  it('refuses another seller’s upload or an unknown one with 404, changing nothing', async () => {
    const seller = await newAccount(env().app);
    const other = await newAccount(env().app);
    const [mine] = await uploads(seller.id, 1);
    const [theirs] = await uploads(other.id, 1);
    const created = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: [mine],
    });
    const id = created.json<Product>().id;

    const stolen = await call('PATCH', `/api/products/${id}`, seller.cookie, {
      images: [theirs, mine],
      name: 'Tajine volé',
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'media.notFound' });
    const after = await call('GET', `/api/products/${id}`, seller.cookie);
    expect(after.json<Product>()).toMatchObject({ name: tajine.name });
    expect(after.json<Product>().images.map((image) => image.id)).toEqual([mine]);

    const unknown = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const newOnStolen = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: [theirs],
    });
    expect(newOnStolen.statusCode).toBe(404);
    expect((await call('GET', '/api/products', seller.cookie)).json().total).toBe(1);
  });

  it('refuses 9 photos, the same photo twice, a bad id and an http picture with 400', async () => {
    const seller = await newAccount(env().app);
    const ids = await uploads(seller.id, 9);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ images: ids }, 'images', 'A product can have at most 8 photos.'],
      [{ images: [ids[0], ids[0]] }, 'images', 'The same photo is in the list twice.'],
      [{ images: 'abc' }, 'images', 'Send the photos as a list of upload ids.'],
      [
        { imageUrl: 'http://example.tn/a.jpg' },
        'imageUrl',
        'Please enter a valid URL for the image.',
      ],
      [{ category: 'cars' }, 'category', 'Please choose a category.'],
      [{ category: '' }, 'category', 'Please choose a category.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/api/products', seller.cookie, { ...tajine, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
    }
    const badId = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      images: ['not-an-id'],
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().codes['images.0']).toBe('media.id.invalid');
    expect((await call('GET', '/api/products', seller.cookie)).json().total).toBe(0);

    const https = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      imageUrl: 'https://cdn.example.tn/tajine.jpg',
      category: undefined,
    });
    expect(https.statusCode, https.body).toBe(201);
    // No upload: the outside picture stays the imageUrl; no category given means "other".
    expect(https.json<Product>()).toMatchObject({
      imageUrl: 'https://cdn.example.tn/tajine.jpg',
      images: [],
      category: 'other',
    });
    const tooMany = await call(
      'PATCH',
      `/api/products/${https.json<Product>().id}`,
      seller.cookie,
      {
        images: ids,
      },
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('accepts every category and filters the seller’s list by one', async () => {
    const seller = await newAccount(env().app);
    for (const category of ['food', 'sweets', 'jewellery', 'textiles', 'beauty', 'crafts']) {
      const response = await call('POST', '/api/products', seller.cookie, { ...tajine, category });
      expect(response.statusCode, response.body).toBe(201);
    }
    const sweets = await call('GET', '/api/products?category=sweets', seller.cookie);
    expect(sweets.json().items.map((p: Product) => p.category)).toEqual(['sweets']);
    const changed = await call(
      'PATCH',
      `/api/products/${sweets.json().items[0].id}`,
      seller.cookie,
      {
        category: 'home',
      },
    );
    expect(changed.json<Product>().category).toBe('home');
  });

  it('shows the photos on the marketplace: the cover in lists, all on the product page', async () => {
    const store = await newStore(env().app, 'Fekhar Nabeul');
    const [a, b] = await uploads(store.id, 2);
    const created = await call('POST', '/api/products', store.cookie, {
      ...tajine,
      images: [a, { id: b, alt: 'Détail du décor' }],
    });
    const id = created.json<Product>().id;

    const page = await call('GET', `/api/marketplace/products/${id}`);
    expect(page.statusCode, page.body).toBe(200);
    const product = page.json<MarketplaceProduct>();
    expect(product.images.map((image) => image.id)).toEqual([a, b]);
    expect(product).toMatchObject({ category: 'pottery', imageUrl: `/media/${a}/640.webp` });

    const listed = await call('GET', `/api/marketplace/stores/${store.id}/products`);
    const card = listed.json().items.find((p: MarketplaceProduct) => p.id === id);
    expect(card.images.map((image: { id: string }) => image.id)).toEqual([a]);
    expect(card.imageUrl).toBe(`/media/${a}/640.webp`);
  });

  it('takes a product back as an older client read it: the photo address is no outside picture', async () => {
    const seller = await newAccount(env().app);
    const [photo] = await uploads(seller.id, 1);
    const created = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      imageUrl: 'https://example.com/tajine.jpg',
      images: [photo],
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = created.json<Product>();
    expect(read.imageUrl).toBe(`/media/${photo}/640.webp`);

    // PATCHed back with its imageUrl as read: accepted, the outside picture kept as it was.
    const patched = await call('PATCH', `/api/products/${read.id}`, seller.cookie, {
      name: 'Tajine de Nabeul, grand',
      imageUrl: read.imageUrl,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Product>().imageUrl).toBe(`/media/${photo}/640.webp`);
    const withoutPhotos = await call('PATCH', `/api/products/${read.id}`, seller.cookie, {
      images: [],
    });
    expect(withoutPhotos.json<Product>().imageUrl).toBe('https://example.com/tajine.jpg');

    // Created with one: stored as no outside picture.
    const copied = await call('POST', '/api/products', seller.cookie, {
      ...tajine,
      imageUrl: `/media/${photo}/og.jpg`,
    });
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json<Product>().imageUrl).toBeNull();

    // Anything else under /media/ is still refused.
    for (const imageUrl of [`/media/${photo}/800.webp`, '/media/not-an-id/640.webp']) {
      const refused = await call('PATCH', `/api/products/${read.id}`, seller.cookie, { imageUrl });
      expect(refused.statusCode, imageUrl).toBe(400);
      expect(refused.json().code, imageUrl).toBe('product.imageUrl.invalid');
    }
  });
});
