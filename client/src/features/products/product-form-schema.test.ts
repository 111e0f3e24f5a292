import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../../common/schemas/back-office.ts';
import {
  productFormSchema,
  productMessageKey,
  type ProductFormValues,
} from './product-form-schema.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };

const valid: ProductFormValues = {
  name: 'Harissa du Cap Bon',
  description: 'Piment rouge séché au soleil, pilé à la main.',
  price: 12.5,
  imageUrl: 'https://example.com/harissa.jpg',
  status: 'in_stock',
  stockQuantity: 40,
  featured: false,
};

const resolver = zodResolver(productFormSchema);

/** What the form would show: the resolver's message per field. */
async function errorsFor(changes: Record<string, unknown>) {
  const result = await resolver({ ...valid, ...changes } as ProductFormValues, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as FieldErrors<ProductFormValues>;
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  ) as Record<string, string | undefined>;
}

describe('product form resolver', () => {
  it('accepts a valid product, featured false by default', async () => {
    const { featured: _featured, ...withoutFeatured } = valid;
    const result = await resolver(withoutFeatured as ProductFormValues, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: valid.name, price: 12.5, featured: false });
  });

  it.each([
    ['name', 'A', PRODUCT_MESSAGES.name],
    ['description', 'short', PRODUCT_MESSAGES.description],
    ['price', 0, PRODUCT_MESSAGES.price],
    ['price', -1, PRODUCT_MESSAGES.price],
    // An empty number input gives NaN with valueAsNumber: the spec's message, not "NaN".
    ['price', Number.NaN, PRODUCT_MESSAGES.price],
    ['imageUrl', 'not a url', PRODUCT_MESSAGES.imageUrl],
    ['status', 'sold', PRODUCT_MESSAGES.status],
    ['price', 6.375, PRODUCT_MESSAGES.priceDecimals],
    ['stockQuantity', -1, PRODUCT_MESSAGES.stockQuantity],
    ['stockQuantity', 1.5, PRODUCT_MESSAGES.stockQuantity],
    ['stockQuantity', Number.NaN, PRODUCT_MESSAGES.stockQuantity],
  ])('%s = %s gives "%s"', async (field, value, message) => {
    const errors = await errorsFor({ [field]: value });
    expect(errors).toEqual({ [field]: message });
  });

  it('reports every bad field at once', async () => {
    const errors = await errorsFor({
      name: 'A',
      description: 'short',
      price: 0,
      imageUrl: 'not a url',
      status: 'sold',
      stockQuantity: -1,
    });
    // A price of 0 is not positive; whether it has two decimals is not asked.
    const { priceDecimals: _decimals, ...fieldMessages } = PRODUCT_MESSAGES;
    expect(errors).toEqual(fieldMessages);
  });

  it('allows an empty image URL: the placeholder shows instead', async () => {
    expect(await errorsFor({ imageUrl: '' })).toEqual({});
  });
});

describe('productMessageKey', () => {
  it('maps each schema message to its translation key', () => {
    for (const [key, message] of Object.entries(PRODUCT_MESSAGES)) {
      expect(productMessageKey(message)).toBe(`products.validation.${key}`);
    }
  });

  it('leaves other texts alone', () => {
    expect(productMessageKey('Something else')).toBeUndefined();
  });

  it('has the two-decimals rule in French and Arabic too', () => {
    expect(fr.products.validation.priceDecimals).toBe('Le prix peut avoir au plus deux décimales.');
    expect(ar.products.validation.priceDecimals).toMatch(/رقمين عشريين/);
  });
});
