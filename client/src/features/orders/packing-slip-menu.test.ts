/** The packing slip links: the server's query, and the reader's language offered first. */
import { describe, expect, it } from 'vitest';
import { packingSlipHref, slipLanguages } from './packing-slip-menu.tsx';

describe('packing slip links', () => {
  it('asks the server for the size and language chosen', () => {
    expect(packingSlipHref(42, 'a6', 'ar')).toBe('/api/orders/42/packing-slip?size=a6&lang=ar');
    expect(packingSlipHref(7, 'a4', 'fr')).toBe('/api/orders/7/packing-slip?size=a4&lang=fr');
  });

  it('offers the reader’s language first, then the others', () => {
    expect(slipLanguages('ar')).toEqual(['ar', 'en', 'fr']);
    expect(slipLanguages('fr')).toEqual(['fr', 'en', 'ar']);
    expect(slipLanguages('de')).toEqual(['en', 'fr', 'ar']);
  });
});
