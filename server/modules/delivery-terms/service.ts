/**
 * A store's delivery terms (issue 14): the flat fee, free delivery from a subtotal, fees for
 * particular governorates and the days a parcel usually takes. The seller reads and replaces its
 * own; the cart reads those of public stores; checkout reads them inside its transaction to write
 * each order's fee (common/delivery-fee.ts is the rule).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StoreDeliveryTerms } from '../../../common/contracts/delivery-terms.ts';
import type { DeliveryTerms } from '../../../common/delivery-fee.ts';
import type { DeliveryTermsValues } from '../../../common/schemas/delivery.ts';
import type { Db } from '../../db/client.ts';
import { storeDeliveryFees, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { storeIsPublic } from '../marketplace/index.ts';

const termsColumns = {
  id: users.id,
  fee: users.deliveryFee,
  freeThreshold: users.deliveryFreeThreshold,
  daysMin: users.deliveryDaysMin,
  daysMax: users.deliveryDaysMax,
};

/** The terms of the stores `storeIds` (those that pass `where`), by store id. */
async function termsOf(
  db: Db,
  storeIds: number[],
  where: SQL | undefined = eq(users.userType, 'business'),
): Promise<Map<number, DeliveryTerms>> {
  const byStore = new Map<number, DeliveryTerms>();
  if (storeIds.length === 0) return byStore;
  const stores = await db
    .select(termsColumns)
    .from(users)
    .where(and(inArray(users.id, storeIds), where));
  if (stores.length === 0) return byStore;
  const fees = await db
    .select()
    .from(storeDeliveryFees)
    .where(
      inArray(
        storeDeliveryFees.storeId,
        stores.map((store) => store.id),
      ),
    )
    .orderBy(asc(storeDeliveryFees.governorate));
  for (const { id, ...terms } of stores) {
    byStore.set(id, {
      ...terms,
      governorateFees: fees
        .filter((entry) => entry.storeId === id)
        .map((entry) => ({ governorate: entry.governorate, fee: entry.fee })),
    });
  }
  return byStore;
}

/** Checkout's read, inside its transaction: the stores of the cart, public or not (it checks). */
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
