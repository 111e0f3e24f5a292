/**
 * The seller's moves of its own delivery requests: release an accepted request back to the board
 * or withdraw it before pickup (the transporter gets a notice), resolve one locked by wrong codes,
 * and dispute the payment of a failed one. Another store's request does not exist for them (404);
 * a move from the wrong status is 409, as in state-machine.ts, whose locks these share.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SellerDelivery } from '../../../common/contracts/deliveries.ts';
import type { Db } from '../../db/client.ts';
import { deliveryReleases, deliveryRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { announceDelivery } from '../notifications/index.ts';
import type { RequestRow } from './request-view.ts';
import { sellerDeliveryById } from './seller.ts';
import { REQUEST_MOVES, deliverRequest, lockRequestWithOrder } from './state-machine.ts';

/**
 * One of the seller's requests and its order, locked (order, then request); another store's
 * request does not exist for them (404).
 */
function lockOwnRequest(tx: Db, storeId: number, id: number) {
  return lockRequestWithOrder(tx, id, { storeId });
}

/** The transporter learns on their board that the store took the request back. */
async function noticeRelease(tx: Db, request: RequestRow, kind: 'released' | 'withdrawn') {
  if (request.transporterId === null) return;
  await tx.insert(deliveryReleases).values({
    requestId: request.id,
    transporterId: request.transporterId,
    storeId: request.storeId,
    kind,
  });
}

/**
 * The owning seller takes an accepted request nobody has picked up back from its transporter and
 * puts it on the board again (PATCH status pending); the transporter gets a notice. 409 otherwise.
 */
export async function releaseDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
): Promise<SellerDelivery> {
  await db.transaction(async (tx) => {
    const { request } = await lockOwnRequest(tx, storeId, id);
    const [moved] = await tx
      .update(deliveryRequests)
      .set({ status: 'pending', transporterId: null, acceptedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(deliveryRequests.id, id),
          inArray(deliveryRequests.status, REQUEST_MOVES.pending.from),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!moved) throw new AppError('CONFLICT', 'delivery.releaseAcceptedOnly');
    await noticeRelease(tx, request, 'released');
    await announceDelivery(tx, id, 'released', request.transporterId);
  });
  return sellerDeliveryById(db, storeId, id);
}

/**
 * The owning seller withdraws a request not yet picked up (pending, or accepted: then its
 * transporter gets a notice); another store's: 404; later: 409.
 */
export async function withdrawDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
): Promise<SellerDelivery> {
  await db.transaction(async (tx) => {
    const { request } = await lockOwnRequest(tx, storeId, id);
    const [moved] = await tx
      .update(deliveryRequests)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(deliveryRequests.id, id),
          inArray(deliveryRequests.status, REQUEST_MOVES.cancelled.from),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!moved) throw new AppError('CONFLICT', 'delivery.withdrawPendingOnly');
    if (request.status === 'accepted') await noticeRelease(tx, request, 'withdrawn');
    await announceDelivery(tx, id, 'withdrawn');
  });
  return sellerDeliveryById(db, storeId, id);
}

/**
 * POST /api/delivery-requests/:id/resolve: the seller's way out of a request locked by wrong
 * codes: `retry` gives the transporter their attempts back; `delivered` completes it on the
 * seller's word (sellerConfirmedAt), the order delivered and the cash collection recorded, as a
 * right code would. 409 delivery.notLocked for any request not locked and on its way.
 */
export async function resolveDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
  resolution: 'retry' | 'delivered',
): Promise<SellerDelivery> {
  await db.transaction(async (tx) => {
    const { request, order } = await lockOwnRequest(tx, storeId, id);
    if (request.status !== 'in_progress' || request.codeLockedAt === null) {
      throw new AppError('CONFLICT', 'delivery.notLocked');
    }
    const now = new Date();
    if (resolution === 'retry') {
      await tx
        .update(deliveryRequests)
        .set({ codeAttempts: 0, codeLockedAt: null, updatedAt: now })
        .where(eq(deliveryRequests.id, id));
      await announceDelivery(tx, id, 'resolved');
      return;
    }
    await deliverRequest(tx, request, order, now, true);
    await announceDelivery(tx, id, 'resolved');
  });
  return sellerDeliveryById(db, storeId, id);
}

/**
 * POST /api/delivery-requests/:id/dispute: the seller refuses to pay for a failed delivery, once;
 * one conditional UPDATE, so two at once give one 200 and one 409.
 */
export async function disputeDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
  note: string,
): Promise<SellerDelivery> {
  const mine = and(eq(deliveryRequests.id, id), eq(deliveryRequests.storeId, storeId));
  const now = new Date();
  // The dispute and its live events commit together.
  const moved = await db.transaction(async (tx) => {
    const [disputed] = await tx
      .update(deliveryRequests)
      .set({ paymentDisputedAt: now, paymentDisputeNote: note, updatedAt: now })
      .where(
        and(
          mine,
          eq(deliveryRequests.status, 'failed'),
          isNull(deliveryRequests.paymentDisputedAt),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (disputed) await announceDelivery(tx, id, 'disputed');
    return disputed;
  });
  if (!moved) {
    const [current] = await db
      .select({ status: deliveryRequests.status, disputedAt: deliveryRequests.paymentDisputedAt })
      .from(deliveryRequests)
      .where(mine);
    if (!current) throw new AppError('NOT_FOUND', 'delivery.notFound');
    if (current.status !== 'failed') throw new AppError('CONFLICT', 'delivery.disputeFailedOnly');
    throw new AppError('CONFLICT', 'delivery.alreadyDisputed');
  }
  return sellerDeliveryById(db, storeId, id);
}
