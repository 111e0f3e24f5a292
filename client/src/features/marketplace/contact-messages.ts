/** Contact Seller's validation messages (shared schema, English) → `marketplace.validation.*`. */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CHECKOUT_MESSAGES, contactSellerSchema } from '../../../../common/schemas/marketplace.ts';
import { translateMessage } from '../../lib/validation.ts';

const KEYS: Readonly<Record<string, string>> = {
  [CHECKOUT_MESSAGES.name]: 'name',
  [CHECKOUT_MESSAGES.phone]: 'phone',
  [CHECKOUT_MESSAGES.contactRequired]: 'contactRequired',
  [CHECKOUT_MESSAGES.content]: 'content',
  [CHECKOUT_MESSAGES.contentMax]: 'contentMax',
  // Answers of the Contact Seller call that are not about one field.
  'You cannot send a message to your own store.': 'ownStore',
  'Too many messages. Please wait a few minutes.': 'tooMany',
};

export function translateContactMessage(t: TFunction, message: string | undefined) {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(`marketplace.validation.${key}`) : translateMessage(t, message);
}

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
