/** Contact Seller's validation messages (shared schema, English) → `marketplace.validation.*`. */
import type { z } from 'zod';
import { CHECKOUT_MESSAGES, contactSellerSchema } from '../../../../common/schemas/marketplace.ts';
import { messageTranslator } from '../../lib/validation.ts';

const KEYS: Readonly<Record<string, string>> = {
  [CHECKOUT_MESSAGES.name]: 'name',
  [CHECKOUT_MESSAGES.phone]: 'phone',
  [CHECKOUT_MESSAGES.contactRequired]: 'contactRequired',
  [CHECKOUT_MESSAGES.content]: 'content',
  [CHECKOUT_MESSAGES.contentMax]: 'contentMax',
};

/** The call's other refusals (own store, too many) are common MESSAGES, translated there. */
export const translateContactMessage = messageTranslator(KEYS, 'marketplace.validation');

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
        message: CHECKOUT_MESSAGES.contactRequired,
      });
    }
  });

export type ContactSellerValues = z.output<typeof contactSellerSchema>;
