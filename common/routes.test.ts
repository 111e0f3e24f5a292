/** The route table of common/routes.ts: path kinds, builders and match order. */
import { describe, expect, it } from 'vitest';
import {
  isContentPath,
  isPrivatePath,
  isPublicPath,
  matchRoute,
  paths,
  pathTo,
  ROBOTS_DISALLOWED_PATHS,
  ROUTES,
  type RouteName,
} from './routes.ts';

describe('the footer pages’ paths', () => {
  it('are public, articles included, and never private', () => {
    for (const path of [
      paths.about,
      paths.help,
      paths.faq,
      paths.terms,
      paths.privacy,
      paths.contact,
      paths.blog.index,
      paths.blog.article('why-cash-on-delivery'),
      paths.tutorials.index,
      paths.tutorials.article('ship-with-hanout-transporters'),
    ]) {
      expect(isPublicPath(path), path).toBe(true);
      expect(isContentPath(path), path).toBe(true);
      expect(isPrivatePath(path), path).toBe(false);
    }
    expect(isContentPath('/blogger')).toBe(false);
    expect(isPublicPath('/about-us')).toBe(false);
  });
});

describe('the path builders', () => {
  it('fill the route table’s own patterns, so each link opens the page it names', () => {
    const cases: [string, RouteName][] = [
      [paths.marketplace.store(12), 'marketplaceStore'],
      [paths.marketplace.product(7), 'marketplaceProduct'],
      [paths.marketplace.products(), 'marketplaceProducts'],
      [paths.myOrder(3), 'buyerOrder'],
      [paths.products.view(5), 'product'],
      [paths.products.edit(5), 'productEdit'],
      [paths.products.create, 'productNew'],
      [paths.orders.view(9), 'order'],
      [paths.orders.create, 'orderNew'],
      [paths.blog.article('why-cash-on-delivery'), 'blogArticle'],
      [paths.tutorials.article('first-steps'), 'tutorialsArticle'],
    ];
    for (const [path, name] of cases) expect(matchRoute(path), path).toBe(name);
    expect(paths.orders.view(9)).toBe('/orders/9');
    expect(paths.marketplace.store(12)).toBe('/marketplace/stores/12');
  });

  it('put a fixed path before the :param sibling that would also match it', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const pattern = ROUTES[name];
      if (!pattern.includes(':')) expect(matchRoute(pattern), pattern).toBe(name);
    }
  });

  it('encode what they put in a path and keep queries readable', () => {
    expect(pathTo('marketplaceStore', { id: 'a/b' })).toBe('/marketplace/stores/a%2Fb');
    expect(paths.marketplace.search('huile d’olive')).toBe(
      '/marketplace/products?q=huile+d%E2%80%99olive',
    );
    expect(paths.marketplace.products({ category: 'food', q: '' })).toBe(
      '/marketplace/products?category=food',
    );
    expect(paths.auth()).toBe('/auth');
    expect(paths.auth({ tab: 'register', type: 'business' })).toBe(
      '/auth?tab=register&type=business',
    );
    expect(paths.marketplace.track({ reference: 'HN-1', phone: '' })).toBe(
      '/marketplace/orders/track?reference=HN-1',
    );
  });

  it('keep search engines out of the signed-in areas and a buyer’s own steps', () => {
    for (const path of [
      paths.dashboard,
      paths.orders.list,
      paths.marketplace.cart,
      paths.setupWizard,
    ]) {
      expect(
        ROBOTS_DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    }
    expect(
      ROBOTS_DISALLOWED_PATHS.some((prefix) => paths.marketplace.home.startsWith(prefix)),
    ).toBe(false);
  });
});
