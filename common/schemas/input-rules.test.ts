import { describe, expect, it } from 'vitest';
import { decimalAmount, decimalInteger, idNumber, idParamsSchema } from './ids.ts';
import { hasDirectionControls, nameText, withoutDirectionMarks } from './names.ts';
import { customerPhoneText, normalizeCustomerPhone, tunisianPhoneText } from './phones.ts';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('numbers read from text', () => {
  const page = decimalInteger({ min: 1, max: 10_000 });
  const id = idNumber();

  it('reads plain decimal digits, and whole numbers already typed as numbers', () => {
    expect(page.parse('12')).toBe(12);
    expect(page.parse(12)).toBe(12);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('refuses every other spelling Number() would read', () => {
    const spellings = ['0x10', '1e3', ' 1', '1 ', '+1', '1.0', '', '0b1', '0o7', '1_0', '١', '１'];
    for (const text of [...spellings, 'Infinity', 'NaN', '-1', '12a', ['1'], true, null, 1.5]) {
      expect(accepts(page, text), JSON.stringify(text)).toBe(false);
      expect(accepts(id, text), JSON.stringify(text)).toBe(false);
    }
  });

  it('gives an id one spelling and keeps it within PostgreSQL integer', () => {
    for (const text of ['0', '007', '2147483648', '9'.repeat(30)]) {
      expect(accepts(id, text), text).toBe(false);
    }
    expect(accepts(page, '007')).toBe(true);
  });

  it('reads decimal amounts in plain notation only', () => {
    const price = decimalAmount({ min: 0, max: 1_000_000 });
    expect(price.parse('12.5')).toBe(12.5);
    expect(price.parse('0')).toBe(0);
    for (const text of ['1e3', '0x10', ' 1', '1 ', '+1', '-1', '.5', '5.', '1,5', 'Infinity', '']) {
      expect(accepts(price, text), text).toBe(false);
    }
    expect(accepts(price, '1000000.01')).toBe(false);
  });
});

describe('names', () => {
  const name = nameText('store.name.tooShort').min(2, 'store.name.tooShort');

  it('refuses each embedding, override and isolate control, with its own code', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = `Nour${String.fromCodePoint(code)} Ali`;
      expect(hasDirectionControls(text)).toBe(true);
      const result = name.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'name.directionControls',
      ]);
    }
  });

  it('removes the direction marks before the length rules', () => {
    expect(withoutDirectionMarks('\u200FNour\u200E\u061C')).toBe('Nour');
    expect(name.parse(' \u200Fنور الهدى ')).toBe('نور الهدى');
    expect(accepts(name, '\u200Fa\u200E')).toBe(false);
  });

  it('keeps the joiners Arabic and Persian spelling need', () => {
    expect(name.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });
});

describe('phones', () => {
  const tunisian = tunisianPhoneText('customer.phone.invalid');
  const customer = customerPhoneText('customer.phone.invalid');

  it('stores a Tunisian number as +216 and its 8 digits, however it was typed', () => {
    for (const typed of [
      '+216 20 123 456',
      '0021620123456',
      '20.123.456',
      '20-123-456',
      '20123456',
    ]) {
      expect(tunisian.parse(typed), typed).toBe('+21620123456');
      expect(customer.parse(typed), typed).toBe('+21620123456');
    }
  });

  it('takes an international number for a customer, never for a Tunisian-only field', () => {
    expect(normalizeCustomerPhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizeCustomerPhone('00218 91 234 5678')).toBe('+218912345678');
    expect(accepts(tunisian, '+33 6 12 34 56 78')).toBe(false);
  });

  it('refuses what is not a phone number', () => {
    const wrong = [
      'abcdefgh',
      '12345678',
      '+216 12 345 678',
      '+216 1234',
      '+1 23',
      '++33612345678',
    ];
    for (const typed of [...wrong, '+1234567890123456', '06 12 34 56 78', 'call me']) {
      expect(accepts(customer, typed), typed).toBe(false);
      expect(accepts(tunisian, typed), typed).toBe(false);
    }
    expect(customer.parse('  ')).toBe('');
    expect(accepts(tunisian, '')).toBe(false);
  });
});
