/**
 * Hand-overs of collected cash (issue 14): a transporter declares one, its store confirms or
 * disputes it. Declarations of one transporter are serialized on their profile row (FOR UPDATE),
 * so two at once never declare more than is held; decisions are conditional UPDATEs, so of two
 * at once one wins and the other gets a 409.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CashHandover } from '../../../common/contracts/cash.ts';
import type { CashHandoverStatus } from '../../../common/enums.ts';
import { toMillimes } from '../../../common/money.ts';
import type { Db } from '../../db/client.ts';
import { cashHandovers, transporterProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { announceCash } from '../notifications/index.ts';
import { cashBalances } from './ledger.ts';

type HandoverRow = typeof cashHandovers.$inferSelect;

function toHandover(row: HandoverRow): CashHandover {
  return {
    id: row.id,
    storeId: row.storeId,
    transporterId: row.transporterId,
    amount: row.amount,
    status: row.status as CashHandoverStatus,
    disputeNote: row.disputeNote,
    declaredAt: row.declaredAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The transporter hands the store `amount` (by default all they hold of it and have not yet
 * declared). 404 when they never collected for that store.
 */
export async function declareHandover(
  db: Db,
  transporterId: number,
  input: { storeId: number; amount?: number | undefined },
): Promise<CashHandover> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: transporterProfiles.id })
      .from(transporterProfiles)
      .where(eq(transporterProfiles.userId, transporterId))
      .for('update');
    if (!profile) throw new AppError('NOT_FOUND', 'store.notFound');
    const { balances } = await cashBalances(tx, 'transporter', transporterId, input.storeId);
    const balance = balances[0];
    if (!balance) throw new AppError('NOT_FOUND', 'store.notFound');
    if (toMillimes(balance.toDeclare) <= 0) {
      throw new AppError('CONFLICT', 'cash.nothingToHandOver');
    }
    const amount = input.amount ?? balance.toDeclare;
    if (toMillimes(amount) > toMillimes(balance.toDeclare)) {
      const params = { held: balance.toDeclare.toFixed(2) };
      throw new AppError('VALIDATION', 'cash.amount.tooLarge', {
        params,
        fields: { amount: { code: 'cash.amount.tooLarge', params } },
      });
    }
    const [row] = await tx
      .insert(cashHandovers)
      .values({ storeId: input.storeId, transporterId, amount, status: 'declared' })
      .returning();
    await announceCash(tx, input.storeId, transporterId);
    return toHandover(row as HandoverRow);
  });
}

/**
 * The store decides on a declared hand-over: confirmed (the cash is theirs) or disputed with a
 * note (the operators see it). Another store's hand-over is 404, a decided one 409.
 */
export async function decideHandover(
  db: Db,
  storeId: number,
  handoverId: number,
  decision: { status: 'confirmed' } | { status: 'disputed'; note: string },
): Promise<CashHandover> {
  // The decision and its live events commit together: a failure of either undoes both.
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(cashHandovers)
      .set({
        status: decision.status,
        disputeNote: decision.status === 'disputed' ? decision.note : null,
        decidedAt: sql`now()`,
      })
      .where(
        and(
          eq(cashHandovers.id, handoverId),
          eq(cashHandovers.storeId, storeId),
          eq(cashHandovers.status, 'declared'),
        ),
      )
      .returning();
    if (decided) await announceCash(tx, storeId, decided.transporterId);
    return decided;
  });
  if (row) return toHandover(row);
  const [existing] = await db
    .select({ id: cashHandovers.id })
    .from(cashHandovers)
    .where(and(eq(cashHandovers.id, handoverId), eq(cashHandovers.storeId, storeId)));
  if (!existing) throw new AppError('NOT_FOUND', 'cash.handoverNotFound');
  throw new AppError('CONFLICT', 'cash.handoverDecided');
}
