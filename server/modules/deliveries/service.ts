/**
 * Delivery requests (DESIGN.md): a seller asks for the delivery of one of its orders, available
 * transporters see it, the first to accept gets it, and only they carry it to completed, which
 * marks the order delivered.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../common/enums.ts';
import type { DeliveryRequestValues } from '../../../common/schemas/delivery.ts';
import { GOVERNORATES } from '../../../common/tunisia.ts';
import type {
  DeliveryRequest,
  DeliveryTransporter,
  SellerDelivery,
  TransporterSummary,
} from '../../../common/types.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { deliveryRequests, orders, transporterProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireTransporterProfile } from '../transporters/service.ts';
import { MESSAGES } from '../../../common/messages.ts';

export const DELIVERY_ERRORS = {
  notFound: 'Delivery request not found',
  orderNotFound: 'Order not found',
  orderClosed: (status: string) => `An order that is ${status} cannot be handed to a transporter.`,
  alreadyOpen: MESSAGES.deliveryAlreadyOpen,
  noPickup: MESSAGES.deliveryNoPickup,
  noDrop: MESSAGES.deliveryNoDrop,
  taken: MESSAGES.deliveryTaken,
  closed: MESSAGES.deliveryClosed,
  unavailable: MESSAGES.deliveryUnavailable,
  badMove: (from: string, to: string) => `A delivery request that is ${from} cannot become ${to}.`,
  withdrawPendingOnly: MESSAGES.deliveryWithdrawPendingOnly,
  onTheWay: MESSAGES.deliveryOnTheWay,
} as const;

/** How many requests the board shows at most: the newest. */
export const BOARD_LIMIT = 100;

/** The transporter's own requests stay on their board in these states. */
const OWN_BOARD_STATUSES = ['accepted', 'in_progress', 'completed'];

type RequestRow = typeof deliveryRequests.$inferSelect;

const storeUser = alias(users, 'store_user');
const transporterUser = alias(users, 'transporter_user');

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function transporterOf(
  row: RequestRow,
  name: string | null,
  phone: string | null,
): DeliveryTransporter | null {
  if (row.transporterId === null || name === null || row.status === 'cancelled') return null;
  return { id: row.transporterId, fullName: name, phoneNumber: phone };
}

/** The rows of the board with what a transporter needs to decide and to deliver. */
async function selectBoard(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      request: deliveryRequests,
      orderReference: orders.reference,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      storeName: storeUser.storeName,
      storePhone: storeUser.storePhone,
      transporterName: transporterUser.fullName,
      transporterPhone: transporterProfiles.phoneNumber,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(storeUser, eq(storeUser.id, deliveryRequests.storeId))
    .leftJoin(transporterUser, eq(transporterUser.id, deliveryRequests.transporterId))
    .leftJoin(transporterProfiles, eq(transporterProfiles.userId, deliveryRequests.transporterId))
    .where(where)
    .orderBy(desc(deliveryRequests.createdAt), desc(deliveryRequests.id))
    .limit(limit);
}

type BoardRow = Awaited<ReturnType<typeof selectBoard>>[number];

function toBoardRequest(row: BoardRow, viewerId: number): DeliveryRequest {
  const r = row.request;
  const mine = r.transporterId === viewerId;
  return {
    id: r.id,
    orderId: r.orderId,
    orderReference: row.orderReference,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    pickupAddress: r.pickupAddress,
    deliveryAddress: r.deliveryAddress,
    packageDetails: r.packageDetails,
    requestedDeliveryDate: r.requestedDeliveryDate,
    paymentAmount: r.paymentAmount,
    store: { id: r.storeId, name: row.storeName, phone: row.storePhone },
    transporter: transporterOf(r, row.transporterName, row.transporterPhone),
    // The buyer's name and phone go only to the transporter carrying the parcel.
    recipient: mine ? { name: row.customerName, phone: row.customerPhone } : null,
    acceptedAt: iso(r.acceptedAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
  };
}

async function boardRequest(db: Db, id: number, viewerId: number) {
  const [row] = await selectBoard(db, eq(deliveryRequests.id, id), 1);
  if (!row) throw new AppError('NOT_FOUND', DELIVERY_ERRORS.notFound);
  return toBoardRequest(row, viewerId);
}

/**
 * The transporter's board: pending requests of every store while they are available, and their
 * own accepted, in-progress and completed ones; newest first.
 */
export async function listTransporterRequests(
  db: Db,
  transporterId: number,
): Promise<DeliveryRequest[]> {
  const profile = await requireTransporterProfile(db, transporterId);
  const own = and(
    eq(deliveryRequests.transporterId, transporterId),
    inArray(deliveryRequests.status, OWN_BOARD_STATUSES),
  );
  const where = profile.isAvailable ? or(eq(deliveryRequests.status, 'pending'), own) : own;
  const rows = await selectBoard(db, where, BOARD_LIMIT);
  return rows.map((row) => toBoardRequest(row, transporterId));
}

/** Counts and earnings, summed in SQL so that the dinars stay exact. */
export async function transporterSummary(
  db: Db,
  transporterId: number,
): Promise<TransporterSummary> {
  await requireTransporterProfile(db, transporterId);
  const [row] = await db
    .select({
      completedCount: sql<number>`count(*) filter (where ${deliveryRequests.status} = 'completed')`,
      activeCount: sql<number>`count(*) filter (where ${deliveryRequests.status} in ('accepted', 'in_progress'))`,
      earnings: sql<string>`coalesce(sum(${deliveryRequests.paymentAmount}) filter (where ${deliveryRequests.status} = 'completed'), 0)::text`,
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.transporterId, transporterId));
  return {
    completedCount: Number(row?.completedCount ?? 0),
    activeCount: Number(row?.activeCount ?? 0),
    earnings: Number(row?.earnings ?? 0),
  };
}

function governorateLabel(code: string | null): string | null {
  return GOVERNORATES.find((g) => g.code === code)?.en ?? null;
}

/** "Rue de Rome, Tunis" + governorate, unless the address already names it. */
function orderDropAddress(address: string | null, governorate: string | null): string | null {
  if (!address) return null;
  const name = governorateLabel(governorate);
  if (!name || address.toLowerCase().includes(name.toLowerCase())) return address;
  return `${address}, ${name}`;
}

/** Orders past these can no longer be handed to a transporter. */
const CLOSED_ORDER_STATUSES = ['cancelled', 'delivered', 'completed'];

/** A seller asks for the delivery of one of its open orders; one open request per order. */
export async function createDeliveryRequest(
  db: Db,
  seller: { id: number; storeAddress: string | null },
  input: DeliveryRequestValues,
): Promise<SellerDelivery> {
  try {
    const id = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.storeId, seller.id)))
        .for('update');
      if (!order) throw new AppError('NOT_FOUND', DELIVERY_ERRORS.orderNotFound);
      if (CLOSED_ORDER_STATUSES.includes(order.status)) {
        throw new AppError('CONFLICT', DELIVERY_ERRORS.orderClosed(order.status));
      }
      const pickupAddress = input.pickupAddress ?? seller.storeAddress;
      if (!pickupAddress) {
        throw new AppError('VALIDATION', DELIVERY_ERRORS.noPickup, {
          pickupAddress: DELIVERY_ERRORS.noPickup,
        });
      }
      const deliveryAddress =
        input.deliveryAddress ?? orderDropAddress(order.shippingAddress, order.shippingGovernorate);
      if (!deliveryAddress) {
        throw new AppError('VALIDATION', DELIVERY_ERRORS.noDrop, {
          deliveryAddress: DELIVERY_ERRORS.noDrop,
        });
      }
      const [row] = await tx
        .insert(deliveryRequests)
        .values({
          storeId: seller.id,
          orderId: order.id,
          pickupAddress,
          deliveryAddress,
          packageDetails: input.packageDetails,
          requestedDeliveryDate: input.requestedDeliveryDate,
          paymentAmount: input.paymentAmount,
        })
        .returning({ id: deliveryRequests.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    });
    const delivery = await sellerDelivery(db, eq(deliveryRequests.id, id));
    if (!delivery) throw new AppError('NOT_FOUND', DELIVERY_ERRORS.notFound);
    return delivery;
  } catch (error) {
    // The partial unique index is the last word, even for two requests at the same instant.
    if (isUniqueViolation(error, 'delivery_requests_one_open_per_order_idx')) {
      throw new AppError('CONFLICT', DELIVERY_ERRORS.alreadyOpen);
    }
    throw error;
  }
}

async function sellerDelivery(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      request: deliveryRequests,
      transporterName: transporterUser.fullName,
      transporterPhone: transporterProfiles.phoneNumber,
    })
    .from(deliveryRequests)
    .leftJoin(transporterUser, eq(transporterUser.id, deliveryRequests.transporterId))
    .leftJoin(transporterProfiles, eq(transporterProfiles.userId, deliveryRequests.transporterId))
    .where(where)
    .orderBy(desc(deliveryRequests.id))
    .limit(1);
  if (!row) return null;
  const r = row.request;
  return {
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    pickupAddress: r.pickupAddress,
    deliveryAddress: r.deliveryAddress,
    packageDetails: r.packageDetails,
    requestedDeliveryDate: r.requestedDeliveryDate,
    paymentAmount: r.paymentAmount,
    transporter: transporterOf(r, row.transporterName, row.transporterPhone),
    acceptedAt: iso(r.acceptedAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
  } satisfies SellerDelivery;
}

/** The latest delivery request of a seller's order, for the order page (null when none). */
export async function sellerDeliveryForOrder(
  db: Db,
  storeId: number,
  orderId: number,
): Promise<SellerDelivery | null> {
  return sellerDelivery(
    db,
    and(eq(deliveryRequests.orderId, orderId), eq(deliveryRequests.storeId, storeId)),
  );
}

/** The owning seller withdraws a request nobody has taken yet. */
export async function withdrawDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
): Promise<SellerDelivery> {
  const mine = and(eq(deliveryRequests.id, id), eq(deliveryRequests.storeId, storeId));
  const [row] = await db
    .update(deliveryRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(mine, eq(deliveryRequests.status, 'pending')))
    .returning({ id: deliveryRequests.id });
  const delivery = await sellerDelivery(db, mine);
  if (!delivery) throw new AppError('NOT_FOUND', DELIVERY_ERRORS.notFound);
  if (!row) throw new AppError('CONFLICT', DELIVERY_ERRORS.withdrawPendingOnly);
  return delivery;
}

/**
 * Called by the orders service inside its transaction, with the order locked, when a seller
 * cancels an order: open requests are cancelled with it, unless a parcel is already on its way.
 */
export async function releaseDeliveriesOfCancelledOrder(tx: Db, orderId: number): Promise<void> {
  const [onTheWay] = await tx
    .select({ id: deliveryRequests.id })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.orderId, orderId), eq(deliveryRequests.status, 'in_progress')))
    .limit(1);
  if (onTheWay) throw new AppError('CONFLICT', DELIVERY_ERRORS.onTheWay);
  await dropWaitingDeliveries(tx, orderId);
}

/**
 * Called by the orders service, with the order locked, when a seller marks an order delivered or
 * completed by hand: a request nobody has picked up yet has nothing left to carry, so it leaves
 * the board. One already on its way stays, for its transporter to complete.
 */
export async function dropWaitingDeliveries(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(deliveryRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(deliveryRequests.orderId, orderId),
        inArray(deliveryRequests.status, ['pending', 'accepted']),
      ),
    );
}

/**
 * The statuses an order passes through to reach `target` along ORDER_TRANSITIONS (never via
 * cancelled); empty when it is already there, past it, or cancelled.
 */
export function orderPathTo(from: string, target: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] = [];
  let current = from as OrderStatus;
  while (current !== target) {
    const next = (ORDER_TRANSITIONS[current] ?? []).find((status) => status !== 'cancelled');
    if (!next) return [];
    path.push(next);
    current = next;
  }
  return path;
}

async function advanceOrder(tx: Db, order: typeof orders.$inferSelect, target: OrderStatus) {
  const path = orderPathTo(order.status, target);
  const last = path.at(-1);
  if (!last) return;
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: last,
      statusHistory: [
        ...order.statusHistory,
        ...path.map((status) => ({ status, at: now.toISOString() })),
      ],
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
}

/** First transporter wins: one conditional UPDATE, so two at once give one 200 and one 409. */
async function acceptRequest(db: Db, transporterId: number, id: number) {
  const profile = await requireTransporterProfile(db, transporterId);
  if (!profile.isAvailable) throw new AppError('CONFLICT', DELIVERY_ERRORS.unavailable);
  const now = new Date();
  const [row] = await db
    .update(deliveryRequests)
    .set({ status: 'accepted', transporterId, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(deliveryRequests.id, id),
        eq(deliveryRequests.status, 'pending'),
        // Only while the order still needs carrying.
        sql`exists (select 1 from orders o where o.id = delivery_requests.order_id and o.status in ('processing', 'shipped'))`,
      ),
    )
    .returning({ id: deliveryRequests.id });
  if (row) return;
  const [current] = await db
    .select({ status: deliveryRequests.status, transporterId: deliveryRequests.transporterId })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.id, id));
  if (!current) throw new AppError('NOT_FOUND', DELIVERY_ERRORS.notFound);
  if (current.transporterId === transporterId) {
    throw new AppError('CONFLICT', DELIVERY_ERRORS.badMove(current.status, 'accepted'));
  }
  throw new AppError(
    'CONFLICT',
    current.status === 'cancelled' ? DELIVERY_ERRORS.closed : DELIVERY_ERRORS.taken,
  );
}

const PREVIOUS = { in_progress: 'accepted', completed: 'in_progress' } as const;

/**
 * accepted → in_progress → completed, only by the transporter who accepted. Starting ships the
 * order; completing marks it delivered. The order is locked first, as the orders service does.
 */
async function carryRequest(
  db: Db,
  transporterId: number,
  id: number,
  next: 'in_progress' | 'completed',
) {
  await requireTransporterProfile(db, transporterId);
  const [request] = await db
    .select({
      orderId: deliveryRequests.orderId,
      status: deliveryRequests.status,
      transporterId: deliveryRequests.transporterId,
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.id, id));
  // Another transporter's request is none of this one's business: it does not exist for them.
  if (!request || (request.status !== 'pending' && request.transporterId !== transporterId)) {
    throw new AppError('NOT_FOUND', DELIVERY_ERRORS.notFound);
  }
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
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
          eq(deliveryRequests.status, PREVIOUS[next]),
        ),
      )
      .returning({ id: deliveryRequests.id });
    if (!moved) {
      const [current] = await tx
        .select({ status: deliveryRequests.status })
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, id));
      throw new AppError(
        'CONFLICT',
        DELIVERY_ERRORS.badMove(current?.status ?? request.status, next),
      );
    }
    if (order) await advanceOrder(tx, order, next === 'in_progress' ? 'shipped' : 'delivered');
  });
}

/** PATCH by a transporter: accepted, in_progress or completed. Answers the request as it is now. */
export async function moveDeliveryRequest(
  db: Db,
  transporterId: number,
  id: number,
  next: 'accepted' | 'in_progress' | 'completed',
): Promise<DeliveryRequest> {
  if (next === 'accepted') await acceptRequest(db, transporterId, id);
  else await carryRequest(db, transporterId, id, next);
  return boardRequest(db, id, transporterId);
}
