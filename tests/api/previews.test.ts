import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { media } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';

// The real index.html template, as the build keeps its head.
const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-previews-'));
copyFileSync(path.resolve('client/index.html'), path.join(clientRoot, 'index.html'));

/** The content of <meta property|name="key">, as a link preview bot reads it. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describeEachEngine(
  'link previews, sitemap and robots.txt',
  (env) => {
    const call = caller(() => env().app);

    it('answers a product URL with its own title, description and image in the HTML', async () => {
      const store = await newStore(env().app, 'Dar "Zitouna" & fils', [
        {
          name: 'Huile d’olive <extra>',
          description: 'Première pression à froid, récolte de Sfax.',
          price: 18.5,
          stockQuantity: 4,
        },
      ]);
      const product = store.products[0];
      await call('PATCH', `/api/products/${product?.id}`, store.cookie, {
        imageUrl: '/images/products/olive-oil.svg',
      });
      const response = await call('GET', `/marketplace/products/${product?.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      const title = 'Huile d’olive &#60;extra&#62; – Dar &#34;Zitouna&#34; &#38; fils | Hanout';
      expect(html).toContain(`<title>${title}</title>`);
      expect(metaContent(html, 'og:title')).toBe(title);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:description')).toBe(
        '18.50 DT · Première pression à froid, récolte de Sfax.',
      );
      expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
      expect(metaContent(html, 'og:image')).toBe(
        'https://hanout.example/images/products/olive-oil.svg',
      );
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
      expect(metaContent(html, 'product:price:amount')).toBe('18.50');
      expect(metaContent(html, 'og:url')).toBe(
        `https://hanout.example/marketplace/products/${product?.id}`,
      );
      // One title, one description: the defaults were replaced, not doubled.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      // The app still boots from it.
      expect(html).toContain('<div id="root"></div>');
    });

    it('keeps a seller’s "$&" and "$`" as text in the head', async () => {
      const store = await newStore(env().app, 'Dollar $& Co', [
        { name: 'Robe $` fin', price: 20, stockQuantity: 1 },
      ]);
      const html = (await call('GET', `/marketplace/products/${store.products[0]?.id}`)).body;
      expect(html).toContain('<title>Robe $` fin – Dollar $&#38; Co | Hanout</title>');
      expect(metaContent(html, 'og:title')).toBe('Robe $` fin – Dollar $&#38; Co | Hanout');
      expect(html.match(/<!doctype/gi)).toHaveLength(1);
    });

    it('answers a store URL with the store’s name, description and a product picture', async () => {
      const store = await newStore(env().app, 'Poterie Sejnane', [
        { name: 'Poupée', price: 40, stockQuantity: 1 },
      ]);
      await call('PATCH', `/api/products/${store.products[0]?.id}`, store.cookie, {
        imageUrl: 'https://cdn.example.tn/poupee.jpg',
      });
      const html = (await call('GET', `/marketplace/stores/${store.id}`)).body;
      expect(metaContent(html, 'og:title')).toBe('Poterie Sejnane | Hanout');
      expect(metaContent(html, 'og:description')).toBe(
        'Poterie Sejnane: produits de Tunisie, livrés chez vous.',
      );
      expect(metaContent(html, 'og:image')).toBe('https://cdn.example.tn/poupee.jpg');
    });

    it('shortens a long description at a word boundary, Arabic included', async () => {
      const words = 'زيت زيتون بكر ممتاز من غابة صفاقس معصور على البارد';
      const store = await newStore(env().app, 'Zitouna', [
        {
          name: 'Huile',
          description: Array.from({ length: 12 }, () => words).join(' '),
          price: 18.5,
          stockQuantity: 4,
        },
      ]);
      const html = (await call('GET', `/marketplace/products/${store.products[0]?.id}`)).body;
      const description = metaContent(html, 'og:description') ?? '';
      expect(description.endsWith('…')).toBe(true);
      expect([...description].length).toBeLessThanOrEqual(200);
      // Every word before the ellipsis is one the seller wrote, whole.
      const allowed = new Set(['18.50', 'DT', '·', ...words.split(' ')]);
      const shown = description.slice(0, -1).split(' ');
      expect(shown.filter((word) => !allowed.has(word))).toEqual([]);
    });

    it('says 404 for a missing or malformed store or product, and keeps the default head elsewhere', async () => {
      for (const url of [
        '/marketplace/products/999999',
        '/marketplace/products/abc',
        '/marketplace/stores/999999',
      ]) {
        const response = await call('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(metaContent(response.body, 'og:title'), url).toBe('Hanout');
      }
      const home = await call('GET', '/marketplace');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Hanout</title>');
    });

    it('lists every public store and product in the sitemap, and keeps private areas out of robots.txt', async () => {
      const store = await newStore(env().app, 'Sitemap Store', [
        { name: 'Visible', price: 5, stockQuantity: 1 },
      ]);
      const sitemap = await call('GET', '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain(
        `<loc>https://hanout.example/marketplace/stores/${store.id}</loc>`,
      );
      expect(sitemap.body).toContain(
        `<loc>https://hanout.example/marketplace/products/${store.products[0]?.id}</loc>`,
      );
      expect(sitemap.body.match(/<url>/g)?.length).toBeGreaterThan(70);
      for (const path of ['/about', '/terms', '/privacy', '/blog', '/blog/why-cash-on-delivery']) {
        expect(sitemap.body).toContain(`<loc>https://hanout.example${path}</loc>`);
      }
      const robots = await call('GET', '/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /dashboard');
      expect(robots.body).toContain('Disallow: /api/');
      expect(robots.body).toContain('Sitemap: https://hanout.example/sitemap.xml');
    });

    /** `n` uploads of `ownerId`, as POST /api/media would have stored them. */
    async function uploads(ownerId: number, n: number): Promise<string[]> {
      const rows = await env()
        .database.db.insert(media)
        .values(
          Array.from({ length: n }, () => ({ ownerId, width: 1600, height: 1200, storedBytes: 1 })),
        )
        .returning({ id: media.id });
      return rows.map((row) => row.id);
    }

    it('previews a product with its cover’s 1200×630 JPEG, sized and typed', async () => {
      const store = await newStore(env().app, 'Fekhar Nabeul', [
        { name: 'Tajine peint', price: 45, stockQuantity: 3 },
        { name: 'Gargoulette', price: 18, stockQuantity: 3 },
      ]);
      const [cover, second] = await uploads(store.id, 2);
      const [withPhotos, withoutPhotos] = store.products;
      await call('PATCH', `/api/products/${withPhotos?.id}`, store.cookie, {
        images: [cover, second],
      });
      const html = (await call('GET', `/marketplace/products/${withPhotos?.id}`)).body;
      expect(metaContent(html, 'og:image')).toBe(`https://hanout.example/media/${cover}/og.jpg`);
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
      expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));

      // Without an upload, no size is claimed.
      const plain = (await call('GET', `/marketplace/products/${withoutPhotos?.id}`)).body;
      expect(metaContent(plain, 'og:image:width')).toBeUndefined();
      expect(metaContent(plain, 'og:image:type')).toBeUndefined();

      // The store without a cover or logo of its own shows its newest product's photo.
      const storeHtml = (await call('GET', `/marketplace/stores/${store.id}`)).body;
      expect(metaContent(storeHtml, 'og:image')).toBe(
        `https://hanout.example/media/${cover}/og.jpg`,
      );
    });

    it('previews a store with its cover, else its logo', async () => {
      const store = await newStore(env().app, 'Dar Zitouna', [
        { name: 'Huile d’olive', price: 18, stockQuantity: 3 },
      ]);
      const [logo, cover] = await uploads(store.id, 2);
      await call('PATCH', `/api/users/${store.id}`, store.cookie, { storeLogoId: logo });
      const withLogo = (await call('GET', `/marketplace/stores/${store.id}`)).body;
      expect(metaContent(withLogo, 'og:image')).toBe(`https://hanout.example/media/${logo}/og.jpg`);
      await call('PATCH', `/api/users/${store.id}`, store.cookie, { storeCoverId: cover });
      const withCover = (await call('GET', `/marketplace/stores/${store.id}`)).body;
      expect(metaContent(withCover, 'og:image')).toBe(
        `https://hanout.example/media/${cover}/og.jpg`,
      );
      expect(metaContent(withCover, 'og:image:width')).toBe('1200');
      expect(metaContent(withCover, 'og:image:height')).toBe('630');
    });
  },
  { seed: true, clientRoot, config: { PUBLIC_URL: 'https://hanout.example' } },
);
