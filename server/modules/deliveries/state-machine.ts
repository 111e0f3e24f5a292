/**
 * Every move of a delivery request (DESIGN.md, "Delivery requests"): pending → accepted →
 * in_progress → completed (with the buyer's code) or failed (with a reason), by the transporter
 * who accepted it; released back to pending or withdrawn (cancelled) by the seller who asked,
 * before pickup (the seller's moves are in seller-moves.ts, on the locks and hand-over written
 * here). What those moves do to the order (picking up ships it, handing over delivers it,
 * a failure returns it) is the order lifecycle's; it also withdraws a request nobody has picked up
 * when its order no longer needs carrying.
 *
 * Two movers at once always give one success and one 409, in one of two ways. A move that leaves
 * the order alone (accept, release, withdraw, dispute) is one conditional UPDATE on the status it
 * leaves. A move that touches the order (start, complete, fail, resolve) locks the order first,
 * then the request (FOR UPDATE), as the lifecycle does, and checks the status on the locked row
 * before writing: the second mover waits for the first to commit, then reads the new status and
 * is refused. A transporter's move holds their profile row FOR SHARE (an
 * accept FOR UPDATE, which also serializes their accepts for the cap) until it commits: an
 * operator's decision (which locks it FOR UPDATE, then puts their accepted requests back on the
 * board) runs wholly before or after it, never in between.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../common/enums.ts';
import type { DeliveryRequest } from '../../../common/contracts/deliveries.ts';
import {
  DELIVERY_CODE_MAX_ATTEMPTS,
  MAX_ACCEPTED_NOT_STARTED,
  type DeliveryStatusUpdate,
} from '../../../common/schemas/delivery.ts';
import type { Db } from '../../db/client.ts';
import { cashCollections, deliveryRequests, orders, transporterProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  followDelivery,
  lockOrder,
  orderStillCarriable,
  returnOrder,
  type OrderRow,
} from '../order-lifecycle/index.ts';
import { requireVerifiedTransporter } from '../transporters/index.ts';
import { announceCash, announceDelivery } from '../notifications/index.ts';
import { boardRequest } from './board.ts';
import type { RequestRow } from './request-view.ts';

/** The moves: the statuses each one leaves, and who may make it. */
export const REQUEST_MOVES = {
  accepted: { from: ['pending'], by: 'transporter' },
  in_progress: { from: ['accepted'], by: 'transporter' },
  completed: { from: ['in_progress'], by: 'transporter' },
  failed: { from: ['in_progress'], by: 'transporter' },
  pending: { from: ['accepted'], by: 'seller' },
  cancelled: { from: ['pending', 'accepted'], by: 'seller' },
} as const satisfies Partial<
  Record<DeliveryStatus, { from: readonly DeliveryStatus[]; by: 'transporter' | 'seller' }>
>;

type TransporterUpdate = DeliveryStatusUpdate & {
  status: 'accepted' | 'in_progress' | 'completed' | 'failed';
};

const badMove = (from: string, to: string) =>
  new AppError('CONFLICT', 'delivery.badMove', { params: { from, to } });

/**
 * In the move's transaction: the transporter's profile row locked, then read, so the
 * verification checked is the one that holds until the move commits. Without the lock, a
 * suspension committed between the check and the UPDATE would leave a request accepted by
 * someone who can no longer see or move it, after the decision released their requests.
 */
async function lockVerifiedTransporter(
  tx: Db,
  transporterId: number,
  strength: 'share' | 'update' = 'share',
) {
  await tx
    .select({ id: transporterProfiles.id })
    .from(transporterProfiles)
    .where(eq(transporterProfiles.userId, transporterId))
    .for(strength);
  return requireVerifiedTransporter(tx, transporterId);
}

/**
 * First transporter wins: one conditional UPDATE, so two at once give one 200 and one 409. Their
 * profile row is locked FOR UPDATE, so their own accepts run one after the other and the count of
 * accepted-not-started requests read after the UPDATE is exact: past the cap, the transaction
 * rolls back with a 409.
 */
async function acceptRequest(db: Db, transporterId: number, id: number) {
  await db.transaction(async (tx) => {
    const profile = await lockVerifiedTransporter(tx, transporterId, 'update');
    if (!profile.isAvailable) throw new AppError('CONFLICT', 'delivery.unavailable');
    const now = new Date();
    const [row] = await tx
      .update(deliveryRequests)
      .set({ status: 'accepted', transporterId, acceptedAt: now, updatedAt: now })
      .where(
        and(
          eq(deliveryRequests.id, id),
          inArray(deliveryRequests.status, REQUEST_MOVES.accepted.from),
          orderStillCarriable(),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!row) await refuseAccept(tx, transporterId, id);
    const [held] = await tx
      .select({ n: count() })
      .from(deliveryRequests)
      .where(
        and(
          eq(deliveryRequests.transporterId, transporterId),
          eq(deliveryRequests.status, 'accepted'),
        ),
      );
    if (Number(held?.n ?? 0) > MAX_ACCEPTED_NOT_STARTED) {
      throw new AppError('CONFLICT', 'delivery.tooManyAccepted', {
        params: { max: MAX_ACCEPTED_NOT_STARTED },
      });
    }
    await announceDelivery(tx, id, 'accepted');
  });
}

/** Why an accept moved nothing: gone (404), already theirs, taken by another or withdrawn (409). */
async function refuseAccept(tx: Db, transporterId: number, id: number): Promise<never> {
  const [current] = await tx
    .select({ status: deliveryRequests.status, transporterId: deliveryRequests.transporterId })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'delivery.notFound');
  if (current.transporterId === transporterId && current.status !== 'cancelled') {
    throw badMove(current.status, 'accepted');
  }
  throw new AppError(
    'CONFLICT',
    current.status === 'cancelled' ? 'delivery.closed' : 'delivery.alreadyTaken',
  );
}

/**
 * The request `id` (among those `scope` allows) and its order, locked in that order (order, then
 * request): a peek without lock finds the order (a request never changes order), then both are
 * locked. 404 delivery.notFound when there is none; with `storeId`, the order must be that
 * store's.
 */
export async function lockRequestWithOrder(
  tx: Db,
  id: number,
  scope?: { storeId: number },
): Promise<{ request: RequestRow; order: OrderRow }> {
  const where = and(
    eq(deliveryRequests.id, id),
    scope ? eq(deliveryRequests.storeId, scope.storeId) : undefined,
  );
  const notFound = new AppError('NOT_FOUND', 'delivery.notFound');
  const [peek] = await tx
    .select({ orderId: deliveryRequests.orderId })
    .from(deliveryRequests)
    .where(where);
  if (!peek) throw notFound;
  const order = await lockOrder(tx, peek.orderId, scope?.storeId);
  const [request] = await tx.select().from(deliveryRequests).where(where).for('update');
  if (!order || !request) throw notFound;
  return { request, order };
}

/**
 * A request the transporter carries, and its order, locked (order, then request). Another
 * transporter's request is none of this one's business: it does not exist for them.
 */
async function lockCarried(
  tx: Db,
  transporterId: number,
  id: number,
): Promise<{ request: RequestRow; order: OrderRow }> {
  const locked = await lockRequestWithOrder(tx, id);
  const { request } = locked;
  if (request.status !== 'pending' && request.transporterId !== transporterId) {
    throw new AppError('NOT_FOUND', 'delivery.notFound');
  }
  return locked;
}

/**
 * The parcel reached the buyer (their code, or the seller's word: `bySeller`), on the request and
 * order locked: the request completed, the cash the transporter took at the door recorded (the
 * order's total, goods and fee, copied in SQL so the millimes stay exact; one row per request by a
 * unique index) and the order delivered, all in the caller's transaction.
 */
export async function deliverRequest(
  tx: Db,
  request: RequestRow,
  order: OrderRow,
  at: Date,
  bySeller: boolean,
) {
  if (request.transporterId === null) throw new Error('a carried request has a transporter');
  await tx
    .update(deliveryRequests)
    .set({
      status: 'completed',
      completedAt: at,
      updatedAt: at,
      ...(bySeller ? { sellerConfirmedAt: at, codeLockedAt: null } : {}),
    })
    .where(eq(deliveryRequests.id, request.id));
  await tx.insert(cashCollections).values({
    requestId: request.id,
    orderId: order.id,
    storeId: request.storeId,
    transporterId: request.transporterId,
    amount: sql`(select ${orders.totalAmount} from ${orders} where ${orders.id} = ${order.id})`,
    collectedAt: at,
  });
  await followDelivery(tx, order, 'completed');
  await announceCash(tx, request.storeId, request.transporterId);
}

/** The buyer's code against the order's, in constant time (no early exit on the first digit). */
function codesMatch(typed: string, expected: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(expected);
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** accepted → in_progress, only by the transporter who accepted; the order ships. */
async function startRequest(db: Db, transporterId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockVerifiedTransporter(tx, transporterId);
    const { request, order } = await lockCarried(tx, transporterId, id);
    const now = new Date();
    const [moved] = await tx
      .update(deliveryRequests)
      .set({ status: 'in_progress', startedAt: now, updatedAt: now })
      .where(
        and(
          eq(deliveryRequests.id, id),
          eq(deliveryRequests.transporterId, transporterId),
          inArray(deliveryRequests.status, REQUEST_MOVES.in_progress.from),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!moved) throw badMove(request.status, 'in_progress');
    await followDelivery(tx, order, 'in_progress');
    await announceDelivery(tx, id, 'in_progress');
  });
}

type CodeOutcome = { kind: 'done' } | { kind: 'wrong'; left: number } | { kind: 'locked' };

/**
 * in_progress → completed with the buyer's 4-digit code: the order is delivered and the cash
 * collection recorded in the same transaction. A wrong code is counted and committed (the answer
 * is an error only after the commit); the 5th locks the request until its seller resolves it.
 */
async function completeRequest(db: Db, transporterId: number, id: number, code: string) {
  const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
    await lockVerifiedTransporter(tx, transporterId);
    const { request, order } = await lockCarried(tx, transporterId, id);
    if (!(REQUEST_MOVES.completed.from as readonly string[]).includes(request.status)) {
      throw badMove(request.status, 'completed');
    }
    if (request.codeLockedAt) return { kind: 'locked' };
    const now = new Date();
    if (!codesMatch(code, order.deliveryCode)) {
      const attempts = request.codeAttempts + 1;
      const locks = attempts >= DELIVERY_CODE_MAX_ATTEMPTS;
      await tx
        .update(deliveryRequests)
        .set({ codeAttempts: attempts, codeLockedAt: locks ? now : null, updatedAt: now })
        .where(and(eq(deliveryRequests.id, id), isNull(deliveryRequests.codeLockedAt)));
      return locks
        ? { kind: 'locked' }
        : { kind: 'wrong', left: DELIVERY_CODE_MAX_ATTEMPTS - attempts };
    }
    await deliverRequest(tx, request, order, now, false);
    await announceDelivery(tx, id, 'completed');
    return { kind: 'done' };
  });
  if (outcome.kind === 'locked') throw new AppError('CONFLICT', 'delivery.code.locked');
  if (outcome.kind === 'wrong') {
    const wrong = { code: 'delivery.code.wrong', params: { count: outcome.left } } as const;
    throw new AppError('VALIDATION', 'delivery.code.wrong', {
      params: wrong.params,
      fields: { code: wrong },
    });
  }
}

/**
 * in_progress → failed with a reason (and a note): the parcel comes back, so the order, which must
 * be shipped, is returned with its history entry (409 otherwise, nothing written).
 */
async function failRequest(
  db: Db,
  transporterId: number,
  id: number,
  reason: NonNullable<DeliveryStatusUpdate['reason']>,
  note: string | null,
) {
  await db.transaction(async (tx) => {
    await lockVerifiedTransporter(tx, transporterId);
    const { request, order } = await lockCarried(tx, transporterId, id);
    if (!(REQUEST_MOVES.failed.from as readonly string[]).includes(request.status)) {
      throw badMove(request.status, 'failed');
    }
    if (request.codeLockedAt) throw new AppError('CONFLICT', 'delivery.code.locked');
    const now = new Date();
    await tx
      .update(deliveryRequests)
      .set({
        status: 'failed',
        failedAt: now,
        failureReason: reason,
        failureNote: note,
        updatedAt: now,
      })
      .where(eq(deliveryRequests.id, id));
    await returnOrder(tx, order);
    await announceDelivery(tx, id, 'failed');
  });
}

/** PATCH by a transporter. Answers the request as their board shows it now. */
export async function moveDeliveryRequest(
  db: Db,
  transporterId: number,
  id: number,
  update: TransporterUpdate,
): Promise<DeliveryRequest> {
  switch (update.status) {
    case 'accepted':
      await acceptRequest(db, transporterId, id);
      break;
    case 'in_progress':
      await startRequest(db, transporterId, id);
      break;
    case 'completed':
      await completeRequest(db, transporterId, id, update.code ?? '');
      break;
    case 'failed':
      if (!update.reason) throw new AppError('VALIDATION', 'delivery.failure.reason.invalid');
      await failRequest(db, transporterId, id, update.reason, update.note);
      break;
  }
  return boardRequest(db, id, transporterId);
}
