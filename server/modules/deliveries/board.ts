/**
 * The transporter's side of delivery requests: the board in three tabs (available work while they
 * are available, what they hold, what they finished), filtered by pickup and drop governorate,
 * sorted and paginated, with each tab's count (verified transporters only); the preview board of
 * those not yet verified (where the work is, nothing personal); and their summary card. Moves are
 * in state-machine.ts.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DeliveryBoard,
  DeliveryPreview,
  DeliveryRelease,
  DeliveryRequest,
  TransporterSummary,
} from '../../../common/contracts/deliveries.ts';
import type { DeliveryStatus } from '../../../common/enums.ts';
import type { BoardQuery, BoardTab } from '../../../common/schemas/delivery.ts';
import type { Db } from '../../db/client.ts';
import {
  deliveryReleases,
  deliveryRequests,
  orders,
  transporterProfiles,
  transporterRatings,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { transporterCashHeld } from '../cash/index.ts';
import { requireTransporterProfile, requireVerifiedTransporter } from '../transporters/index.ts';
import {
  requestFields,
  transporterOf,
  transporterStanding,
  transporterUser,
} from './request-view.ts';

/** How many requests the preview board shows at most: the newest. */
export const BOARD_LIMIT = 100;

/** How many unseen release notices the summary carries: the newest. */
const RELEASES_SHOWN = 20;

/** The transporter's own requests in each of their tabs. */
const TAB_STATUSES = {
  mine: ['accepted', 'in_progress'],
  history: ['completed', 'failed'],
} as const satisfies Record<Exclude<BoardTab, 'available'>, DeliveryStatus[]>;

/** Once picked up (or later), the transporter may call the buyer. */
const PHONE_STATUSES: readonly string[] = ['in_progress', 'completed', 'failed'];

const storeUser = alias(users, 'store_user');

/** The rows of the board with what a transporter needs to decide and to deliver. */
function selectBoard(db: Db) {
  return db
    .select({
      request: deliveryRequests,
      orderReference: orders.reference,
      cashToCollect: orders.totalAmount,
      deliveryGovernorate: orders.shippingGovernorate,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      storeName: storeUser.storeName,
      storePhone: storeUser.storePhone,
      pickupGovernorate: storeUser.storeGovernorate,
      name: transporterUser.fullName,
      phone: transporterProfiles.phoneNumber,
      ...transporterStanding,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(storeUser, eq(storeUser.id, deliveryRequests.storeId))
    .leftJoin(transporterUser, eq(transporterUser.id, deliveryRequests.transporterId))
    .leftJoin(transporterProfiles, eq(transporterProfiles.userId, deliveryRequests.transporterId));
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof selectBoard>['execute']>>[number];

function toBoardRequest(row: BoardRow, viewerId: number): DeliveryRequest {
  const r = row.request;
  const mine = r.transporterId === viewerId && r.status !== 'pending' && r.status !== 'cancelled';
  return {
    ...requestFields(r, transporterOf(r, row)),
    orderId: r.orderId,
    orderReference: row.orderReference,
    store: { id: r.storeId, name: row.storeName, phone: row.storePhone },
    pickupGovernorate: row.pickupGovernorate,
    deliveryGovernorate: row.deliveryGovernorate,
    cashToCollect: row.cashToCollect,
    // The buyer's name goes only to the transporter who took the parcel, the phone once picked up.
    recipient: mine
      ? {
          name: row.customerName,
          phone: PHONE_STATUSES.includes(r.status) ? row.customerPhone : null,
        }
      : null,
  };
}

/** One request as the board shows it to `viewerId` (after a move). */
export async function boardRequest(db: Db, id: number, viewerId: number): Promise<DeliveryRequest> {
  const [row] = await selectBoard(db).where(eq(deliveryRequests.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'delivery.notFound');
  return toBoardRequest(row, viewerId);
}

/** Which requests each tab holds for this transporter. */
function tabWhere(tab: BoardTab, transporterId: number, isAvailable: boolean): SQL {
  if (tab === 'available') {
    // Someone away from new work sees none of it.
    return isAvailable ? sql`${deliveryRequests.status} = 'pending'` : sql`false`;
  }
  const own = and(
    eq(deliveryRequests.transporterId, transporterId),
    inArray(deliveryRequests.status, [...TAB_STATUSES[tab]]),
  );
  return own ?? sql`false`;
}

/**
 * GET /api/delivery-requests: one tab of the board, a page at a time, each tab's count under the
 * same governorate filters. Verified transporters only.
 */
export async function listTransporterRequests(
  db: Db,
  transporterId: number,
  query: BoardQuery,
): Promise<DeliveryBoard> {
  const profile = await requireVerifiedTransporter(db, transporterId);
  const filters = and(
    query.pickup ? eq(storeUser.storeGovernorate, query.pickup) : undefined,
    query.drop ? eq(orders.shippingGovernorate, query.drop) : undefined,
  );
  const where = (tab: BoardTab) => tabWhere(tab, transporterId, profile.isAvailable);
  // Every tab lies within the pending requests (when available) and the transporter's own: the
  // counts read only those rows (status and transporter indexes), not the whole table.
  const own = eq(deliveryRequests.transporterId, transporterId);
  const anyTab = profile.isAvailable ? or(eq(deliveryRequests.status, 'pending'), own) : own;
  const [countRow] = await db
    .select({
      available: sql<number>`count(*) filter (where ${where('available')})::int`,
      mine: sql<number>`count(*) filter (where ${where('mine')})::int`,
      history: sql<number>`count(*) filter (where ${where('history')})::int`,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(storeUser, eq(storeUser.id, deliveryRequests.storeId))
    .where(and(anyTab, filters));
  const counts = {
    available: Number(countRow?.available ?? 0),
    mine: Number(countRow?.mine ?? 0),
    history: Number(countRow?.history ?? 0),
  };
  const order =
    query.sort === 'amount'
      ? [desc(deliveryRequests.paymentAmount), desc(deliveryRequests.createdAt)]
      : [desc(deliveryRequests.createdAt)];
  const rows = await selectBoard(db)
    .where(and(where(query.tab), filters))
    .orderBy(...order, desc(deliveryRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => toBoardRequest(row, transporterId)),
    total: counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
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

/** Requests their stores took back from the transporter, not yet dismissed, newest first. */
async function unseenReleases(db: Db, transporterId: number): Promise<DeliveryRelease[]> {
  const rows = await db
    .select({
      id: deliveryReleases.id,
      requestId: deliveryReleases.requestId,
      orderReference: orders.reference,
      storeName: storeUser.storeName,
      kind: deliveryReleases.kind,
      at: deliveryReleases.createdAt,
    })
    .from(deliveryReleases)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryReleases.requestId))
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(storeUser, eq(storeUser.id, deliveryReleases.storeId))
    .where(and(eq(deliveryReleases.transporterId, transporterId), isNull(deliveryReleases.seenAt)))
    .orderBy(desc(deliveryReleases.createdAt), desc(deliveryReleases.id))
    .limit(RELEASES_SHOWN);
  return rows.map((row) => ({
    ...row,
    kind: row.kind === 'withdrawn' ? 'withdrawn' : 'released',
    at: row.at.toISOString(),
  }));
}

/**
 * The summary card: counts, earnings (completed deliveries and failed ones their seller did not
 * dispute) summed in SQL so that the dinars stay exact, the cash they hold, sellers' ratings and
 * the unseen release notices.
 */
export async function transporterSummary(
  db: Db,
  transporterId: number,
): Promise<TransporterSummary> {
  await requireTransporterProfile(db, transporterId);
  const status = deliveryRequests.status;
  const [row] = await db
    .select({
      completedCount: sql<number>`count(*) filter (where ${status} = 'completed')::int`,
      activeCount: sql<number>`count(*) filter (where ${status} in ('accepted', 'in_progress'))::int`,
      failedCount: sql<number>`count(*) filter (where ${status} = 'failed')::int`,
      earnings: sql<string>`coalesce(sum(${deliveryRequests.paymentAmount}) filter (where ${status} = 'completed' or (${status} = 'failed' and ${deliveryRequests.paymentDisputedAt} is null)), 0)::text`,
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.transporterId, transporterId));
  const [rating] = await db
    .select({
      average: sql<string | null>`round(avg(${transporterRatings.stars})::numeric, 2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(transporterRatings)
    .where(eq(transporterRatings.transporterId, transporterId));
  return {
    completedCount: Number(row?.completedCount ?? 0),
    activeCount: Number(row?.activeCount ?? 0),
    failedCount: Number(row?.failedCount ?? 0),
    earnings: Number(row?.earnings ?? 0),
    cashHeld: await transporterCashHeld(db, transporterId),
    rating: {
      average: rating?.average == null ? null : Number(rating.average),
      count: Number(rating?.count ?? 0),
    },
    releases: await unseenReleases(db, transporterId),
  };
}

/** POST /api/transporter/releases/seen: every notice of theirs dismissed at once. */
export async function markReleasesSeen(db: Db, transporterId: number): Promise<void> {
  await requireTransporterProfile(db, transporterId);
  await db
    .update(deliveryReleases)
    .set({ seenAt: new Date() })
    .where(and(eq(deliveryReleases.transporterId, transporterId), isNull(deliveryReleases.seenAt)));
}
