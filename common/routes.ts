/**
 * Every page route of the client, as wouter patterns. The server reads this table to answer an
 * unknown path with HTTP 404 (while the client draws its not-found page), so a route added to
 * the client router must be added here too: client/src/app/routes.test.ts checks both agree.
 */
export const PAGE_ROUTES = [
  '/',
  '/marketplace',
  '/marketplace/stores',
  '/marketplace/stores/:id',
  '/marketplace/products/:id',
  '/marketplace/search',
  '/marketplace/cart',
  '/marketplace/checkout',
  '/marketplace/checkout/confirmation',
  '/marketplace/orders/track',
  '/business',
  '/auth',
  '/setup-wizard',
  '/about',
  '/help',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/blog',
  '/blog/:slug',
  '/tutorials',
  '/tutorials/:slug',
  '/dashboard',
  '/dashboard/orders/:id',
  '/profile',
  '/transporter',
  '/products',
  '/products/new',
  '/products/edit/:id',
  '/products/:id',
  '/orders',
  '/orders/new',
  '/orders/:id',
  '/customers',
  '/messages',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * The signed-in areas (SPEC §2, §6): the client sends a visitor who opens one to /auth, and
 * robots.txt keeps search engines out of them.
 */
export const SIGNED_IN_AREAS = [
  '/dashboard',
  '/products',
  '/orders',
  '/customers',
  '/messages',
  '/transporter',
  '/profile',
] as const;

/** The path is one of the signed-in areas or below one. */
export function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

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

const MATCHERS = PAGE_ROUTES.map(patternToRegExp);

/** True when the client router has a page for this path (whoever may open it). */
export function isKnownPageRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
