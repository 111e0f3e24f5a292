/**
 * A store's delivery terms (issue 14): the seller's own (GET and PUT /api/store/delivery-terms)
 * and the public ones of the stores in a cart (GET /api/marketplace/delivery-terms?stores=1,2).
 * The fee rule itself is common/delivery-fee.ts.
 */
import { z } from 'zod';
import { dinarsSchema, idSchema } from './shared.ts';

export const deliveryTermsSchema = z.object({
  fee: dinarsSchema,
  freeThreshold: dinarsSchema.nullable(),
  /** Sorted by governorate code. */
  governorateFees: z.array(z.object({ governorate: z.string(), fee: dinarsSchema })),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});

/** One public store's terms; stores that are not public are left out of the list. */
export const storeDeliveryTermsSchema = deliveryTermsSchema.extend({ storeId: idSchema });
export type StoreDeliveryTerms = z.infer<typeof storeDeliveryTermsSchema>;
export const storeDeliveryTermsListSchema = z.array(storeDeliveryTermsSchema);
