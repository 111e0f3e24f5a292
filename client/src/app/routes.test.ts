import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKnownPageRoute, PAGE_ROUTES } from '../../../common/routes.ts';

/** Every path the router declares, read from its source: `path="/x"` and `['/x', Page]` rows. */
function routerPaths(): string[] {
  const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
  const inline = [...source.matchAll(/path="([^"]+)"/g)].map((match) => match[1] as string);
  const tables = [...source.matchAll(/\[\s*'(\/[^']*)',\s*\w+\s*\]/g)].map(
    (match) => match[1] as string,
  );
  return [...inline, ...tables];
}

describe('the route table the server answers 404 from', () => {
  it('has every route of the client router, and nothing the router lacks', () => {
    const declared = routerPaths();
    expect(declared.length).toBeGreaterThan(20);
    expect([...new Set(declared)].sort()).toEqual([...PAGE_ROUTES].sort());
  });

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
