/** The header bell's list and the email preferences (issue 15). */
import { z } from 'zod';
import { OPTIONAL_EMAIL_KINDS, type OptionalEmailKind } from '../enums.ts';
import { issue } from '../messages.ts';
import { decimalInteger, idNumber } from './ids.ts';

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?before=<id>: the page older than that notification. */
export const notificationListQuerySchema = z.object({
  before: idNumber().optional(),
  limit: decimalInteger({ min: 1, max: 50 }).default(NOTIFICATION_PAGE_SIZE),
});

/** PUT /api/user/email-preferences: { kinds: { order_new: false, … } }, any of the account's kinds. */
export const emailPreferencesInputSchema = z.object({
  kinds: z
    .record(z.string(), z.boolean({ error: issue('request.invalidValue') }))
    .refine(
      (kinds) =>
        Object.keys(kinds).every((kind) =>
          (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind),
        ),
      { message: issue('emailPreferences.kind.invalid') },
    )
    .transform((kinds) => kinds as Partial<Record<OptionalEmailKind, boolean>>),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInputSchema>;
