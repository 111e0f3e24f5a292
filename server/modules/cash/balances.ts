/**
 * What a transporter still holds of the cash collected at the door (issue 14): collections minus
 * the hand-overs their store confirmed. Summed in SQL on numeric and read back as text, so that
 * hundreds of deliveries add up to the millime (no float ever touches the sum).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

type CashSide = 'transporter_id' | 'store_id';

async function cashHeld(db: Db, side: CashSide, id: number): Promise<number> {
  const column = sql.raw(side);
  // One row per user: the transporter or the store whose cash is asked about.
  const [row] = await db
    .select({
      held: sql<string>`(
        coalesce((select sum(amount) from cash_collections where ${column} = ${id}), 0)
        - coalesce(
            (select sum(amount) from cash_handovers
              where ${column} = ${id} and status = 'confirmed'),
            0
          )
      )::text`,
    })
    .from(users)
    .where(eq(users.id, id));
  return Number(row?.held ?? 0);
}

/** All the cash a transporter holds, every store together, in dinars. */
export function transporterCashHeld(db: Db, transporterId: number): Promise<number> {
  return cashHeld(db, 'transporter_id', transporterId);
}

/** All the cash transporters hold for a store, in dinars. */
export function storeCashHeld(db: Db, storeId: number): Promise<number> {
  return cashHeld(db, 'store_id', storeId);
}
