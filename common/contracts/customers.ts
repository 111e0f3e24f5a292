/** The seller's customer book (/api/customers), and how a guest was filed under a customer. */
import { z } from 'zod';
import { idSchema, pageOf, timestampSchema } from './shared.ts';

export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** The name a guest typed, and what filed them under an existing customer of the store. */
export const guestSenderSchema = z.object({
  name: z.string(),
  matchedBy: z.enum(['phone', 'email']),
});
export type GuestSender = z.infer<typeof guestSenderSchema>;
