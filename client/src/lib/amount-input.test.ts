import { describe, expect, it } from 'vitest';
import { cashHandoverInputSchema } from '../../../common/schemas/cash.ts';
import { amountInputValue } from './amount-input.ts';

describe('amountInputValue', () => {
  it('writes two decimals, with a comma in French and Arabic', () => {
    expect(amountInputValue(7.5, 'en')).toBe('7.50');
    expect(amountInputValue(7.5, 'fr')).toBe('7,50');
    expect(amountInputValue(7.5, 'ar')).toBe('7,50');
    expect(amountInputValue(1234, 'fr')).toBe('1234,00');
    expect(amountInputValue(0, 'ar')).toBe('0,00');
  });

  it('reads back as the same amount through the shared schema', () => {
    for (const language of ['en', 'fr', 'ar']) {
      const parsed = cashHandoverInputSchema.parse({
        storeId: 1,
        amount: amountInputValue(12.3, language),
      });
      expect(parsed.amount).toBe(12.3);
    }
  });
});
