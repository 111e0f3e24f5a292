// @vitest-environment jsdom
// (the router pulls in i18n, which sets the document's lang and dir once its texts load)
/**
 * The client router and the route table of common/routes.ts cannot drift: the router registers
 * one page per route name and no path of its own, and the server's 404 answer matches paths as
 * wouter does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPageRoute, PAGE_ROUTES, ROUTES } from '../../../common/routes.ts';
import { PAGES } from './router.tsx';

describe('the client router', () => {
  it('has a page for every route of the table, and nothing the table lacks', () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(ROUTES).sort());
    expect(PAGE_ROUTES.length).toBeGreaterThan(20);
  });

  it('takes every path from the table instead of writing its own', () => {
    const source = readFileSync(path.join(process.cwd(), 'client/src/app/router.tsx'), 'utf8');
    // No `path="/x"` attribute and no quoted absolute path anywhere in the router.
    expect(source).not.toMatch(/path="/);
    expect(source.match(/['"`]\/[a-z]/gi) ?? []).toEqual([]);
  });
});

describe('the route table the server answers 404 from', () => {
  it('matches paths as wouter does: one segment per parameter, optional trailing slash, any case', () => {
    expect(isKnownPageRoute('/')).toBe(true);
    expect(isKnownPageRoute('/marketplace/stores/12')).toBe(true);
    expect(isKnownPageRoute('/marketplace/stores/12/')).toBe(true);
    expect(isKnownPageRoute('/Marketplace/Stores')).toBe(true);
    expect(isKnownPageRoute('/marketplace/stores/12/products')).toBe(false);
    expect(isKnownPageRoute('/no-such-page')).toBe(false);
    expect(isKnownPageRoute('//')).toBe(false);
    expect(isKnownPageRoute('/products/edit/7/more')).toBe(false);
  });
});
