/** The seller's own products (GET/POST/PATCH /api/products). */
import { z } from 'zod';
import { dinarsSchema, idSchema, pageOf, timestampSchema } from './shared.ts';

export const productSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  name: z.string(),
  description: z.string(),
  price: dinarsSchema,
  imageUrl: z.string().nullable(),
  status: z.string(),
  stockQuantity: z.number().int(),
  featured: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
