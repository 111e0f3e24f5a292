/** The public marketplace (/api/marketplace): stores, products, and Contact Seller's answer. */
import { z } from 'zod';
import { countSchema, idSchema, mediaImageSchema, pageOf, timestampSchema } from './shared.ts';
import { productSchema } from './products.ts';

/** A store on the public marketplace (SPEC §3 "Marketplace store"): only stores that finished setup. */
export const marketplaceStoreSchema = z.object({
  id: idSchema,
  storeName: z.string(),
  storeDescription: z.string().nullable(),
  storePhone: z.string().nullable(),
  storeAddress: z.string().nullable(),
  /** Governorate code of the store's address (TN-11…), null for stores set up before it was asked. */
  storeGovernorate: z.string().nullable(),
  /** +216XXXXXXXX: the store page offers a WhatsApp button when set. */
  storeWhatsapp: z.string().nullable(),
  logo: mediaImageSchema.nullable(),
  cover: mediaImageSchema.nullable(),
  /** Products on sale (not archived), whatever their stock. */
  productsCount: countSchema,
  /**
   * Something a buyer can buy (stock left, not out of stock). Always true in the public list,
   * which leaves other stores out; a store's own page says when it is false.
   */
  hasProductsOnSale: z.boolean(),
});
export type MarketplaceStore = z.infer<typeof marketplaceStoreSchema>;

export const marketplaceStoreListSchema = z.array(marketplaceStoreSchema);

/**
 * A product as buyers see it: the seller's fields without the edit time or the operators' note
 * (a hidden product is not on the marketplace at all), with its store's name.
 */
export const marketplaceProductSchema = productSchema
  .omit({ updatedAt: true, hidden: true })
  .extend({ storeName: z.string(), storeGovernorate: z.string().nullable() });
export type MarketplaceProduct = z.infer<typeof marketplaceProductSchema>;

export const marketplaceProductListSchema = z.array(marketplaceProductSchema);

export const marketplaceProductPageSchema = pageOf(marketplaceProductSchema);
export type MarketplaceProductPage = z.infer<typeof marketplaceProductPageSchema>;

/** 201 answer of POST /api/marketplace/stores/:id/messages: the message as stored. */
export const contactSellerAnswerSchema = z.object({
  id: idSchema,
  createdAt: timestampSchema,
  /**
   * A guest's private link token to read the store's replies and answer
   * (/marketplace/conversations/{token}, issue 15); null for a signed-in buyer, whose
   * conversations are in their own area.
   */
  conversationToken: z.string().nullable(),
});
export type ContactSellerAnswer = z.infer<typeof contactSellerAnswerSchema>;
