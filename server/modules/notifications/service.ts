/**
 * The header bell's notifications (issue 15): written in the transaction of what they tell, each
 * pushed at once to its reader's live streams; read and listed only by their own reader (another
 * account's notification does not exist for them: 404).
 */
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../common/enums.ts';
import type { Notification, NotificationPage } from '../../../common/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { MAX_ROW_ID } from '../customers/index.ts';
import { liveEventSql, publishLive } from '../live/index.ts';

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationParams = Record<string, string | number>;

/** A notification as its reader gets it (notificationJson writes the same in SQL). */
function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A notification for userId, in tx, and the 'notification' live event carrying it: the reader's
 * screens show it (bell, toast) once tx commits.
 */
export async function createNotification(
  tx: Db,
  userId: number,
  kind: NotificationKind,
  params: NotificationParams,
  link: string,
): Promise<Notification> {
  const [row] = await tx.insert(notifications).values({ userId, kind, params, link }).returning();
  if (!row) throw new Error('insert returned no row');
  const notification = toNotification(row);
  await publishLive(tx, { userId }, 'notification', notification);
  return notification;
}

/**
 * createNotification as a part of a statement that writes several things at once (announce.ts):
 * `ctes` write the notification as the CTE `name` and its live event (the same one, its data
 * built in SQL), `notify` is the SELECT of the event's NOTIFY, which the statement must run (a
 * branch of its final UNION ALL).
 */
export function notificationSql(
  name: string,
  userId: number,
  kind: NotificationKind,
  params: NotificationParams,
  link: string,
): { ctes: SQL[]; notify: SQL } {
  const row = sql.identifier(name);
  const event = liveEventSql(
    `${name}_event`,
    { userId },
    'notification',
    notificationJson(name),
    name,
  );
  return {
    ctes: [
      sql`${row} as (
        insert into ${notifications} (user_id, kind, params, link)
        values (${userId}, ${kind}, ${JSON.stringify(params)}::jsonb, ${link})
        returning id, kind, params, link, created_at
      )`,
      ...event.ctes,
    ],
    notify: event.notify,
  };
}

/**
 * toNotification of a row just written (unread), as SQL json over the CTE `name`: what the live
 * event carries. createdAt as toISOString writes it (milliseconds, truncated like the driver).
 */
function notificationJson(name: string): SQL {
  const row = sql.identifier(name);
  return sql`json_build_object(
    'id', ${row}.id, 'kind', ${row}.kind, 'params', ${row}.params, 'link', ${row}.link,
    'read', false,
    'createdAt', to_char(${row}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )`;
}

/**
 * The reader's notifications older than `before` (all when absent), newest first, with the count
 * of all their unread ones and the id to ask the next page with. One query for the page (one row
 * more than asked tells whether there is a next), one for the count.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  query: { before?: number | undefined; limit: number },
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    unread: Number(unread?.n ?? 0),
    nextBefore: rows.length > query.limit && last ? last.id : null,
  };
}

/** Marks one of the reader's notifications read (again is fine); another's: 404. */
export async function readNotification(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'notification.notFound');
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!row) throw new AppError('NOT_FOUND', 'notification.notFound');
  if (row.readAt === null) {
    await db.update(notifications).set({ readAt: new Date() }).where(mine);
  }
}

/** Marks every unread notification of the reader read. */
export async function readAllNotifications(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * The store read (or answered) a customer's messages: its bell's unread message_new of that
 * customer are read too, so the bell and the Messages badge agree. One update on the unread index.
 */
export async function readMessageNotifications(
  tx: Db,
  storeId: number,
  customerId: number,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, storeId),
        isNull(notifications.readAt),
        eq(notifications.kind, 'message_new'),
        sql`${notifications.params}->>'customerId' = ${String(customerId)}`,
      ),
    );
}
