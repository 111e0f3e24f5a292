/**
 * Link previews: a store or product URL pasted into WhatsApp, Messenger or Instagram shows that
 * store or product, because the HTML itself carries its title, description and image (those apps
 * do not run JavaScript). Also the sitemap and robots.txt that let search engines find them.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { mediaUrl, OG_IMAGE } from '../../../common/media.ts';
import { truncateWords } from '../../../common/text.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { getProduct, getStore, listSitemapEntries } from './service.ts';
import { paths, ROBOTS_DISALLOWED_PATHS } from '../../../common/routes.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture, when there is one. */
  image: string | null;
  /** Size and type of the picture when known: an upload's 1200×630 JPEG preview. */
  imageMeta?: { width: number; height: number; type: string };
  type: 'website' | 'product' | 'profile' | 'article';
  price?: number;
  /** The page is a missing store or product: the SPA shows its message, the status says 404. */
  notFound?: boolean;
}

export const SITE_NAME = 'Hanout';
const DEFAULT_DESCRIPTION =
  'Hanout: the marketplace of Tunisian small businesses. Cash on delivery across the 24 governorates.';
const DESCRIPTION_MAX = 200;

/** Whole words only: a preview must not end in half an Arabic (or French) word. */
function clip(text: string, max = DESCRIPTION_MAX): string {
  return truncateWords(text, max);
}

const absolute = (origin: string, url: string | null) =>
  !url ? null : url.startsWith('/') ? `${origin}${url}` : url;

/** An upload's link-preview JPEG (1200×630), which every app that previews links can show. */
const ogImage = (origin: string, mediaId: string) => ({
  image: `${origin}${mediaUrl(mediaId, 'og.jpg')}`,
  imageMeta: { ...OG_IMAGE, type: 'image/jpeg' },
});

const isMissing = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/** Where the head's store or product comes from: the public reads (cached) or the service. */
export interface HeadReads {
  product(id: number): ReturnType<typeof getProduct>;
  store(id: number): ReturnType<typeof getStore>;
}

/** The head of a marketplace page, or null for pages that keep the default one. */
export async function pageHeadFor(
  db: Db,
  origin: string,
  pathname: string,
  reads: HeadReads = { product: (id) => getProduct(db, id), store: (id) => getStore(db, id) },
): Promise<PageHead | null> {
  const match = /^\/marketplace\/(stores|products)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, kind, rawId] = match;
  const url = `${origin}${pathname}`;
  const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null;
  const missing: PageHead = {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    url,
    image: null,
    type: 'website',
    notFound: true,
  };
  if (id === null) return missing;
  try {
    if (kind === 'products') {
      const product = await reads.product(id);
      const cover = product.images[0];
      return {
        title: `${product.name} – ${product.storeName} | ${SITE_NAME}`,
        description: clip(`${product.price.toFixed(2)} DT · ${product.description}`),
        url,
        ...(cover ? ogImage(origin, cover.id) : { image: absolute(origin, product.imageUrl) }),
        type: 'product',
        price: product.price,
      };
    }
    const store = await reads.store(id);
    const head = {
      title: `${store.storeName} | ${SITE_NAME}`,
      description: clip(store.storeDescription || DEFAULT_DESCRIPTION),
      url,
      type: 'profile' as const,
    };
    // The store's picture is its cover, else its logo, else a product's (uploads, featured and
    // newest first).
    const own = store.cover ?? store.logo;
    if (own) return { ...head, ...ogImage(origin, own.id) };
    const [product] = await db
      .select({ imageUrl: products.imageUrl, coverMediaId: products.coverMediaId })
      .from(products)
      .where(and(eq(products.storeId, id), isNull(products.archivedAt), isNull(products.hiddenAt)))
      // A product with an uploaded photo first: its JPEG previews everywhere.
      .orderBy(
        sql`${products.coverMediaId} is null`,
        desc(products.featured),
        desc(products.createdAt),
      )
      .limit(1);
    if (product?.coverMediaId) return { ...head, ...ogImage(origin, product.coverMediaId) };
    return { ...head, image: absolute(origin, product?.imageUrl || null) };
  } catch (error) {
    if (isMissing(error)) return missing;
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the page's own title, description, Open Graph and Twitter tags. */
export function withHead(indexHtml: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.image && head.imageMeta
      ? [
          meta('property', 'og:image:width', String(head.imageMeta.width)),
          meta('property', 'og:image:height', String(head.imageMeta.height)),
          meta('property', 'og:image:type', head.imageMeta.type),
        ]
      : []),
    ...(head.price !== undefined
      ? [
          meta('property', 'product:price:amount', head.price.toFixed(2)),
          meta('property', 'product:price:currency', 'TND'),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
  // Replacer functions, not strings: a seller's "$&" or "$`" must stay text, not a pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', head.description),
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(
  db: Db,
  origin: string,
  otherPaths: readonly string[] = [],
): Promise<string> {
  const { stores, products: productRows } = await listSitemapEntries(db);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(paths.home),
    entry(paths.marketplace.home),
    entry(paths.marketplace.stores),
    entry(paths.marketplace.products()),
    entry(paths.business),
    ...otherPaths.map((path) => entry(path)),
    ...stores.map((store) => entry(paths.marketplace.store(store.id), store.updatedAt)),
    ...productRows.map((product) =>
      entry(paths.marketplace.product(product.id), product.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
