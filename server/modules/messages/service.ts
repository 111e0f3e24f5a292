import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

/** Messages customers sent this store that nobody has opened yet. */
export async function countUnread(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, storeId),
        eq(messages.status, 'unread'),
        eq(messages.direction, 'inbound'),
      ),
    );
  return row?.n ?? 0;
}
