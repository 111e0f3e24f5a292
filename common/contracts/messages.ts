/** The store's inbox (/api/messages). */
import { z } from 'zod';
import { MESSAGE_DIRECTIONS } from '../enums.ts';
import { guestSenderSchema } from './customers.ts';
import { countSchema, idSchema, timestampSchema } from './shared.ts';

export const messageSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  customer: z.object({ id: idSchema, name: z.string(), email: z.string().nullable() }),
  content: z.string(),
  status: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  createdAt: timestampSchema,
  /**
   * A guest who wrote under this customer because their phone or email matched, with the name
   * they typed when it is not the customer's ("Asma — same phone as your customer …"); else null.
   */
  guest: guestSenderSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.array(messageSchema);

/** GET /api/messages/unread: 0 for accounts that are not stores. */
export const unreadCountSchema = z.object({ count: countSchema });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
