/**
 * A guest's private links (conversation_links): tokens made and hashed as sessions are, of which
 * only the hash is kept. A link is only ever made for the guest whose message started its
 * customer record (contact.ts): a guest filed under an existing record by a phone or an email
 * alone proves nothing, and gets no link to it.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { languageOf, type Language } from '../../../common/constants.ts';
import type { Db } from '../../db/client.ts';
import { conversationLinks } from '../../db/schema.ts';
import { hashToken, isTokenShape, newToken } from '../auth/index.ts';

export interface GuestReplyRecipient {
  email: string;
  language: Language;
  /** A fresh link's raw token (only its hash is stored): the reply email carries it. */
  token: string;
}

/** The hash to look a token up by; null for anything newToken cannot have made. */
export function linkTokenHash(token: string): string | null {
  return isTokenShape(token) ? hashToken(token) : null;
}

export interface NewLink {
  storeId: number;
  customerId: number;
  email: string | null;
  language: Language;
  /** The first message the link shows. */
  sinceMessageId: number;
}

/** Stores a new link and returns its raw token, which is never stored. */
export async function createLink(tx: Db, link: NewLink): Promise<string> {
  const token = newToken();
  await tx.insert(conversationLinks).values({ tokenHash: hashToken(token), ...link });
  return token;
}

/**
 * The guests to email when the store answers this customer: one per distinct email among the
 * customer's conversation links (all of them given by the guest who started the record), each
 * with a fresh link (same first message as their oldest).
 */
export async function guestReplyRecipients(
  tx: Db,
  storeId: number,
  customerId: number,
): Promise<GuestReplyRecipient[]> {
  const links = await tx
    .select({
      email: conversationLinks.email,
      language: conversationLinks.language,
      sinceMessageId: conversationLinks.sinceMessageId,
    })
    .from(conversationLinks)
    .where(
      and(
        eq(conversationLinks.storeId, storeId),
        eq(conversationLinks.customerId, customerId),
        isNotNull(conversationLinks.email),
      ),
    )
    .orderBy(desc(conversationLinks.createdAt), asc(conversationLinks.sinceMessageId));
  // Newest first: each address keeps the language its guest last wrote in.
  const byEmail = new Map<string, { email: string; language: Language; since: number }>();
  for (const link of links) {
    const email = link.email as string;
    const key = email.trim().toLowerCase();
    const known = byEmail.get(key);
    if (known) known.since = Math.min(known.since, link.sinceMessageId);
    else
      byEmail.set(key, { email, language: languageOf(link.language), since: link.sinceMessageId });
  }
  const recipients: GuestReplyRecipient[] = [];
  for (const { email, language, since } of byEmail.values()) {
    const token = await createLink(tx, {
      storeId,
      customerId,
      email,
      language,
      sinceMessageId: since,
    });
    recipients.push({ email, language, token });
  }
  return recipients;
}
