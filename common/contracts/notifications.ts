/** The header bell (GET /api/notifications), email preferences and unsubscribe links (issue 15). */
import { z } from 'zod';
import { EMAIL_KINDS, NOTIFICATION_KINDS, OPTIONAL_EMAIL_KINDS } from '../enums.ts';
import { countSchema, idSchema, timestampSchema } from './shared.ts';

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  /**
   * What the words need, by kind: reference, storeName, customerName, status (an order status),
   * transporterName, excerpt (the first words of a message), total (dinars).
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The page it is about, a path of common/routes.ts (e.g. /orders/12). */
  link: z.string(),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first; `nextBefore` asks for the older ones (null when there are none). */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: countSchema,
  nextBefore: idSchema.nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET/PUT /api/user/email-preferences: the kinds this account can receive, each on or off. */
export const emailPreferencesSchema = z.object({
  email: z.string(),
  kinds: z.array(z.object({ kind: z.enum(OPTIONAL_EMAIL_KINDS), enabled: z.boolean() })),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** GET/POST /api/email/unsubscribe/{token}: what the link turns off, and whether it is off. */
export const unsubscribeSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  /** The address, partly hidden (a•••@example.com): the link may have been forwarded. */
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;
