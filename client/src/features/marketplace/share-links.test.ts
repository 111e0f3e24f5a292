import { describe, expect, it } from 'vitest';
import {
  facebookShareUrl,
  productPageUrl,
  whatsappChatUrl,
  whatsappShareUrl,
} from './share-links.ts';

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

describe('whatsappChatUrl', () => {
  it('opens a chat with the store’s number, the greeting in the buyer’s language', () => {
    expect(whatsappChatUrl('+21622123456', 'مرحبا Dar Zitouna')).toBe(
      'https://wa.me/21622123456?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20Dar%20Zitouna',
    );
    expect(whatsappChatUrl('+216 22 123 456', 'Bonjour')).toBe(
      'https://wa.me/21622123456?text=Bonjour',
    );
  });

  it('offers nothing without a Tunisian number', () => {
    expect(whatsappChatUrl(null, 'Hello')).toBeNull();
    expect(whatsappChatUrl('', 'Hello')).toBeNull();
    expect(whatsappChatUrl('+33612345678', 'Hello')).toBeNull();
  });
});
