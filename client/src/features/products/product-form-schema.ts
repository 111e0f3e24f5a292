/**
 * The product form validates with the route's own schema (SPEC §5), whose messages are codes
 * read under `codes.product.*` (lib/validation.ts); its starting values are made here.
 */
import type { z } from 'zod';
import { productInputSchema, type ProductInput } from '../../../../common/schemas/back-office.ts';
import type { Product } from '../../../../common/contracts/products.ts';
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
