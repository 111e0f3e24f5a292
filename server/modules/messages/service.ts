/**
 * A store's conversations with its customers. inbound = written by the customer, outbound = the
 * store's reply. Every query is scoped to the store: another store's message answers 404.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageStatus } from '../../../common/enums.ts';
import type { Message } from '../../../common/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { MAX_ROW_ID } from '../customers/index.ts';
import { sameName } from '../../../common/names.ts';
import {
  announceCustomerMessage,
  announceMessagesRead,
  announceReply,
} from '../notifications/index.ts';

/** GET /messages answers at most this many, newest first. */
export const MESSAGE_LIST_LIMIT = 500;
export const RECENT_MESSAGES = 5;

/**
 * The unread count, built once per database handle (every signed-in screen asks it: building
 * the SQL each time cost more than running it). The literals stay in the SQL so that the partial
 * index messages_store_unread_idx matches any plan.
 */
const unreadStatements = new WeakMap<Db, ReturnType<typeof prepareUnread>>();
function prepareUnread(db: Db) {
  return db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, sql.placeholder('storeId')),
        sql`${messages.status} = 'unread' and ${messages.direction} = 'inbound'`,
      ),
    )
    .prepare('messages_unread_count');
}

/** Messages customers sent this store that nobody has opened yet. */
export async function countUnread(db: Db, storeId: number): Promise<number> {
  let statement = unreadStatements.get(db);
  if (!statement) unreadStatements.set(db, (statement = prepareUnread(db)));
  const [row] = await statement.execute({ storeId });
  return row?.n ?? 0;
}

const messageColumns = {
  id: messages.id,
  customerId: messages.customerId,
  content: messages.content,
  status: messages.status,
  direction: messages.direction,
  createdAt: messages.createdAt,
  senderName: messages.senderName,
  senderMatch: messages.senderMatch,
  customerName: customers.name,
  customerEmail: customers.email,
};

interface MessageRow {
  id: number;
  customerId: number;
  content: string;
  status: string;
  direction: string;
  createdAt: Date;
  senderName: string | null;
  senderMatch: string | null;
  customerName: string;
  customerEmail: string | null;
}

/**
 * Who wrote an inbound message, when it is not simply the customer on record: a guest whose
 * phone or email matched this customer but who gave another name. Null otherwise.
 */
function guestOf(row: MessageRow): Message['guest'] {
  if (row.direction !== 'inbound' || !row.senderName) return null;
  if (row.senderMatch !== 'phone' && row.senderMatch !== 'email') return null;
  if (sameName(row.senderName, row.customerName)) return null;
  return { name: row.senderName, matchedBy: row.senderMatch };
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    customerId: row.customerId,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    content: row.content,
    status: row.status,
    direction: row.direction === 'outbound' ? 'outbound' : 'inbound',
    createdAt: row.createdAt.toISOString(),
    guest: guestOf(row),
  };
}

function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(
      customers,
      and(eq(customers.id, messages.customerId), eq(customers.storeId, messages.storeId)),
    );
}

/** The store's messages, newest first, at most MESSAGE_LIST_LIMIT. */
export async function listMessages(db: Db, storeId: number): Promise<Message[]> {
  const rows = await selectMessages(db)
    .where(eq(messages.storeId, storeId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_LIST_LIMIT);
  return rows.map(toMessage);
}

/** The newest messages customers sent the store, for the dashboard. */
export async function recentMessages(db: Db, storeId: number): Promise<Message[]> {
  const rows = await selectMessages(db)
    .where(and(eq(messages.storeId, storeId), eq(messages.direction, 'inbound')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(RECENT_MESSAGES);
  return rows.map(toMessage);
}

async function getMessage(db: Db, storeId: number, id: number): Promise<Message> {
  const [row] = await selectMessages(db).where(
    and(eq(messages.id, id), eq(messages.storeId, storeId)),
  );
  if (!row) throw new AppError('NOT_FOUND', 'message.notFound');
  return toMessage(row);
}

/**
 * The store's reply to one of its customers. What the customer wrote and was waiting for an
 * answer (unread or awaiting) is answered by it: those messages become 'replied'.
 */
export async function sendReply(
  db: Db,
  storeId: number,
  input: { customerId: number; content: string },
): Promise<Message> {
  if (input.customerId > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'customer.notFound');
  const id = await db.transaction(async (tx) => {
    // Locks the customer row so that it cannot be deleted while the reply goes in.
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), eq(customers.storeId, storeId)))
      .for('share');
    if (!customer) throw new AppError('NOT_FOUND', 'customer.notFound');
    const [inserted] = await tx
      .insert(messages)
      .values({
        storeId,
        customerId: customer.id,
        direction: 'outbound',
        status: 'read',
        content: input.content,
      })
      .returning({ id: messages.id });
    if (!inserted) throw new Error('insert returned no row');
    await tx
      .update(messages)
      .set({ status: 'replied' })
      .where(
        and(
          eq(messages.storeId, storeId),
          eq(messages.customerId, customer.id),
          eq(messages.direction, 'inbound'),
          inArray(messages.status, ['unread', 'awaiting']),
        ),
      );
    await announceReply(tx, storeId, customer.id, input.content);
    return inserted.id;
  });
  return getMessage(db, storeId, id);
}

export async function setMessageStatus(
  db: Db,
  storeId: number,
  id: number,
  status: MessageStatus,
): Promise<Message> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'message.notFound');
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ status })
      .where(and(eq(messages.id, id), eq(messages.storeId, storeId)))
      .returning({ id: messages.id, customerId: messages.customerId });
    // Read in the inbox, read in the bell.
    if (rows[0] && status === 'read') await announceMessagesRead(tx, storeId, rows[0].customerId);
    return rows;
  });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'message.notFound');
  return getMessage(db, storeId, id);
}

/** Who a guest said they were, kept on their message (null for signed-in buyers). */
export interface MessageSender {
  senderName: string | null;
  senderMatch: 'phone' | 'email' | null;
}

/** A message from a customer to the store (Contact Seller): new, so the seller's badge counts it. */
export async function receiveCustomerMessage(
  tx: Db,
  storeId: number,
  customerId: number,
  content: string,
  sender: MessageSender = { senderName: null, senderMatch: null },
): Promise<{ id: number; createdAt: string }> {
  const [row] = await tx
    .insert(messages)
    .values({ storeId, customerId, direction: 'inbound', status: 'unread', content, ...sender })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error('insert returned no row');
  await announceCustomerMessage(tx, storeId, customerId, content, sender.senderName);
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
