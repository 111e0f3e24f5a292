/** The seller's own products (GET/POST/PATCH /api/products). */
import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.ts';
import { dinarsSchema, idSchema, mediaImageSchema, pageOf, timestampSchema } from './shared.ts';

export const productSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  name: z.string(),
  description: z.string(),
  price: dinarsSchema,
  /** The cover's 640 px WebP, or the outside https picture of an older client; null for none. */
  imageUrl: z.string().nullable(),
  /** Uploaded photos in order, the cover first (0 to 8). */
  images: z.array(mediaImageSchema),
  category: z.enum(CATEGORY_CODES),
  status: z.string(),
  stockQuantity: z.number().int(),
  featured: z.boolean(),
  /** Set when an operator hid the product from the marketplace, and why (issue 13). */
  hidden: z.object({ at: timestampSchema, reason: z.string() }).nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
