/**
 * The one route table (decision 013). Every page of the client is named here once, as a wouter
 * pattern; the client router is built from ROUTES, links use the `paths` builders (which fill
 * those same patterns), and the server reads the table for its SPA fallback (an unknown path is
 * 404), robots.txt and the sitemap. client/src/app/routes.test.ts keeps router and table in step.
 */
import { CONTENT_COLLECTIONS, CONTENT_PAGES } from './content.ts';

/**
 * Every page route, in match order: a fixed path comes before a `:param` sibling that would
 * also match it (/orders/new before /orders/:id).
 */
export const ROUTES = {
  home: '/',
  marketplace: '/marketplace',
  marketplaceStores: '/marketplace/stores',
  marketplaceStore: '/marketplace/stores/:id',
  marketplaceProducts: '/marketplace/products',
  marketplaceProduct: '/marketplace/products/:id',
  /** Older search links: the client sends them on to marketplaceProducts with the same `q`. */
  marketplaceSearch: '/marketplace/search',
  cart: '/marketplace/cart',
  checkout: '/marketplace/checkout',
  checkoutConfirmation: '/marketplace/checkout/confirmation',
  trackOrder: '/marketplace/orders/track',
  /** A guest's private conversation with a store, by the token of their link (issue 15). */
  guestConversation: '/marketplace/conversations/:token',
  business: '/business',
  auth: '/auth',
  /** "Forgot password?" and the emailed link's page (issue 15); the token is in the #fragment. */
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** An email's unsubscribe link: turns that kind of email off, after one click (issue 15). */
  emailUnsubscribe: '/email/unsubscribe/:token',
  setupWizard: '/setup-wizard',
  about: '/about',
  help: '/help',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  tutorials: '/tutorials',
  tutorialsArticle: '/tutorials/:slug',
  dashboard: '/dashboard',
  buyerOrder: '/dashboard/orders/:id',
  profile: '/profile',
  transporter: '/transporter',
  products: '/products',
  productNew: '/products/new',
  productEdit: '/products/edit/:id',
  product: '/products/:id',
  orders: '/orders',
  orderNew: '/orders/new',
  order: '/orders/:id',
  customers: '/customers',
  messages: '/messages',
  /** The seller's cash held by transporters (issue 14). */
  cash: '/cash',
  // The operators' side (issue 13): admin accounts only; others see Access Denied.
  admin: '/admin',
  adminTransporters: '/admin/transporters',
  adminTransporter: '/admin/transporters/:id',
  adminStores: '/admin/stores',
  adminStore: '/admin/stores/:id',
  adminReports: '/admin/reports',
  adminInbox: '/admin/inbox',
  adminLog: '/admin/log',
  adminDisputes: '/admin/disputes',
} as const;

export type RouteName = keyof typeof ROUTES;
export type PageRoute = (typeof ROUTES)[RouteName];

/** The patterns alone, in match order. */
export const PAGE_ROUTES = Object.values(ROUTES) as PageRoute[];

/** The names of a pattern's parameters: '/a/:id/b/:slug' → 'id' | 'slug'. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Name extends RouteName> = Record<
  ParamNames<(typeof ROUTES)[Name]>,
  string | number
>;

/** The path of a named route, its `:params` filled in (and encoded). */
export function pathTo<Name extends RouteName>(name: Name, params?: RouteParams<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** `path?a=1&b=2`, leaving out empty values; just `path` when nothing is left. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const given = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  const search = new URLSearchParams(given).toString();
  return search ? `${path}?${search}` : path;
}

type Id = number | string;

/** Typed builders for every link: `paths.orders.view(7)` instead of '/orders/' + 7. */
export const paths = {
  home: ROUTES.home,
  marketplace: {
    home: ROUTES.marketplace,
    stores: ROUTES.marketplaceStores,
    store: (id: Id) => pathTo('marketplaceStore', { id }),
    product: (id: Id) => pathTo('marketplaceProduct', { id }),
    /** Browse and search: every product on sale, narrowed by the filters given (all in the URL). */
    products: (query: Record<string, string | undefined> = {}) =>
      withQuery(ROUTES.marketplaceProducts, query),
    search: (q: string) => withQuery(ROUTES.marketplaceProducts, { q }),
    cart: ROUTES.cart,
    checkout: ROUTES.checkout,
    confirmation: ROUTES.checkoutConfirmation,
    track: (order: { reference?: string; phone?: string; key?: string } = {}) =>
      withQuery(ROUTES.trackOrder, order),
    conversation: (token: string) => pathTo('guestConversation', { token }),
  },
  business: ROUTES.business,
  // The footer's pages (content in client/src/content, one Markdown file per language).
  about: ROUTES.about,
  help: ROUTES.help,
  faq: ROUTES.faq,
  terms: ROUTES.terms,
  privacy: ROUTES.privacy,
  contact: ROUTES.contact,
  blog: { index: ROUTES.blog, article: (slug: string) => pathTo('blogArticle', { slug }) },
  tutorials: {
    index: ROUTES.tutorials,
    article: (slug: string) => pathTo('tutorialsArticle', { slug }),
  },
  auth: (options: { tab?: 'login' | 'register'; type?: string } = {}) =>
    withQuery(ROUTES.auth, options),
  forgotPassword: ROUTES.forgotPassword,
  /** The emailed link: the token rides in the fragment, which no server or Referer ever sees. */
  resetPassword: (token: string) => `${ROUTES.resetPassword}#token=${encodeURIComponent(token)}`,
  emailUnsubscribe: (token: string) => pathTo('emailUnsubscribe', { token }),
  setupWizard: ROUTES.setupWizard,
  dashboard: ROUTES.dashboard,
  /** A signed-in buyer's own order. */
  myOrder: (id: Id) => pathTo('buyerOrder', { id }),
  products: {
    list: ROUTES.products,
    create: ROUTES.productNew,
    view: (id: Id) => pathTo('product', { id }),
    edit: (id: Id) => pathTo('productEdit', { id }),
  },
  orders: {
    list: ROUTES.orders,
    create: ROUTES.orderNew,
    view: (id: Id) => pathTo('order', { id }),
  },
  customers: ROUTES.customers,
  messages: ROUTES.messages,
  cash: ROUTES.cash,
  transporter: ROUTES.transporter,
  profile: ROUTES.profile,
  admin: {
    overview: ROUTES.admin,
    transporters: (query: { status?: string; q?: string } = {}) =>
      withQuery(ROUTES.adminTransporters, query),
    transporter: (id: Id) => pathTo('adminTransporter', { id }),
    stores: (query: { status?: string; q?: string } = {}) => withQuery(ROUTES.adminStores, query),
    store: (id: Id) => pathTo('adminStore', { id }),
    reports: (query: { status?: string } = {}) => withQuery(ROUTES.adminReports, query),
    inbox: ROUTES.adminInbox,
    log: ROUTES.adminLog,
    disputes: ROUTES.adminDisputes,
  },
} as const;

/**
 * The signed-in areas (SPEC §2, §6): the client sends a visitor who opens one to /auth, and
 * robots.txt keeps search engines out of them.
 */
export const SIGNED_IN_AREAS = [
  ROUTES.dashboard,
  ROUTES.products,
  ROUTES.orders,
  ROUTES.customers,
  ROUTES.messages,
  ROUTES.cash,
  ROUTES.transporter,
  ROUTES.profile,
  ROUTES.admin,
] as const;

/** The path is one of the signed-in areas or below one. */
export function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The signed-in areas: a visitor who opens one of these is sent to /auth. */
export const isPrivatePath = isSignedInArea;

const CONTENT_PATHS: string[] = CONTENT_PAGES.map((page) => `/${page}`);
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
    pathname === ROUTES.home ||
    pathname === ROUTES.marketplace ||
    pathname.startsWith(`${ROUTES.marketplace}/`) ||
    pathname === ROUTES.business ||
    isContentPath(pathname) ||
    pathname === ROUTES.auth ||
    pathname === ROUTES.forgotPassword ||
    pathname === ROUTES.resetPassword ||
    pathname.startsWith('/email/unsubscribe/') ||
    pathname === ROUTES.setupWizard
  );
}

/**
 * What robots.txt asks search engines to leave alone: the API, the signed-in areas, the wizard
 * and a buyer's own steps (cart, checkout, tracking).
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  ...SIGNED_IN_AREAS,
  ROUTES.setupWizard,
  ROUTES.cart,
  ROUTES.checkout,
  '/marketplace/orders',
  '/marketplace/conversations',
  '/email/',
] as const;

/** A pattern as wouter reads it: `:name` is one segment, a trailing slash is optional, any case. */
function patternToRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/$/;
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+?)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS = (Object.entries(ROUTES) as [RouteName, PageRoute][]).map(
  ([name, pattern]) => [name, patternToRegExp(pattern)] as const,
);

/**
 * The route the client router would pick for this path (the first match, among `among` when
 * given: the routes open to the current user), or null.
 */
export function matchRoute(pathname: string, among?: readonly RouteName[]): RouteName | null {
  const found = MATCHERS.find(
    ([name, matcher]) => (!among || among.includes(name)) && matcher.test(pathname),
  );
  return found?.[0] ?? null;
}

/** True when the client router has a page for this path (whoever may open it). */
export function isKnownPageRoute(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}
