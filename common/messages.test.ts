import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  formatMessage,
  interpolate,
  isMessageCode,
  issue,
  messageText,
  paramNamesOf,
} from './messages.ts';

describe('messageText', () => {
  it('gives the English text of a code, word for word', () => {
    expect(messageText('product.name.tooShort')).toBe(
      'Product name must be at least 2 characters.',
    );
    expect(messageText('auth.invalidCredentials')).toBe('Invalid username or password');
  });

  it('fills every {{param}} of the text', () => {
    expect(messageText('checkout.onlyLeft', { count: 2, name: 'Harissa' })).toBe(
      'Only 2 left of Harissa',
    );
    expect(messageText('order.badMove', { status: 'delivered', next: 'processing' })).toBe(
      'An order that is delivered cannot become processing',
    );
  });

  it('leaves a placeholder whose parameter is missing, and ignores extra ones', () => {
    expect(interpolate('Only {{count}} left of {{name}}', { count: 3, other: 'x' })).toBe(
      'Only 3 left of {{name}}',
    );
    expect(formatMessage('limit.tooManyAttempts', { count: 1 })).toBe(
      MESSAGES['limit.tooManyAttempts'],
    );
  });
});

describe('the catalog', () => {
  it('tells codes from other strings', () => {
    expect(isMessageCode('order.notFound')).toBe(true);
    expect(isMessageCode('Order not found')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
    expect(issue('order.items.empty')).toBe('order.items.empty');
  });

  it('has dotted lower-camel codes, none the prefix of another (locale files nest by dots)', () => {
    const codes = Object.keys(MESSAGES);
    for (const code of codes) {
      expect(code, code).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/);
      expect(
        codes.filter((other) => other.startsWith(`${code}.`)),
        code,
      ).toEqual([]);
    }
  });

  it('reads the parameter names of a text', () => {
    expect(paramNamesOf(MESSAGES['checkout.priceChanged'])).toEqual(['name', 'price']);
    expect(paramNamesOf(MESSAGES['order.notFound'])).toEqual([]);
  });
});
