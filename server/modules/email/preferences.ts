/**
 * Which kinds of email an address turned off (email_opt_outs, keyed by the lower-cased address,
 * so the profile and the unsubscribe links of any email to it agree), and the unsubscribe links.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { EmailPreferences, Unsubscribe } from '../../../common/contracts/notifications.ts';
import {
  BUYER_EMAIL_KINDS,
  SELLER_EMAIL_KINDS,
  type EmailKind,
  type OptionalEmailKind,
  type UserType,
} from '../../../common/enums.ts';
import type { EmailPreferencesInput } from '../../../common/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { emailOptOuts, emailOutbox } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The kinds a profile offers: a seller's, a buyer's; none for transporters and operators. */
export function emailKindsOf(userType: string): readonly OptionalEmailKind[] {
  if (userType === ('business' satisfies UserType)) return SELLER_EMAIL_KINDS;
  if (userType === ('customer' satisfies UserType)) return BUYER_EMAIL_KINDS;
  return [];
}

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

/** a•••@example.com: enough to recognise one's address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export async function emailPreferences(
  db: Db,
  user: { email: string; userType: string },
): Promise<EmailPreferences> {
  const kinds = emailKindsOf(user.userType);
  const off =
    kinds.length === 0
      ? []
      : await db
          .select({ kind: emailOptOuts.kind })
          .from(emailOptOuts)
          .where(
            and(eq(emailOptOuts.email, normalized(user.email)), inArray(emailOptOuts.kind, kinds)),
          );
  const offKinds = new Set(off.map((row) => row.kind));
  return {
    email: user.email,
    kinds: kinds.map((kind) => ({ kind, enabled: !offKinds.has(kind) })),
  };
}

async function setOptOut(db: Db, email: string, kind: EmailKind, optedOut: boolean) {
  if (optedOut) {
    await db.insert(emailOptOuts).values({ email, kind }).onConflictDoNothing();
  } else {
    await db
      .delete(emailOptOuts)
      .where(and(eq(emailOptOuts.email, email), eq(emailOptOuts.kind, kind)));
  }
}

/** Turns the given kinds on or off; a kind the account is not offered: emailPreferences.kind.invalid. */
export async function updateEmailPreferences(
  db: Db,
  user: { email: string; userType: string },
  input: EmailPreferencesInput,
): Promise<EmailPreferences> {
  const offered = emailKindsOf(user.userType);
  const changes = Object.entries(input.kinds) as [OptionalEmailKind, boolean][];
  const unknown = changes.find(([kind]) => !offered.includes(kind));
  if (unknown) {
    throw new AppError('VALIDATION', 'emailPreferences.kind.invalid', {
      fields: { [`kinds.${unknown[0]}`]: 'emailPreferences.kind.invalid' },
    });
  }
  await db.transaction(async (tx) => {
    for (const [kind, enabled] of changes) {
      await setOptOut(tx, normalized(user.email), kind, !enabled);
    }
  });
  return emailPreferences(db, user);
}

/** Tokens are 32 base64url characters (24 random bytes); anything else is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

async function outboxOfToken(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', 'unsubscribe.notFound');
  const [row] = await db
    .select({ kind: emailOutbox.kind, email: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.unsubscribeToken, token))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'unsubscribe.notFound');
  return { kind: row.kind as EmailKind, email: normalized(row.email) };
}

/** What an email's unsubscribe link turns off, and whether it is off already. */
export async function unsubscribeStatus(db: Db, token: string): Promise<Unsubscribe> {
  const { kind, email } = await outboxOfToken(db, token);
  const [off] = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.email, email), eq(emailOptOuts.kind, kind)))
    .limit(1);
  return { kind, email: maskEmail(email), unsubscribed: Boolean(off) };
}

/** Turns off the kind of the email that carried the token, for its address. */
export async function unsubscribe(db: Db, token: string): Promise<Unsubscribe> {
  const { kind, email } = await outboxOfToken(db, token);
  await setOptOut(db, email, kind, true);
  return { kind, email: maskEmail(email), unsubscribed: true };
}
