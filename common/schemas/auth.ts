/** Account forms and their routes share these schemas (SPEC §5). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { USER_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';

const username = z
  .string({ error: MESSAGES.usernameMin })
  .trim()
  .min(LIMITS.usernameMin, MESSAGES.usernameMin)
  .max(LIMITS.usernameMax, MESSAGES.usernameMax)
  .regex(/^[\p{L}\p{N}._-]+$/u, MESSAGES.usernameChars);

const password = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(LIMITS.passwordMax, MESSAGES.passwordMax);

const fullName = z
  .string({ error: MESSAGES.fullNameMin })
  .trim()
  .min(LIMITS.fullNameMin, MESSAGES.fullNameMin)
  .max(LIMITS.fullNameMax, MESSAGES.fullNameMax);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

export const loginInputSchema = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(254),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  username,
  email: email(MESSAGES.registerEmail),
  password,
  fullName,
  userType: z.enum(USER_TYPES, { error: MESSAGES.userType }).default('business'),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The wizard's account step: the same account, without a type (a seller). */
export const setupAccountInputSchema = registerInputSchema.omit({ userType: true }).extend({
  email: email(MESSAGES.invalidEmail),
});
export type SetupAccountInput = z.infer<typeof setupAccountInputSchema>;

export const storeInfoInputSchema = z.object({
  storeName: z
    .string({ error: MESSAGES.storeNameMin })
    .trim()
    .min(2, MESSAGES.storeNameMin)
    .max(100, MESSAGES.storeNameMax),
  storeDescription: z
    .string({ error: MESSAGES.storeDescriptionMin })
    .trim()
    .min(LIMITS.storeDescriptionMin, MESSAGES.storeDescriptionMin)
    .max(LIMITS.storeDescriptionMax, MESSAGES.storeDescriptionMax),
  storePhone: z
    .string({ error: MESSAGES.storePhoneMin })
    .trim()
    .min(8, MESSAGES.storePhoneMin)
    .max(30, MESSAGES.storePhoneMin),
  storeAddress: z
    .string({ error: MESSAGES.storeAddressMin })
    .trim()
    .min(5, MESSAGES.storeAddressMin)
    .max(255, MESSAGES.storeAddressMax),
});
export type StoreInfoInput = z.infer<typeof storeInfoInputSchema>;

/** PATCH /api/users/:id: any of these; username, userType, password and id are not changed here. */
export const userUpdateInputSchema = storeInfoInputSchema
  .extend({
    fullName,
    email: email(MESSAGES.emailInvalid),
    setupCompleted: z.boolean(),
  })
  .partial()
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(1024),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
