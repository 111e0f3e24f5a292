/**
 * A store's delivery terms (issue 14): the flat fee, free delivery from a subtotal, fees for
 * particular governorates and the days a parcel usually takes. The seller reads and replaces its
 * own; the cart reads those of public stores; checkout reads them inside its transaction to write
 * each order's fee (common/delivery-fee.ts is the rule).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StoreDeliveryTerms } from '../../../common/contracts/delivery-terms.ts';
import type { DeliveryTerms } from '../../../common/delivery-fee.ts';
import type { DeliveryTermsValues } from '../../../common/schemas/delivery.ts';
import type { Db } from '../../db/client.ts';
import { storeDeliveryFees, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { storeIsPublic } from '../marketplace/index.ts';

/**
 * A store's terms as columns of a select on users: the governorate fees ride along as a JSON
 * array (a subquery on store_delivery_fees_store_governorate_idx), so one statement reads whole
 * terms. Readers turn the row into DeliveryTerms with toDeliveryTerms.
 */
export const deliveryTermsColumns = {
  fee: users.deliveryFee,
  freeThreshold: users.deliveryFreeThreshold,
  daysMin: users.deliveryDaysMin,
  daysMax: users.deliveryDaysMax,
  // Spelled out: Drizzle writes the columns of a one-table select unqualified.
  governorateFees: sql<{ governorate: string; fee: number }[]>`(
    select coalesce(json_agg(json_build_object('governorate', fees.governorate, 'fee', fees.fee)
      order by fees.governorate), '[]'::json)
    from ${storeDeliveryFees} fees where fees.store_id = "users"."id")`,
};

/** What a select with deliveryTermsColumns answers for one store. */
export interface DeliveryTermsRow {
  fee: number;
  freeThreshold: number | null;
  daysMin: number;
  daysMax: number;
  governorateFees: { governorate: string; fee: number }[];
}

/** The terms of a row read with deliveryTermsColumns. */
export function toDeliveryTerms(row: DeliveryTermsRow): DeliveryTerms {
  return {
    fee: row.fee,
    freeThreshold: row.freeThreshold,
    daysMin: row.daysMin,
    daysMax: row.daysMax,
    governorateFees: row.governorateFees,
  };
}

/** The terms of the stores `storeIds` (those that pass `where`), by store id: one statement. */
async function termsOf(
  db: Db,
  storeIds: number[],
  where: SQL | undefined = eq(users.userType, 'business'),
): Promise<Map<number, DeliveryTerms>> {
  const byStore = new Map<number, DeliveryTerms>();
  if (storeIds.length === 0) return byStore;
  const stores = await db
    .select({ id: users.id, ...deliveryTermsColumns })
    .from(users)
    .where(and(inArray(users.id, storeIds), where));
  for (const store of stores) byStore.set(store.id, toDeliveryTerms(store));
  return byStore;
}

/**
 * The stores' terms, public or not, read by a statement of their own: checkout's read when the
 * terms it read with its lock may be older than the lock (see checkout/service.ts).
 */
export function deliveryTermsOf(db: Db, storeIds: number[]): Promise<Map<number, DeliveryTerms>> {
  return termsOf(db, storeIds);
}

/** GET /api/store/delivery-terms: the signed-in seller's own terms. */
export async function getOwnDeliveryTerms(db: Db, storeId: number): Promise<DeliveryTerms> {
  const terms = (await termsOf(db, [storeId])).get(storeId);
  if (!terms) throw new AppError('NOT_FOUND', 'store.notFound');
  return terms;
}

/**
 * PUT /api/store/delivery-terms: the whole terms at once. The store's row is updated first, which
 * locks it, so two saves of one store run one after the other and the governorate list is always
 * exactly one of them.
 */
export async function replaceDeliveryTerms(
  db: Db,
  storeId: number,
  values: DeliveryTermsValues,
): Promise<DeliveryTerms> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deliveryFee: values.fee,
        deliveryFreeThreshold: values.freeThreshold,
        deliveryDaysMin: values.daysMin,
        deliveryDaysMax: values.daysMax,
        updatedAt: new Date(),
      })
      .where(eq(users.id, storeId));
    await tx.delete(storeDeliveryFees).where(eq(storeDeliveryFees.storeId, storeId));
    if (values.governorateFees.length) {
      await tx
        .insert(storeDeliveryFees)
        .values(values.governorateFees.map((entry) => ({ storeId, ...entry })));
    }
  });
  return getOwnDeliveryTerms(db, storeId);
}

/**
 * GET /api/marketplace/delivery-terms?stores=…: the terms of the public stores among `storeIds`,
 * in the order asked; a store that is not public (unfinished, suspended, not a store) is left out.
 */
export async function listPublicDeliveryTerms(
  db: Db,
  storeIds: number[],
): Promise<StoreDeliveryTerms[]> {
  const unique = [...new Set(storeIds)];
  const byStore = await termsOf(db, unique, storeIsPublic);
  return unique.flatMap((storeId) => {
    const terms = byStore.get(storeId);
    return terms ? [{ storeId, ...terms }] : [];
  });
}
