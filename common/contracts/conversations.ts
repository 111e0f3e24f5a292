/** A guest's private conversation with a store (issue 15): /api/marketplace/conversations/{token}. */
import { z } from 'zod';
import { MESSAGE_DIRECTIONS } from '../enums.ts';
import { idSchema, mediaImageSchema, timestampSchema } from './shared.ts';

export const guestConversationSchema = z.object({
  store: z.object({ id: idSchema, name: z.string(), logo: mediaImageSchema.nullable() }),
  /** The name the guest wrote under. */
  name: z.string(),
  /** Oldest first: the guest's messages (inbound) and the store's replies (outbound). */
  messages: z.array(
    z.object({
      id: idSchema,
      direction: z.enum(MESSAGE_DIRECTIONS),
      content: z.string(),
      createdAt: timestampSchema,
    }),
  ),
});
export type GuestConversation = z.infer<typeof guestConversationSchema>;

export const guestMessageAnswerSchema = z.object({ id: idSchema, createdAt: timestampSchema });
export type GuestMessageAnswer = z.infer<typeof guestMessageAnswerSchema>;
