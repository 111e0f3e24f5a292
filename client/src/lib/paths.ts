import { CONTENT_COLLECTIONS, CONTENT_PAGES } from '../../../common/content.ts';
import { isSignedInArea } from '../../../common/routes.ts';

/** Every client route in one typed table, instead of string literals scattered around. */
export const paths = {
  home: '/',
  marketplace: {
    home: '/marketplace',
    stores: '/marketplace/stores',
    store: (id: number | string) => `/marketplace/stores/${id}`,
    product: (id: number | string) => `/marketplace/products/${id}`,
    search: (q: string) => `/marketplace/search?${new URLSearchParams({ q }).toString()}`,
    cart: '/marketplace/cart',
    checkout: '/marketplace/checkout',
    confirmation: '/marketplace/checkout/confirmation',
    track: (order: { reference?: string; phone?: string } = {}) => {
      const given = Object.entries(order).filter((entry): entry is [string, string] => !!entry[1]);
      const search = new URLSearchParams(given).toString();
      return search ? `/marketplace/orders/track?${search}` : '/marketplace/orders/track';
    },
  },
  business: '/business',
  // The footer's pages (content in client/src/content, one Markdown file per language).
  about: '/about',
  help: '/help',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  blog: { index: '/blog', article: (slug: string) => `/blog/${slug}` },
  tutorials: { index: '/tutorials', article: (slug: string) => `/tutorials/${slug}` },
  auth: (options: { tab?: 'login' | 'register'; type?: string } = {}) => {
    const given = Object.entries(options).filter((entry): entry is [string, string] => !!entry[1]);
    const search = new URLSearchParams(given).toString();
    return search ? `/auth?${search}` : '/auth';
  },
  setupWizard: '/setup-wizard',
  dashboard: '/dashboard',
  /** A signed-in buyer's own order. */
  myOrder: (id: number | string) => `/dashboard/orders/${id}`,
  products: {
    list: '/products',
    create: '/products/new',
    view: (id: number | string) => `/products/${id}`,
    edit: (id: number | string) => `/products/edit/${id}`,
  },
  orders: { list: '/orders', view: (id: number | string) => `/orders/${id}` },
  customers: '/customers',
  messages: '/messages',
  transporter: '/transporter',
  profile: '/profile',
} as const;

const CONTENT_PATHS = CONTENT_PAGES.map((page) => `/${page}`);
const CONTENT_SECTIONS = CONTENT_COLLECTIONS.map((collection) => `/${collection}`);

/** The footer's pages, the blog and the tutorials with their articles. */
export function isContentPath(pathname: string): boolean {
  return (
    CONTENT_PATHS.includes(pathname) ||
    CONTENT_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`))
  );
}

/** Open without signing in (SPEC §2, §6); the wizard's account step is for new sellers. */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/marketplace' ||
    pathname.startsWith('/marketplace/') ||
    pathname === '/business' ||
    isContentPath(pathname) ||
    pathname === '/auth' ||
    pathname === '/setup-wizard'
  );
}

/** The signed-in areas: a visitor who opens one of these is sent to /auth. */
export const isPrivatePath = isSignedInArea;
