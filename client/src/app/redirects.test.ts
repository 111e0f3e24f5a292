import { describe, expect, it } from 'vitest';
import { redirectFor } from './redirects.ts';

const visitor = null;
const newSeller = { setupCompleted: false };
const seller = { setupCompleted: true, userType: 'business' };
const operator = { setupCompleted: true, userType: 'admin' };

describe('global redirect rules', () => {
  it('opens password recovery and unsubscribe links to everyone, signed in or not', () => {
    // An emailed link may be opened where someone is signed in, or mid-wizard (issue 15).
    for (const path of ['/auth/forgot-password', '/auth/reset-password', '/email/unsubscribe/x']) {
      for (const user of [visitor, newSeller, seller, operator]) {
        expect(redirectFor(path, user)).toBeNull();
      }
    }
  });

  it('sends a visitor from signed-in pages to /auth', () => {
    for (const path of [
      '/dashboard',
      '/products',
      '/products/edit/3',
      '/orders/12',
      '/customers',
      '/messages',
      '/transporter',
      '/profile',
    ]) {
      expect(redirectFor(path, visitor)).toBe('/auth');
    }
  });

  it('lets a visitor see the public pages and the 404 page', () => {
    for (const path of [
      '/',
      '/marketplace',
      '/marketplace/stores/4',
      '/business',
      '/auth',
      '/setup-wizard',
      '/about',
      '/contact',
      '/blog/why-cash-on-delivery',
      '/no-such-page',
    ]) {
      expect(redirectFor(path, visitor)).toBeNull();
    }
  });

  it('sends a user who has not finished setup to the wizard', () => {
    for (const path of ['/dashboard', '/orders', '/auth', '/business']) {
      expect(redirectFor(path, newSeller)).toBe('/setup-wizard');
    }
    expect(redirectFor('/setup-wizard', newSeller)).toBeNull();
    expect(redirectFor('/marketplace', newSeller)).toBeNull();
    // The terms and the help stay readable mid-wizard, and for every signed-in user.
    expect(redirectFor('/terms', newSeller)).toBeNull();
    expect(redirectFor('/help', seller)).toBeNull();
  });

  it('sends a user with setup done from /auth and /business to the dashboard', () => {
    expect(redirectFor('/auth', seller)).toBe('/dashboard');
    expect(redirectFor('/business', seller)).toBe('/dashboard');
    expect(redirectFor('/dashboard', seller)).toBeNull();
    expect(redirectFor('/setup-wizard', seller)).toBeNull();
  });

  it('sends an operator from /auth, /business, /dashboard and the wizard to /admin', () => {
    for (const path of ['/auth', '/business', '/dashboard', '/setup-wizard']) {
      expect(redirectFor(path, operator)).toBe('/admin');
    }
    // Whatever the server says of the wizard: operators never go through it.
    expect(redirectFor('/dashboard', { ...operator, setupCompleted: false })).toBe('/admin');
  });

  it('leaves an operator on their own pages and the public ones', () => {
    for (const path of [
      '/admin',
      '/admin/transporters/3',
      '/admin/log',
      '/profile',
      '/',
      '/help',
    ]) {
      expect(redirectFor(path, operator)).toBeNull();
    }
  });

  it('lets anyone else reach /admin, where Access Denied explains', () => {
    expect(redirectFor('/admin', seller)).toBeNull();
    expect(redirectFor('/admin/stores', visitor)).toBe('/auth');
    expect(redirectFor('/admin', newSeller)).toBe('/setup-wizard');
  });
});
