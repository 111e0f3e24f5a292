import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../common/schemas/whatsapp.ts';
import { backToEnglish, inArabic } from '../test/in-arabic.ts';
import { testI18n } from '../test/render.tsx';
import {
  defaultWhatsappTemplate,
  productQuestionText,
  whatsappLink,
  whatsappNumber,
  whatsappShareUrl,
} from './whatsapp.ts';

afterAll(backToEnglish);

describe('whatsappNumber', () => {
  it.each([
    ['+216 20 123 456', '21620123456'],
    ['20123456', '21620123456'],
    ['0021620123456', '21620123456'],
    ['+21698765432', '21698765432'],
    ['(+216) 55.123.456', '21655123456'],
  ])('%s → %s', (input, expected) => {
    expect(whatsappNumber(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['12345678', 'a Tunisian number never starts with 1'],
    ['2012345', 'seven digits'],
    ['+33 6 12 34 56 78', 'a French number'],
    ['+216 20 123 4567', 'nine digits'],
    ['abc', 'letters'],
  ])('%s is not a number WhatsApp can reach (%s)', (input) => {
    expect(whatsappNumber(input)).toBeNull();
  });

  it('is null without a phone', () => {
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber(undefined)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the number and the text, encoded', () => {
    expect(whatsappLink('+216 20 123 456', 'Hello & welcome? 50% off #1')).toBe(
      'https://wa.me/21620123456?text=Hello%20%26%20welcome%3F%2050%25%20off%20%231',
    );
  });

  it('carries a link inside the text whole', () => {
    const href = whatsappLink('20123456', 'See https://hanout.tn/marketplace/products/4?x=1&y=2');
    expect(new URL(href ?? '').searchParams.get('text')).toBe(
      'See https://hanout.tn/marketplace/products/4?x=1&y=2',
    );
  });

  it('encodes Arabic text so it arrives as written', () => {
    const text = 'مرحبًا أميرة، تم تأكيد طلبك HN-7K2Q9';
    const href = whatsappLink('0021620123456', text) ?? '';
    expect(href.startsWith('https://wa.me/21620123456?text=%D9%85%D8%B1%D8%AD')).toBe(true);
    expect(href).not.toMatch(/[^\x21-\x7e]/);
    expect(new URL(href).searchParams.get('text')).toBe(text);
  });

  it('is null for a number WhatsApp cannot reach', () => {
    expect(whatsappLink('123', 'Hello')).toBeNull();
    expect(whatsappLink(null, 'Hello')).toBeNull();
    expect(whatsappLink('', 'Hello')).toBeNull();
    expect(whatsappLink('+33612345678', 'Hello')).toBeNull();
  });

  it('takes a store’s number as stored, spaced or not (store page and product page agree)', () => {
    expect(whatsappLink('+21622123456', 'مرحبا Dar Zitouna')).toBe(
      'https://wa.me/21622123456?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20Dar%20Zitouna',
    );
    expect(whatsappLink('+216 22 123 456', 'Bonjour')).toBe(
      'https://wa.me/21622123456?text=Bonjour',
    );
  });
});

describe('whatsappShareUrl', () => {
  it('opens WhatsApp’s "send to…" screen with the text, encoded', () => {
    expect(whatsappShareUrl('Dar Zitouna & co https://hanout.tn/marketplace/stores/4')).toBe(
      'https://wa.me/?text=Dar%20Zitouna%20%26%20co%20https%3A%2F%2Fhanout.tn%2Fmarketplace%2Fstores%2F4',
    );
  });
});

describe('default texts', () => {
  it('fill every placeholder of the seller’s templates, in English and in Arabic', async () => {
    await testI18n();
    const values = {
      name: 'Amira',
      reference: 'HN-7K2Q9',
      store: 'Dar Zitouna',
      total: '86,500 DT',
      transporter: 'Sami',
      tracking: 'https://hanout.tn/marketplace/orders/track?reference=HN-7K2Q9',
    };
    const confirmed = fillTemplate(defaultWhatsappTemplate(i18n.t, 'confirmed'), values);
    expect(confirmed).toContain('Amira');
    expect(confirmed).toContain('HN-7K2Q9');
    expect(confirmed).toContain(values.tracking);
    expect(confirmed).not.toMatch(/\{\w+\}/);
    const onTheWay = fillTemplate(defaultWhatsappTemplate(i18n.t, 'on_the_way'), values);
    expect(onTheWay).toContain('Sami');

    await inArabic();
    const arabic = fillTemplate(defaultWhatsappTemplate(i18n.t, 'confirmed'), values);
    expect(arabic).toMatch(/^مرحبًا Amira/);
    expect(arabic).toContain('HN-7K2Q9');
    expect(arabic).not.toMatch(/\{\w+\}/);
  });

  it('ask about a product by its name and link in the buyer’s language', async () => {
    await backToEnglish();
    const product = { name: 'Huile d’olive', url: 'https://hanout.tn/marketplace/products/4' };
    expect(productQuestionText(i18n.t, product)).toBe(
      'Hello, I have a question about “Huile d’olive” on Hanout: https://hanout.tn/marketplace/products/4',
    );
    await inArabic();
    expect(productQuestionText(i18n.t, product)).toContain('«Huile d’olive»');
  });
});
