/**
 * The operators' inbox of /contact messages (issue 13): read and unread (not audited: it only
 * helps the operators keep their place), and handled, which is audited. Replying is by email
 * (a mailto: link on the screen) until issue 15.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminContactMessage } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import {
  type ADMIN_CONTACT_FILTERS,
  type AdminContactMessageUpdate,
} from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { adminPage } from './pagination.ts';
import { recordAdminAction, type Operator } from './audit.ts';

type ContactFilter = (typeof ADMIN_CONTACT_FILTERS)[number];

const writer = alias(users, 'writer');
const handler = alias(users, 'handler');

const selectMessages = (db: Db) =>
  db
    .select({
      message: contactMessages,
      username: writer.username,
      handledBy: handler.username,
    })
    .from(contactMessages)
    .leftJoin(writer, eq(writer.id, contactMessages.userId))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

function toAdminContactMessage({ message, username, handledBy }: MessageRow): AdminContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    topic: message.topic,
    message: message.message,
    language: message.language,
    username,
    readAt: message.readAt?.toISOString() ?? null,
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy,
    createdAt: message.createdAt.toISOString(),
  };
}

function statusFilter(status: ContactFilter): SQL | undefined {
  switch (status) {
    case 'unread':
      return isNull(contactMessages.readAt);
    case 'open':
      return isNull(contactMessages.handledAt);
    case 'handled':
      return isNotNull(contactMessages.handledAt);
    default:
      return undefined;
  }
}

/** A page of contact messages, newest first. */
export async function listContactMessages(
  db: Db,
  query: { status: ContactFilter; page: number },
): Promise<Page<AdminContactMessage>> {
  const where = statusFilter(query.status);
  return adminPage(
    query.page,
    (window) =>
      selectMessages(db)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    toAdminContactMessage,
  );
}

/**
 * Marks a message read or unread, and/or handled (which also marks it read, and is audited in
 * the same transaction). Handling an already handled message changes nothing and logs nothing.
 */
export async function updateContactMessage(
  db: Db,
  admin: Operator,
  id: number,
  update: AdminContactMessageUpdate,
): Promise<AdminContactMessage> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: contactMessages.name,
        readAt: contactMessages.readAt,
        handledAt: contactMessages.handledAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'admin.contactMessage.notFound');
    const now = new Date();
    let readAt = current.readAt;
    if (update.read !== undefined) readAt = update.read ? (readAt ?? now) : null;
    const handling = update.handled === true && current.handledAt === null;
    if (handling) readAt ??= now;
    await tx
      .update(contactMessages)
      .set(handling ? { readAt, handledAt: now, handledBy: admin.id } : { readAt })
      .where(and(eq(contactMessages.id, id)));
    if (handling) {
      await recordAdminAction(tx, admin, {
        action: 'handle',
        targetType: 'contact_message',
        targetId: id,
        targetLabel: current.name,
      });
    }
  });
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'admin.contactMessage.notFound');
  return toAdminContactMessage(row);
}
