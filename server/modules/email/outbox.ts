/**
 * The outbox (email_outbox): queueEmail writes a row in the caller's transaction and wakes the
 * workers with NOTIFY hanout_mail, delivered only if that transaction commits.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
  /**
   * To a guest after Contact Seller: their private link to read the replies. Nothing the guest
   * typed (name, words): anyone can give any address, so the email must not carry their text.
   */
  conversation_started: { storeName: string; conversationPath: string };
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
 * Emails a stranger can have sent to any address (a guest's Contact Seller or checkout names it):
 * at most RECIPIENT_DAILY_LIMIT of them per address in 24 hours, so Hanout cannot be used to
 * flood someone's mailbox. Counted on email_outbox by lower(to_address) (an index), between
 * transactions: two at the very same moment may both pass, which is fine for this purpose.
 */
const RECIPIENT_LIMITED: readonly EmailTemplate[] = ['conversation_started', 'order_confirmation'];
export const RECIPIENT_DAILY_LIMIT = 10;

/**
 * Queues an email in tx, unless its address turned its kind off or has had its daily share of
 * emails strangers can ask for: false then. The address is compared lower-cased. One statement
 * (checks, insert and the NOTIFY that wakes the workers), since it runs inside transactions that
 * hold row locks (a checkout's stock).
 */
export async function queueEmail(tx: Db, email: QueuedEmail): Promise<boolean> {
  const queued = queuedEmailSql('queued', email);
  // Both engines answer { rows }: one row (the NOTIFY's) when the email was queued.
  const result = (await tx.execute(
    sql`with ${sql.join(queued.ctes, sql`, `)} ${queued.notify}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * queueEmail as a part of a statement that writes several things at once (an announcement,
 * modules/notifications): `ctes` queue the email as the CTE `name`, with the same checks, and
 * `notify` is the SELECT of the NOTIFY that wakes the workers, which the statement must run (a
 * branch of its final UNION ALL). The daily share counts the emails queued before the statement:
 * a statement queues at most one limited email per address.
 */
export function queuedEmailSql(name: string, email: QueuedEmail): { ctes: SQL[]; notify: SQL } {
  const kind = TEMPLATE_KIND[email.template];
  const address = email.to.trim().toLowerCase();
  const token = kind === 'password_reset' ? null : randomBytes(24).toString('base64url');
  const limited = RECIPIENT_LIMITED.includes(email.template);
  const underLimit = limited
    ? sql`and (
        select count(*) from ${emailOutbox}
        where lower(to_address) = ${address}
          and template in (${sql.join(
            RECIPIENT_LIMITED.map((template) => sql`${template}`),
            sql`, `,
          )})
          and created_at > now() - interval '24 hours'
      ) < ${RECIPIENT_DAILY_LIMIT}`
    : sql``;
  const queued = sql.identifier(name);
  return {
    ctes: [
      sql`${queued} as (
        insert into ${emailOutbox} (kind, template, to_address, language, data, unsubscribe_token)
        select ${kind}, ${email.template}, ${email.to.trim()}, ${email.language},
          ${JSON.stringify(email.data)}::jsonb, ${token}
        where not exists (
          select 1 from ${emailOptOuts} where email = ${address} and kind = ${kind}
        ) ${underLimit}
        returning id
      )`,
    ],
    notify: sql`select pg_notify(${MAIL_CHANNEL}, '') from ${queued}`,
  };
}
