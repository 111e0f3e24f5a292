/**
 * The outbox (email_outbox): queueEmail writes a row in the caller's transaction and wakes the
 * workers with NOTIFY hanout_mail, delivered only if that transaction commits.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/constants.ts';
import type { EmailKind, OrderStatus } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import { emailOptOuts, emailOutbox } from '../../db/schema.ts';

/** The channel that wakes the mail workers of every instance. */
export const MAIL_CHANNEL = 'hanout_mail';

/** What each email needs. Paths are site paths (/orders/12); the worker makes them absolute. */
export interface EmailData {
  /** To the seller: a marketplace order. */
  order_new: {
    storeName: string;
    reference: string;
    customerName: string;
    total: number;
    itemsCount: number;
    orderPath: string;
  };
  /** To the seller: a customer wrote. */
  message_new: { storeName: string; customerName: string; excerpt: string; messagesPath: string };
  /** To the buyer: their order, with the tracking link (with key) and the delivery code. */
  order_confirmation: {
    storeName: string;
    reference: string;
    customerName: string;
    items: { name: string; quantity: number; unitPrice: number }[];
    subtotal: number;
    deliveryFee: number;
    total: number;
    deliveryDaysMin: number;
    deliveryDaysMax: number;
    deliveryCode: string;
    trackingPath: string;
  };
  /** To the buyer: the order moved; the code while the parcel is still to be handed over. */
  order_status: {
    storeName: string;
    reference: string;
    status: OrderStatus;
    deliveryCode: string | null;
    transporterName: string | null;
    trackingPath: string;
  };
  /** To a guest after Contact Seller: their private link to read the replies. */
  conversation_started: {
    storeName: string;
    name: string;
    excerpt: string;
    conversationPath: string;
  };
  /** To a guest (their link) or a buyer (their area): the store answered. */
  message_reply: { storeName: string; excerpt: string; conversationPath: string };
  /** To the account's owner: the link to choose a new password (valid `minutes`). */
  password_reset: { name: string; resetPath: string; minutes: number };
}
export type EmailTemplate = keyof EmailData;

export type QueuedEmail = {
  [T in EmailTemplate]: { template: T; to: string; language: Language; data: EmailData[T] };
}[EmailTemplate];

/** The kind (what one can turn off) of each template. */
export const TEMPLATE_KIND: Record<EmailTemplate, EmailKind> = {
  order_new: 'order_new',
  message_new: 'message_new',
  order_confirmation: 'order_confirmation',
  order_status: 'order_status',
  conversation_started: 'message_reply',
  message_reply: 'message_reply',
  password_reset: 'password_reset',
};

/**
 * Queues an email in tx, unless its address turned its kind off: false then. The address is
 * compared lower-cased.
 */
export async function queueEmail(tx: Db, email: QueuedEmail): Promise<boolean> {
  const kind = TEMPLATE_KIND[email.template];
  const address = email.to.trim().toLowerCase();
  const [optedOut] = await tx
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.email, address), eq(emailOptOuts.kind, kind)))
    .limit(1);
  if (optedOut) return false;
  await tx.insert(emailOutbox).values({
    kind,
    template: email.template,
    toAddress: email.to.trim(),
    language: email.language,
    data: email.data as unknown as Record<string, unknown>,
    unsubscribeToken: kind === 'password_reset' ? null : randomBytes(24).toString('base64url'),
  });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return true;
}
