/**
 * The product form validates with the route's own schema (SPEC §5), whose messages are codes
 * read under `codes.product.*` (lib/validation.ts); its starting values are made here.
 */
import type { z } from 'zod';
import { productInputSchema, type ProductInput } from '../../../../common/schemas/back-office.ts';
import type { CategoryCode } from '../../../../common/categories.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import { isProductStatus } from './product-status.ts';

export const productFormSchema = productInputSchema;
export type ProductFormValues = ProductInput;
export type ProductFormOutput = z.output<typeof productFormSchema>;
/** What the form saves: `imageUrl` only when the seller changed what the product shows. */
export type ProductSaveValues = Omit<ProductFormOutput, 'imageUrl'> & { imageUrl?: string };

/** One of our own uploads' addresses (what `imageUrl` says for a product with photos). */
const OWN_MEDIA_URL = /^\/media\//;

export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'images',
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
    // Blank, so the seller chooses: the select's placeholder asks, the schema refuses ''.
    category: '' as unknown as CategoryCode,
    imageUrl: '',
    images: [],
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

/**
 * The values to save, given the link the form started with and whether the product had photos.
 * The link is sent only when the seller changed it, or when they removed every photo: then the
 * product gets what the form shows (the link field, usually blank), never an outside picture
 * hidden behind the photos coming back. Otherwise the stored link is left as it is, so an edit
 * never wipes it and never sends back one of our own /media/ addresses.
 */
export function productSaveValues(
  values: ProductFormOutput,
  startLink: string | undefined,
  startedWithPhotos: boolean,
): ProductSaveValues {
  const { imageUrl, ...rest } = values;
  const changed = imageUrl !== (startLink ?? '').trim();
  const photosGone = startedWithPhotos && values.images.length === 0;
  const send = (changed || photosGone) && !OWN_MEDIA_URL.test(imageUrl);
  return send ? { ...rest, imageUrl } : rest;
}

/** The form's starting values for an existing product. */
export function productValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    // With uploads, imageUrl is the cover's own address: the link field is for outside pictures.
    imageUrl:
      product.images.length > 0 || OWN_MEDIA_URL.test(product.imageUrl ?? '')
        ? ''
        : (product.imageUrl ?? ''),
    images: product.images.map(({ id, alt }) => ({ id, alt })),
    status: chosenStatusOf(product),
    stockQuantity: product.stockQuantity,
    featured: product.featured,
  };
}
