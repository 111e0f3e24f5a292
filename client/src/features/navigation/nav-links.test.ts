import { describe, expect, it } from 'vitest';
import { BOTTOM_BAR_MAX, bottomBarLinks, isActive, navLinksFor, ownAreaOf } from './nav-links.ts';

describe('the operators’ navigation', () => {
  it('lists Overview, Transporters, Stores, Reports, Inbox, Disputes and Log', () => {
    expect(navLinksFor('admin').map((link) => [link.labelKey, link.href])).toEqual([
      ['admin.nav.overview', '/admin'],
      ['admin.nav.transporters', '/admin/transporters'],
      ['admin.nav.stores', '/admin/stores'],
      ['admin.nav.reports', '/admin/reports'],
      ['admin.nav.inbox', '/admin/inbox'],
      ['admin.nav.disputes', '/admin/disputes'],
      ['admin.nav.log', '/admin/log'],
    ]);
  });

  it('offers no store or buyer page to an operator', () => {
    const hrefs = navLinksFor('admin').map((link) => link.href);
    for (const href of ['/dashboard', '/products', '/orders', '/customers', '/messages', '/']) {
      expect(hrefs).not.toContain(href);
    }
  });

  it('keeps the Log out of the phone bottom bar, which holds five at most', () => {
    const bar = bottomBarLinks(navLinksFor('admin'));
    expect(bar.map((link) => link.labelKey)).toEqual([
      'admin.nav.overview',
      'admin.nav.transporters',
      'admin.nav.stores',
      'admin.nav.reports',
      'admin.nav.inbox',
    ]);
    for (const userType of ['business', 'customer', 'transporter', 'admin'] as const) {
      expect(bottomBarLinks(navLinksFor(userType)).length).toBeLessThanOrEqual(BOTTOM_BAR_MAX);
    }
    // Sellers keep their five links as they were; Cash (issue 14) is in the top bar and menu only.
    expect(bottomBarLinks(navLinksFor('business')).map((link) => link.href)).toEqual([
      '/dashboard',
      '/products',
      '/orders',
      '/customers',
      '/messages',
    ]);
    expect(navLinksFor('business').map((link) => link.href)).toContain('/cash');
  });

  it('counts the queues on Transporters, Reports, Inbox and Disputes', () => {
    expect(navLinksFor('admin').map((link) => link.queue)).toEqual([
      undefined,
      'transportersWaiting',
      undefined,
      'reportsOpen',
      'contactUnread',
      'disputesOpen',
      undefined,
    ]);
  });

  it("puts the operator's own area at /admin", () => {
    expect(ownAreaOf('admin')).toMatchObject({ href: '/admin', labelKey: 'admin.nav.area' });
    expect(ownAreaOf('business').href).toBe('/dashboard');
  });

  it('marks Overview current on /admin only, the others on their pages below', () => {
    expect(isActive('/admin', '/admin')).toBe(true);
    expect(isActive('/admin/stores/4', '/admin')).toBe(false);
    expect(isActive('/admin/stores/4', '/admin/stores')).toBe(true);
    expect(isActive('/products/3', '/products')).toBe(true);
  });
});
