/**
 * The transporter's side of delivery requests: the board (every store's pending requests while
 * they are available, and their own; verified transporters only), the preview board of those not
 * yet verified (where the work is, nothing personal) and their earnings summary. Moves are in
 * state-machine.ts.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DeliveryPreview,
  DeliveryRequest,
  TransporterSummary,
} from '../../../common/contracts/deliveries.ts';
import type { Db } from '../../db/client.ts';
import { deliveryRequests, orders, transporterProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireTransporterProfile, requireVerifiedTransporter } from '../transporters/index.ts';
import { requestFields, transporterOf, transporterUser } from './request-view.ts';

/** How many requests the board shows at most: the newest. */
export const BOARD_LIMIT = 100;

/** The transporter's own requests stay on their board in these states. */
const OWN_BOARD_STATUSES = ['accepted', 'in_progress', 'completed'];

const storeUser = alias(users, 'store_user');

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
    ...requestFields(r, transporterOf(r, row.transporterName, row.transporterPhone)),
    orderId: r.orderId,
    orderReference: row.orderReference,
    store: { id: r.storeId, name: row.storeName, phone: row.storePhone },
    // The buyer's name and phone go only to the transporter carrying the parcel.
    recipient: mine ? { name: row.customerName, phone: row.customerPhone } : null,
  };
}

/** One request as the board shows it to `viewerId` (after a move). */
export async function boardRequest(db: Db, id: number, viewerId: number): Promise<DeliveryRequest> {
  const [row] = await selectBoard(db, eq(deliveryRequests.id, id), 1);
  if (!row) throw new AppError('NOT_FOUND', 'delivery.notFound');
  return toBoardRequest(row, viewerId);
}

/**
 * The transporter's board: pending requests of every store while they are available, and their
 * own accepted, in-progress and completed ones; newest first. Verified transporters only.
 */
export async function listTransporterRequests(
  db: Db,
  transporterId: number,
): Promise<DeliveryRequest[]> {
  const profile = await requireVerifiedTransporter(db, transporterId);
  const own = and(
    eq(deliveryRequests.transporterId, transporterId),
    inArray(deliveryRequests.status, OWN_BOARD_STATUSES),
  );
  const where = profile.isAvailable ? or(eq(deliveryRequests.status, 'pending'), own) : own;
  const rows = await selectBoard(db, where, BOARD_LIMIT);
  return rows.map((row) => toBoardRequest(row, transporterId));
}

/**
 * The board as a transporter awaiting verification sees it (any status, a profile needed): the
 * pending requests the full board would list, with governorates, amount and dates only; no
 * address, name, phone or package, which only verified transporters may read.
 */
export async function listDeliveryPreviews(
  db: Db,
  transporterId: number,
): Promise<DeliveryPreview[]> {
  const profile = await requireTransporterProfile(db, transporterId);
  if (!profile.isAvailable) return [];
  const rows = await db
    .select({
      id: deliveryRequests.id,
      pickupGovernorate: storeUser.storeGovernorate,
      deliveryGovernorate: orders.shippingGovernorate,
      requestedDeliveryDate: deliveryRequests.requestedDeliveryDate,
      paymentAmount: deliveryRequests.paymentAmount,
      createdAt: deliveryRequests.createdAt,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(storeUser, eq(storeUser.id, deliveryRequests.storeId))
    .where(eq(deliveryRequests.status, 'pending'))
    .orderBy(desc(deliveryRequests.createdAt), desc(deliveryRequests.id))
    .limit(BOARD_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
