/**
 * A new seller's getting-started checklist. Every step is read from the data it stands for, so it
 * ticks itself: store details filled in, a product added, the store shared, an order received.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SellerChecklist } from '../../../common/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const filled = (column: AnyPgColumn) => sql`coalesce(btrim(${column}), '') <> ''`;

/**
 * The store fields and the two timestamps of the user row, and two EXISTS probes that stop at the
 * first row through the store_id indexes. An archived product still counts: the seller did add
 * it. The probes are raw SQL naming the outer "users" row on purpose: Drizzle writes columns
 * unqualified there, and inside the subquery "id" would be the product's own.
 */
const checklistColumns = {
  storeDetails: sql<boolean>`(${filled(users.storeName)} and ${filled(users.storeDescription)}
    and ${filled(users.storePhone)} and ${filled(users.storeAddress)})`,
  firstProduct: sql<boolean>`exists (select 1 from products p where p.store_id = "users"."id")`,
  storeShared: sql<boolean>`${users.storeSharedAt} is not null`,
  firstOrder: sql<boolean>`exists (select 1 from orders o where o.store_id = "users"."id")`,
  dismissed: sql<boolean>`${users.checklistDismissedAt} is not null`,
};

type ChecklistRow = { [K in keyof typeof checklistColumns]: unknown };

function toChecklist(
  row: ChecklistRow | undefined,
  storeId: number,
  siteOrigin: string,
): SellerChecklist {
  if (!row) throw new AppError('NOT_FOUND', 'account.notFound');
  return {
    steps: {
      storeDetails: Boolean(row.storeDetails),
      firstProduct: Boolean(row.firstProduct),
      storeShared: Boolean(row.storeShared),
      firstOrder: Boolean(row.firstOrder),
    },
    dismissed: Boolean(row.dismissed),
    storeUrl: `${siteOrigin}/marketplace/stores/${storeId}`,
  };
}

/** One query. */
export async function sellerChecklist(
  db: Db,
  storeId: number,
  siteOrigin: string,
): Promise<SellerChecklist> {
  const [row] = await db.select(checklistColumns).from(users).where(eq(users.id, storeId));
  return toChecklist(row, storeId, siteOrigin);
}

/**
 * Stamps one of the checklist's moments (shared, dismissed) and answers the new state in the
 * same statement (RETURNING reads the updated row). The first time counts: again keeps the date.
 */
function stampChecklist(moment: 'storeSharedAt' | 'checklistDismissedAt') {
  return async (db: Db, storeId: number, siteOrigin: string): Promise<SellerChecklist> => {
    const [row] = await db
      .update(users)
      .set({ [moment]: sql`coalesce(${users[moment]}, now())` })
      .where(eq(users.id, storeId))
      .returning(checklistColumns);
    return toChecklist(row, storeId, siteOrigin);
  };
}

/** The seller used Share my store. */
export const markStoreShared = stampChecklist('storeSharedAt');

/** The seller hid the checklist for good. */
export const dismissChecklist = stampChecklist('checklistDismissedAt');
