import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from '../../lib/whatsapp.ts';
import { facebookShareUrl, productPageUrl } from './share-links.ts';

describe('share links', () => {
  it('point to the product page on the address in use', () => {
    expect(productPageUrl(42, 'https://hanout.tn')).toBe(
      'https://hanout.tn/marketplace/products/42',
    );
  });

  it('prefill WhatsApp with the text and Facebook with the link, encoded', () => {
    const url = 'https://hanout.tn/marketplace/products/42';
    expect(whatsappShareUrl(`Huile d’olive & thym ${url}`)).toBe(
      'https://wa.me/?text=Huile%20d%E2%80%99olive%20%26%20thym%20https%3A%2F%2Fhanout.tn%2Fmarketplace%2Fproducts%2F42',
    );
    expect(facebookShareUrl(url)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhanout.tn%2Fmarketplace%2Fproducts%2F42',
    );
  });
});
