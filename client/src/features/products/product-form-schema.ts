/**
 * The product form validates with the route's own schema (SPEC §5); its English messages are
 * looked up here to be shown under `products.validation.<key>` in the reader's language.
 */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  PRODUCT_MESSAGES,
  productInputSchema,
  type ProductInput,
} from '../../../../common/schemas/back-office.ts';
import type { Product } from '../../../../common/types.ts';
import { translateMessage } from '../../lib/validation.ts';
import { isProductStatus } from './product-status.ts';

export const productFormSchema = productInputSchema;
export type ProductFormValues = ProductInput;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'imageUrl',
  'status',
  'stockQuantity',
  'featured',
] as const;

/** English message → key under products.validation, for the schema's messages. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(PRODUCT_MESSAGES).map(([key, text]) => [text, key] as [string, string]),
  ['Product name must be at most 200 characters.', 'nameMax'],
  ['Description must be at most 5000 characters.', 'descriptionMax'],
  ['Featured must be true or false.', 'featured'],
]);

export function productMessageKey(message: string): string | undefined {
  const key = KEY_BY_MESSAGE.get(message);
  return key && `products.validation.${key}`;
}

/** A form or server message in the reader's language; unknown texts pass through. */
export function translateProductMessage(t: TFunction, message: string | undefined) {
  if (!message) return undefined;
  const key = productMessageKey(message);
  return key ? t(key, { defaultValue: message }) : translateMessage(t, message);
}

/** An empty form: price and stock start blank so the seller types them. */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: undefined as unknown as number,
    imageUrl: '',
    status: 'in_stock',
    stockQuantity: undefined as unknown as number,
    featured: false,
  };
}

/**
 * The seller's choice as far as the product still tells: at 0 left, out of stock was the rule's,
 * not theirs, so typing new stock puts it back on sale (as the server does for a restock). A
 * status the form cannot offer starts as out of stock, as it is displayed.
 */
function chosenStatusOf(product: Product): ProductFormValues['status'] {
  if (!isProductStatus(product.status)) return 'out_of_stock';
  return product.stockQuantity <= 0 ? 'in_stock' : product.status;
}

/** The form's starting values for an existing product. */
export function productValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl ?? '',
    status: chosenStatusOf(product),
    stockQuantity: product.stockQuantity,
    featured: product.featured,
  };
}
