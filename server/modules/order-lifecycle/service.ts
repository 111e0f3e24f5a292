/**
 * The one writer of an order's status (DESIGN.md, "Order statuses"): every move, by the seller or
 * by a transporter's delivery, goes through here, is checked against transitions.ts, appends to
 * the status history, and has its effects in the same transaction: stock back on cancel, and a
 * delivery request nobody has picked up yet withdrawn when the order no longer needs carrying.
 *
 * Locks: the order row first, then its delivery requests, everywhere (deliveries do the same),
 * so that a seller's move and a transporter's never see each other half done.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  deliveryReleases,
  deliveryRequests,
  orderItems,
  orders,
  products,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { changeStocks } from '../products/index.ts';
import { announceOrderStatus, announceWithdrawnWithOrder } from '../notifications/index.ts';
import {
  CARRIABLE_ORDER_STATUSES,
  ORDER_STATUS_AFTER_DELIVERY,
  WAITING_DELIVERY_STATUSES,
  canMove,
  forwardPath,
  historyEvent,
  isCarriable,
  restocksOnEntering,
} from './transitions.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order row locked for the rest of the transaction, or undefined; with `storeId`, only that
 * seller's (another seller's order does not exist for them).
 */
export async function lockOrder(
  tx: Db,
  orderId: number,
  storeId?: number,
): Promise<OrderRow | undefined> {
  const mine = storeId === undefined ? undefined : eq(orders.storeId, storeId);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), mine))
    .for('update');
  return order;
}

/** Whether a transporter has picked the order's parcel up (its request is in_progress). */
async function parcelOnTheWay(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryRequests.id })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.orderId, orderId), eq(deliveryRequests.status, 'in_progress')))
    .limit(1);
  return row !== undefined;
}

/**
 * The quantities of a cancelled order, or of a returned parcel back in hand, go back on the shelf
 * (products it no longer has are gone).
 */
async function restock(tx: Db, orderId: number) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  // Locked in id order first, as checkout locks them: two transactions taking the same products
  // in different orders could deadlock (an UPDATE ... FROM locks in its plan's order).
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  if (ids.length > 1) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
  }
  await changeStocks(
    tx,
    lines.flatMap((line) =>
      line.productId === null ? [] : [{ productId: line.productId, delta: line.quantity }],
    ),
  );
}

/**
 * Requests nobody has picked up leave the board with an order that no longer needs carrying;
 * one already on its way stays, for its transporter to complete. The transporter who had accepted
 * one learns it from a 'withdrawn' notice, as when the seller withdraws it from the order page.
 * The requests are locked (after the order) and read before the UPDATE, so an accept racing this
 * move is either seen here (and noticed) or finds the request cancelled.
 */
async function withdrawWaitingDeliveries(tx: Db, orderId: number) {
  const waiting = await tx
    .select({
      id: deliveryRequests.id,
      status: deliveryRequests.status,
      transporterId: deliveryRequests.transporterId,
      storeId: deliveryRequests.storeId,
    })
    .from(deliveryRequests)
    .where(
      and(
        eq(deliveryRequests.orderId, orderId),
        inArray(deliveryRequests.status, [...WAITING_DELIVERY_STATUSES]),
      ),
    )
    .orderBy(deliveryRequests.id)
    .for('update');
  if (waiting.length === 0) return;
  await tx
    .update(deliveryRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      inArray(
        deliveryRequests.id,
        waiting.map((request) => request.id),
      ),
    );
  const notices = waiting.flatMap(({ id, status, transporterId, storeId }) =>
    status === 'accepted' && transporterId !== null
      ? [{ requestId: id, transporterId, storeId, kind: 'withdrawn' as const }]
      : [],
  );
  if (notices.length) await tx.insert(deliveryReleases).values(notices);
  await announceWithdrawnWithOrder(tx, orderId, waiting);
}

/** Writes the steps (already checked) on a locked order, with the effects of where it lands. */
async function writeSteps(tx: Db, order: OrderRow, steps: OrderStatus[]) {
  const last = steps.at(-1);
  if (!last) return;
  if (restocksOnEntering(last)) await restock(tx, order.id);
  if (!isCarriable(last)) await withdrawWaitingDeliveries(tx, order.id);
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: last,
      statusHistory: [...order.statusHistory, ...steps.map((step) => historyEvent(step, now))],
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await announceOrderStatus(tx, order, last);
}

/**
 * The seller moves one of its orders (PATCH /api/orders/:id): 404 for another seller's, 409 for a
 * move the chain does not allow, or a cancellation while the parcel is on the road.
 */
export async function moveOrder(
  db: Db,
  storeId: number,
  orderId: number,
  next: OrderStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
    if (!canMove(order.status, next)) {
      throw new AppError('CONFLICT', 'order.badMove', { params: { status: order.status, next } });
    }
    if (!canMove(order.status, next, { parcelOnTheWay: await parcelOnTheWay(tx, orderId) })) {
      throw new AppError('CONFLICT', 'delivery.onTheWay');
    }
    await writeSteps(tx, order, [next]);
  });
}

/**
 * The seller's order about to be handed to a transporter, locked: 404 for another seller's, 409
 * when it no longer needs carrying (cancelled, delivered, completed).
 */
export async function lockOrderForDelivery(
  tx: Db,
  storeId: number,
  orderId: number,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId, storeId);
  if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
  if (!isCarriable(order.status)) {
    throw new AppError('CONFLICT', 'delivery.orderClosed', { params: { status: order.status } });
  }
  return order;
}

/**
 * For a conditional UPDATE of delivery_requests: the request's order still needs carrying, read
 * at the moment of the write (a transporter's accept races the seller's moves without a lock).
 */
export function orderStillCarriable(): SQL {
  const statuses = sql.join(
    CARRIABLE_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`exists (select 1 from orders o where o.id = ${deliveryRequests.orderId} and o.status in (${statuses}))`;
}

/**
 * After a transporter's move, on the order locked (lockOrder) before the request moved: picking
 * up ships it, handing over delivers it, through every status in between, each in its history.
 * An order the seller already moved that far (or past) stays as it is.
 */
export async function followDelivery(
  tx: Db,
  order: OrderRow,
  delivery: keyof typeof ORDER_STATUS_AFTER_DELIVERY,
): Promise<void> {
  await writeSteps(tx, order, forwardPath(order.status, ORDER_STATUS_AFTER_DELIVERY[delivery]));
}

/**
 * A failed delivery sends the order back (DESIGN.md): on the order locked (lockOrder) before the
 * request moved, shipped → returned with its history entry; any other status answers 409. The
 * stock stays out until the seller has the parcel in hand (receiveReturn).
 */
export async function returnOrder(tx: Db, order: OrderRow): Promise<void> {
  if (!canMove(order.status, 'returned')) {
    throw new AppError('CONFLICT', 'order.badMove', {
      params: { status: order.status, next: 'returned' },
    });
  }
  await writeSteps(tx, order, ['returned']);
}

/**
 * POST /api/orders/:id/return-received: the seller has the returned parcel back, so its lines go
 * back on the shelf, once. 404 for another seller's order; 409 unless returned, when already
 * received, or while a transporter still has the parcel. The order row is locked first and the
 * write is conditional on returnReceivedAt being empty, so two clicks restock once. Takes the
 * database or a transaction (then a savepoint).
 */
export async function receiveReturn(db: Db, storeId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
    if (order.status !== 'returned') throw new AppError('CONFLICT', 'order.returnNotReturned');
    if (order.returnReceivedAt) throw new AppError('CONFLICT', 'order.returnAlreadyReceived');
    if (await parcelOnTheWay(tx, orderId)) throw new AppError('CONFLICT', 'order.returnOnTheWay');
    const now = new Date();
    const [received] = await tx
      .update(orders)
      .set({ returnReceivedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.returnReceivedAt)))
      .returning({ id: orders.id });
    if (!received) throw new AppError('CONFLICT', 'order.returnAlreadyReceived');
    await restock(tx, orderId);
  });
}
