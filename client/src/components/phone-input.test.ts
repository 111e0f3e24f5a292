import { describe, expect, it } from 'vitest';
import { withoutCountryCode } from './phone-input.tsx';

describe('withoutCountryCode', () => {
  it('groups a stored Tunisian number as the placeholder shows it', () => {
    expect(withoutCountryCode('+21698223418')).toBe('98 223 418');
    expect(withoutCountryCode('98223418')).toBe('98 223 418');
  });

  it('leaves anything else as typed', () => {
    expect(withoutCountryCode('+216 98 22')).toBe('98 22');
    expect(withoutCountryCode('')).toBe('');
    expect(withoutCountryCode('+33612345678')).toBe('+33612345678');
  });
});
