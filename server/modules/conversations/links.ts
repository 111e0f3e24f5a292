/**
 * A guest's private links (conversation_links): 256 random bits in base64url, of which only the
 * SHA-256 is kept. A link shows its customer's conversation with one store from its first message
 * on: a guest filed under an existing customer by a phone or an email alone must never read what
 * that customer wrote before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../common/constants.ts';
import type { Db } from '../../db/client.ts';
import { conversationLinks } from '../../db/schema.ts';

export interface GuestReplyRecipient {
  email: string;
  language: Language;
  /** A fresh link's raw token (only its hash is stored): the reply email carries it. */
  token: string;
}

/** A token as newLink makes them: 32 bytes in base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash to look a token up by; null for anything newLink cannot have made. */
export function linkTokenHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? hashLinkToken(token) : null;
}

export function languageOf(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
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
  const token = randomBytes(32).toString('base64url');
  await tx.insert(conversationLinks).values({ tokenHash: hashLinkToken(token), ...link });
  return token;
}

/**
 * The guests to email when the store answers this customer: one per distinct email among the
 * customer's conversation links, each with a fresh link (same first message as their oldest).
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
