import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../common/contracts/products.ts';
import {
  productFormSchema,
  productSaveValues,
  productValuesOf,
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

/** The codes the form shows under each field, translated under `codes.` (lib/validation.ts). */
const PRODUCT_CODES = {
  name: 'product.name.tooShort',
  description: 'product.description.tooShort',
  price: 'product.price.invalid',
  imageUrl: 'product.imageUrl.invalid',
  status: 'product.status.invalid',
  stockQuantity: 'product.stockQuantity.invalid',
};

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
    ['name', 'A', PRODUCT_CODES.name],
    ['description', 'short', PRODUCT_CODES.description],
    ['price', 0, PRODUCT_CODES.price],
    ['price', -1, PRODUCT_CODES.price],
    // An empty number input gives NaN with valueAsNumber: the spec's message, not "NaN".
    ['price', Number.NaN, PRODUCT_CODES.price],
    ['imageUrl', 'not a url', PRODUCT_CODES.imageUrl],
    ['status', 'sold', PRODUCT_CODES.status],
    ['price', 6.375, 'product.price.decimals'],
    ['stockQuantity', -1, PRODUCT_CODES.stockQuantity],
    ['stockQuantity', 1.5, PRODUCT_CODES.stockQuantity],
    ['stockQuantity', Number.NaN, PRODUCT_CODES.stockQuantity],
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
    expect(errors).toEqual(PRODUCT_CODES);
  });

  it('allows an empty image URL: the placeholder shows instead', async () => {
    expect(await errorsFor({ imageUrl: '' })).toEqual({});
  });
});

describe('the product codes in French and Arabic', () => {
  it('have the two-decimals rule', () => {
    expect(fr.codes.product.price.decimals).toBe('Le prix peut avoir au plus deux décimales.');
    expect(ar.codes.product.price.decimals).toMatch(/رقمين عشريين/);
  });
});

describe('productSaveValues: the outside link is sent only when the seller changed it', () => {
  const ID = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
  const output = (imageUrl: string, images: { id: string; alt: string }[] = []) => ({
    name: 'Harissa du Cap Bon',
    description: 'Piment rouge séché au soleil, pilé à la main.',
    price: 12.5,
    category: 'food' as const,
    imageUrl,
    images,
    status: 'in_stock' as const,
    stockQuantity: 40,
    featured: false,
  });
  const photo = [{ id: ID, alt: '' }];

  it('leaves a stored link alone when the form did not change it (an edit never wipes it)', () => {
    // A product with photos: the field starts blank, the outside link stays where it is.
    expect(productSaveValues(output('', photo), '', true)).not.toHaveProperty('imageUrl');
    // A product without photos, its link untouched.
    const kept = productSaveValues(
      output('https://example.com/a.jpg'),
      'https://example.com/a.jpg',
      false,
    );
    expect(kept).not.toHaveProperty('imageUrl');
    expect(productSaveValues(output(''), undefined, false)).not.toHaveProperty('imageUrl');
  });

  it('sends what the seller typed, or cleared', () => {
    expect(productSaveValues(output('https://example.com/b.jpg', photo), '', true)).toMatchObject({
      imageUrl: 'https://example.com/b.jpg',
    });
    expect(productSaveValues(output(''), 'https://example.com/a.jpg', false)).toMatchObject({
      imageUrl: '',
    });
  });

  it('once every photo is removed, sends the field: no hidden old link comes back', () => {
    expect(productSaveValues(output('', []), '', true)).toMatchObject({ imageUrl: '', images: [] });
  });

  it('never sends one of our own /media/ addresses back', () => {
    const own = `/media/${ID}/640.webp`;
    expect(productSaveValues(output(own, []), '', true)).not.toHaveProperty('imageUrl');
  });
});

describe('productValuesOf', () => {
  it('starts the link blank when imageUrl is the cover’s own address', () => {
    const ID = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
    const product = {
      name: 'Harissa',
      description: 'Piment rouge séché au soleil.',
      price: 12.5,
      category: 'food',
      imageUrl: `/media/${ID}/640.webp`,
      images: [],
      status: 'in_stock',
      stockQuantity: 3,
      featured: false,
    } as unknown as Product; // Only the fields productValuesOf reads.
    expect(productValuesOf(product).imageUrl).toBe('');
  });
});
