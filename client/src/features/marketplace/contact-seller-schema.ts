/** Contact Seller's form schemas, from the route's own (common/schemas/marketplace.ts). */
import type { z } from 'zod';
import { issue } from '../../../../common/messages.ts';
import { contactSellerSchema } from '../../../../common/schemas/marketplace.ts';

/** A signed-in buyer: the store already knows who is writing. */
export const buyerContactSchema = contactSellerSchema.pick({ content: true });

/** A guest must say who they are and how to answer them: an email, a phone, or both. */
export const guestContactSchema = contactSellerSchema
  .extend({ name: contactSellerSchema.shape.name.unwrap() })
  .superRefine((value, context) => {
    if (!value.email && !value.phone) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: issue('sellerContact.contactRequired'),
      });
    }
  });

export type ContactSellerValues = z.output<typeof contactSellerSchema>;
