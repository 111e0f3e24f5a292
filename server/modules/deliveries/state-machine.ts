/**
 * Every move of a delivery request: pending → accepted → in_progress → completed by the
 * transporter who accepted it, or pending → cancelled by the seller who asked. What those moves
 * do to the order (picking up ships it, handing over delivers it) is the order lifecycle's; it
 * also withdraws a request nobody has picked up when its order no longer needs carrying.
 *
 * Each move is one conditional UPDATE on the status it leaves, so two movers at once give one
 * success and one 409. A move that touches the order locks the order first, as the lifecycle does.
 * A transporter's move holds their profile row FOR SHARE until it commits: an operator's decision
 * (which locks it FOR UPDATE, then puts their accepted requests back on the board) runs wholly
 * before or after it, never in between.
 */
import { and, eq } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../common/enums.ts';
import type { DeliveryRequest, SellerDelivery } from '../../../common/contracts/deliveries.ts';
import type { Db } from '../../db/client.ts';
import { deliveryRequests, transporterProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { followDelivery, lockOrder, orderStillCarriable } from '../order-lifecycle/index.ts';
import { requireVerifiedTransporter } from '../transporters/index.ts';
import { boardRequest } from './board.ts';
import { sellerDelivery } from './seller.ts';

/** The moves: the status each one leaves, and who may make it. */
export const REQUEST_MOVES = {
  accepted: { from: 'pending', by: 'transporter' },
  in_progress: { from: 'accepted', by: 'transporter' },
  completed: { from: 'in_progress', by: 'transporter' },
  cancelled: { from: 'pending', by: 'seller' },
} as const satisfies Partial<
  Record<DeliveryStatus, { from: DeliveryStatus; by: 'transporter' | 'seller' }>
>;

type TransporterMove = 'accepted' | 'in_progress' | 'completed';

/**
 * In the move's transaction: the transporter's profile row locked FOR SHARE, then read, so the
 * verification checked is the one that holds until the move commits. Without the lock, a
 * suspension committed between the check and the UPDATE would leave a request accepted by
 * someone who can no longer see or move it, after the decision released their requests.
 */
async function lockVerifiedTransporter(tx: Db, transporterId: number) {
  await tx
    .select({ id: transporterProfiles.id })
    .from(transporterProfiles)
    .where(eq(transporterProfiles.userId, transporterId))
    .for('share');
  return requireVerifiedTransporter(tx, transporterId);
}

/** First transporter wins: one conditional UPDATE, so two at once give one 200 and one 409. */
async function acceptRequest(db: Db, transporterId: number, id: number) {
  await db.transaction(async (tx) => {
    const profile = await lockVerifiedTransporter(tx, transporterId);
    if (!profile.isAvailable) throw new AppError('CONFLICT', 'delivery.unavailable');
    const now = new Date();
    const [row] = await tx
      .update(deliveryRequests)
      .set({ status: 'accepted', transporterId, acceptedAt: now, updatedAt: now })
      .where(
        and(
          eq(deliveryRequests.id, id),
          eq(deliveryRequests.status, REQUEST_MOVES.accepted.from),
          orderStillCarriable(),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!row) await refuseAccept(tx, transporterId, id);
  });
}

/** Why an accept moved nothing: gone (404), already theirs, taken by another or withdrawn (409). */
async function refuseAccept(tx: Db, transporterId: number, id: number): Promise<never> {
  const [current] = await tx
    .select({ status: deliveryRequests.status, transporterId: deliveryRequests.transporterId })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'delivery.notFound');
  if (current.transporterId === transporterId) {
    throw new AppError('CONFLICT', 'delivery.badMove', {
      params: { from: current.status, to: 'accepted' },
    });
  }
  throw new AppError(
    'CONFLICT',
    current.status === 'cancelled' ? 'delivery.closed' : 'delivery.alreadyTaken',
  );
}

/** accepted → in_progress → completed, only by the transporter who accepted; the order follows. */
async function carryRequest(
  db: Db,
  transporterId: number,
  id: number,
  next: 'in_progress' | 'completed',
) {
  await db.transaction(async (tx) => {
    await lockVerifiedTransporter(tx, transporterId);
    const [request] = await tx
      .select({
        orderId: deliveryRequests.orderId,
        status: deliveryRequests.status,
        transporterId: deliveryRequests.transporterId,
      })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.id, id));
    // Another transporter's request is none of this one's business: it does not exist for them.
    if (!request || (request.status !== 'pending' && request.transporterId !== transporterId)) {
      throw new AppError('NOT_FOUND', 'delivery.notFound');
    }
    const order = await lockOrder(tx, request.orderId);
    const now = new Date();
    const [moved] = await tx
      .update(deliveryRequests)
      .set({
        status: next,
        updatedAt: now,
        ...(next === 'in_progress' ? { startedAt: now } : { completedAt: now }),
      })
      .where(
        and(
          eq(deliveryRequests.id, id),
          eq(deliveryRequests.transporterId, transporterId),
          eq(deliveryRequests.status, REQUEST_MOVES[next].from),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!moved) {
      const [current] = await tx
        .select({ status: deliveryRequests.status })
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, id));
      throw new AppError('CONFLICT', 'delivery.badMove', {
        params: { from: current?.status ?? request.status, to: next },
      });
    }
    if (order) await followDelivery(tx, order, next);
  });
}

/** PATCH by a transporter: accepted, in_progress or completed. Answers the request as it is now. */
export async function moveDeliveryRequest(
  db: Db,
  transporterId: number,
  id: number,
  next: TransporterMove,
): Promise<DeliveryRequest> {
  if (next === 'accepted') await acceptRequest(db, transporterId, id);
  else await carryRequest(db, transporterId, id, next);
  return boardRequest(db, id, transporterId);
}

/** The owning seller withdraws a request nobody has taken yet (another store's: 404). */
export async function withdrawDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
): Promise<SellerDelivery> {
  const mine = and(eq(deliveryRequests.id, id), eq(deliveryRequests.storeId, storeId));
  const [row] = await db
    .update(deliveryRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(mine, eq(deliveryRequests.status, REQUEST_MOVES.cancelled.from)))
    .returning({ id: deliveryRequests.id });
  const delivery = await sellerDelivery(db, mine);
  if (!delivery) throw new AppError('NOT_FOUND', 'delivery.notFound');
  if (!row) throw new AppError('CONFLICT', 'delivery.withdrawPendingOnly');
  return delivery;
}
