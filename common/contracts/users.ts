/** Accounts as the API shows them (auth and /api/users): never a password or its hash. */
import { z } from 'zod';
import { USER_TYPES } from '../enums.ts';
import { idSchema, mediaImageSchema, timestampSchema } from './shared.ts';

export const publicUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  userType: z.enum(USER_TYPES),
  setupCompleted: z.boolean(),
  storeName: z.string().nullable(),
  storeDescription: z.string().nullable(),
  storePhone: z.string().nullable(),
  storeAddress: z.string().nullable(),
  storeGovernorate: z.string().nullable(),
  storeWhatsapp: z.string().nullable(),
  storeLogo: mediaImageSchema.nullable(),
  storeCover: mediaImageSchema.nullable(),
  /** Set when an operator suspended the store: off the marketplace, and why (issue 13). */
  storeSuspension: z.object({ at: timestampSchema, reason: z.string() }).nullable(),
  createdAt: timestampSchema,
});
/** A user as the API shows it: never a password or its hash. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * 202 answer of POST /api/auth/password-reset/request (issue 15): the same words whether or not
 * an account uses the address.
 */
export const passwordResetRequestedSchema = z.object({
  message: z.string(),
  code: z.literal('passwordReset.requested'),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;
