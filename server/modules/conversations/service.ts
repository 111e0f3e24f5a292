/**
 * A guest's private conversation with a store (issue 15): started by Contact Seller, read and
 * answered through /marketplace/conversations/{token}. A guest answer is an inbound message of
 * the customer like any other, so the seller's inbox, bell and email see it.
 */
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type {
  GuestConversation,
  GuestMessageAnswer,
} from '../../../common/contracts/conversations.ts';
import type { Language } from '../../../common/constants.ts';
import { toMediaImage } from '../../../common/media.ts';
import { paths } from '../../../common/routes.ts';
import type { Db } from '../../db/client.ts';
import { conversationLinks, customers, media, messages, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueEmail } from '../email/index.ts';
import { storeIsPublic } from '../marketplace/index.ts';
import { receiveCustomerMessage } from '../messages/index.ts';
import { createLink, linkTokenHash } from './links.ts';

/** The newest messages a link shows, oldest first. */
export const GUEST_MESSAGES_LIMIT = 200;

export interface GuestStart {
  storeId: number;
  storeName: string;
  customerId: number;
  /** The guest's first message, which the link starts at. */
  messageId: number;
  email: string | null;
  language: Language;
}

/**
 * After the Contact Seller message that started a guest's customer record, in its transaction:
 * their private link, whose token is returned, and when they gave an email, that link by email in
 * the language they wrote in. The email holds nothing the guest typed (their name, their words):
 * anyone can type anyone's address, and Hanout must not carry a stranger's text to it.
 */
export async function startGuestConversation(tx: Db, start: GuestStart): Promise<string> {
  const token = await createLink(tx, {
    storeId: start.storeId,
    customerId: start.customerId,
    email: start.email,
    language: start.language,
    sinceMessageId: start.messageId,
  });
  if (start.email) {
    await queueEmail(tx, {
      template: 'conversation_started',
      to: start.email,
      language: start.language,
      data: {
        storeName: start.storeName,
        conversationPath: paths.marketplace.conversation(token),
      },
    });
  }
  return token;
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'conversation.notFound');
}

/**
 * The link behind a token, with the name its guest wrote under; 404 for a token of no link, or of
 * a store that is not on the marketplace.
 */
async function findLink(db: Db, token: string) {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) notFound();
  const [link] = await db
    .select({
      storeId: conversationLinks.storeId,
      customerId: conversationLinks.customerId,
      sinceMessageId: conversationLinks.sinceMessageId,
      storeName: users.storeName,
      logo: { id: media.id, width: media.width, height: media.height },
      customerName: customers.name,
      senderName: messages.senderName,
    })
    .from(conversationLinks)
    .innerJoin(users, and(eq(users.id, conversationLinks.storeId), storeIsPublic))
    .innerJoin(
      customers,
      and(
        eq(customers.id, conversationLinks.customerId),
        eq(customers.storeId, conversationLinks.storeId),
      ),
    )
    .leftJoin(media, eq(media.id, users.storeLogoId))
    .leftJoin(messages, eq(messages.id, conversationLinks.sinceMessageId))
    .where(eq(conversationLinks.tokenHash, tokenHash))
    .limit(1);
  if (!link) notFound();
  return { ...link, name: link.senderName ?? link.customerName };
}

export async function readGuestConversation(db: Db, token: string): Promise<GuestConversation> {
  const link = await findLink(db, token);
  const rows = await db
    .select({
      id: messages.id,
      direction: messages.direction,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, link.storeId),
        eq(messages.customerId, link.customerId),
        // Never what the customer record held before this guest's first message.
        gte(messages.id, link.sinceMessageId),
        // Nor what someone filed under the record by typing its phone or email wrote: the link
        // shows what its guest wrote (through Contact Seller, then the link) and the answers.
        or(eq(messages.direction, 'outbound'), isNull(messages.senderMatch)),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(GUEST_MESSAGES_LIMIT);
  return {
    store: {
      id: link.storeId,
      name: link.storeName ?? '',
      logo: link.logo && toMediaImage(link.logo),
    },
    name: link.name,
    messages: rows.reverse().map((row) => ({
      id: row.id,
      direction: row.direction as GuestConversation['messages'][number]['direction'],
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The guest's answer lands in the store's inbox under the name they first wrote with, as the
 * record's own guest (a link is made only for the guest who started the record).
 */
export async function answerGuestConversation(
  db: Db,
  token: string,
  content: string,
): Promise<GuestMessageAnswer> {
  const link = await findLink(db, token);
  return db.transaction((tx) =>
    receiveCustomerMessage(tx, link.storeId, link.customerId, content, {
      senderName: link.name,
      senderMatch: null,
    }),
  );
}
