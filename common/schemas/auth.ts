/** Account forms and their routes share these schemas (SPEC §5). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { REGISTRABLE_USER_TYPES } from '../enums.ts';
import { LANGUAGES } from '../constants.ts';
import { type PlainMessageCode, issue } from '../messages.ts';
import { GOVERNORATE_CODES, normalizeTunisianPhone } from '../tunisia.ts';
import { mediaIdSchema } from './media.ts';
import { nameText } from './names.ts';
import { tunisianPhoneText } from './phones.ts';

const username = z
  .string({ error: issue('account.username.tooShort') })
  .trim()
  .min(LIMITS.usernameMin, issue('account.username.tooShort'))
  .max(LIMITS.usernameMax, issue('account.username.tooLong'))
  .regex(/^[\p{L}\p{N}._-]+$/u, issue('account.username.chars'));

const password = z
  .string({ error: issue('account.password.tooShort') })
  .min(LIMITS.passwordMin, issue('account.password.tooShort'))
  .max(LIMITS.passwordMax, issue('account.password.tooLong'));

const fullName = nameText(issue('account.fullName.tooShort'))
  .min(LIMITS.fullNameMin, issue('account.fullName.tooShort'))
  .max(LIMITS.fullNameMax, issue('account.fullName.tooLong'));

const email = (message: PlainMessageCode) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

export const loginInputSchema = z.object({
  username: z
    .string({ error: issue('auth.username.required') })
    .trim()
    .min(1, issue('auth.username.required'))
    .max(254),
  password: z
    .string({ error: issue('auth.password.required') })
    .min(1, issue('auth.password.required'))
    .max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  username,
  email: email(issue('account.email.invalid')),
  password,
  fullName,
  userType: z
    .enum(REGISTRABLE_USER_TYPES, { error: issue('account.userType.invalid') })
    .default('business'),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The wizard's account step: the same account, without a type (a seller). */
export const setupAccountInputSchema = registerInputSchema.omit({ userType: true }).extend({
  email: email(issue('setup.email.invalid')),
});
export type SetupAccountInput = z.infer<typeof setupAccountInputSchema>;

export const storeInfoInputSchema = z.object({
  storeName: nameText(issue('store.name.tooShort'))
    .min(2, issue('store.name.tooShort'))
    .max(100, issue('store.name.tooLong')),
  storeDescription: z
    .string({ error: issue('store.description.tooShort') })
    .trim()
    .min(LIMITS.storeDescriptionMin, issue('store.description.tooShort'))
    .max(LIMITS.storeDescriptionMax, issue('store.description.tooLong')),
  /** A Tunisian number (mobile or landline), stored as +216XXXXXXXX. */
  storePhone: tunisianPhoneText(issue('store.phone.invalid')),
  storeAddress: z
    .string({ error: issue('store.address.tooShort') })
    .trim()
    .min(5, issue('store.address.tooShort'))
    .max(255, issue('store.address.tooLong')),
  /** Optional for older clients; the wizard and the profile always ask for it. */
  storeGovernorate: z
    .enum(GOVERNORATE_CODES as [string, ...string[]], { error: issue('store.governorate.invalid') })
    .nullable()
    .optional(),
  /** Empty or null removes the number; stored as +216XXXXXXXX. */
  storeWhatsapp: z
    .string({ error: issue('store.whatsapp.invalid') })
    .trim()
    .max(30, issue('store.whatsapp.invalid'))
    .transform((value, context) => {
      if (value === '') return null;
      const phone = normalizeTunisianPhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: issue('store.whatsapp.invalid') });
        return z.NEVER;
      }
      return phone;
    })
    .nullable()
    .optional(),
  /** Uploads (POST /api/media) of the signed-in seller; null removes the picture. */
  storeLogoId: mediaIdSchema.nullable().optional(),
  storeCoverId: mediaIdSchema.nullable().optional(),
});
export type StoreInfoInput = z.infer<typeof storeInfoInputSchema>;

/**
 * PATCH /api/users/:id: any of these; username, userType, password and id are not changed here.
 * A new email needs the current password too (the server checks, as only it knows the old one).
 */
export const userUpdateInputSchema = storeInfoInputSchema
  .extend({
    fullName,
    email: email(issue('profile.email.invalid')),
    setupCompleted: z.boolean(),
    currentPassword: z.string({ error: issue('account.currentPassword.required') }).max(1024),
  })
  .partial()
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: issue('account.currentPassword.required') })
    .min(1, issue('account.currentPassword.required'))
    .max(1024),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** "Forgot password?" (issue 15): the same answer whether or not an account uses the address. */
export const passwordResetRequestSchema = z.object({
  email: email(issue('passwordReset.email.invalid')),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The new password, with the token of the emailed link; the registration rules apply. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: issue('passwordReset.token.invalid') })
    .trim()
    .min(1, issue('passwordReset.token.invalid'))
    .max(200, issue('passwordReset.token.invalid')),
  password,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** PUT /api/user/language: the language the account's emails are written in. */
export const languageInputSchema = z.object({
  language: z.enum(LANGUAGES, { error: issue('account.language.invalid') }),
});
export type LanguageInput = z.infer<typeof languageInputSchema>;
