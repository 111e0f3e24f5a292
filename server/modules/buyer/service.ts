/**
 * The buyer's own area: their orders in every store, and their conversations with the stores.
 * A buyer is linked to a store's customer record (customers.user_id) or to an order directly
 * (orders.buyer_user_id); nothing of any other buyer is ever read here.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BuyerConversation,
  BuyerOrder,
  TrackedOrder,
} from '../../../common/contracts/buyer.ts';
import type { Db } from '../../db/client.ts';
import {
  customers,
  deliveryRequests,
  messages,
  orderItems,
  orders,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type OrderRow = typeof orders.$inferSelect;

/** Orders whose parcel is still to reach the buyer: the code at the door is still of use. */
const CODE_STATUSES: readonly string[] = ['processing', 'shipped'];

/**
 * The delivery code, shown only to the buyer (never to the seller or a transporter: it is the
 * proof the parcel reached the buyer), and only while the order is still on its way. `isBuyer`:
 * the reader proved they are the buyer (signed in as them, or holding the order's buyer key).
 */
function deliveryCodeOf(order: OrderRow, isBuyer: boolean): string | null {
  return isBuyer && CODE_STATUSES.includes(order.status) ? order.deliveryCode : null;
}

/**
 * Whether `key` is the order's buyer key, compared in constant time. The reference and phone are
 * no proof of being the buyer: the seller has both, and the transporter reads them on the board.
 */
function holdsBuyerKey(order: OrderRow, key: string | undefined): boolean {
  if (!key) return false;
  const given = Buffer.from(key);
  const expected = Buffer.from(order.buyerKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const carrier = alias(users, 'carrier');

/** The order's latest delivery request as its buyer sees it; null when none, or withdrawn. */
async function trackedDelivery(db: Db, orderId: number): Promise<TrackedOrder['delivery']> {
  const [row] = await db
    .select({
      status: deliveryRequests.status,
      transporterName: carrier.fullName,
      failureReason: deliveryRequests.failureReason,
    })
    .from(deliveryRequests)
    .leftJoin(carrier, eq(carrier.id, deliveryRequests.transporterId))
    .where(eq(deliveryRequests.orderId, orderId))
    .orderBy(desc(deliveryRequests.id))
    .limit(1);
  if (!row || row.status === 'cancelled') return null;
  return row;
}

export async function listBuyerOrders(db: Db, userId: number): Promise<BuyerOrder[]> {
  const linkedCustomers = db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, userId));
  const rows = await db
    .select({ order: orders, storeName: users.storeName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.storeId))
    .where(or(eq(orders.buyerUserId, userId), inArray(orders.customerId, linkedCustomers)))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(100);
  const ids = rows.map((row) => row.order.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map(({ order, storeName }) => ({
    id: order.id,
    reference: order.reference,
    store: { id: order.storeId, name: storeName },
    status: order.status,
    totalAmount: order.totalAmount,
    deliveryFee: order.deliveryFee,
    itemsCount: order.itemsCount,
    orderDate: order.orderDate.toISOString(),
    deliveryCode: deliveryCodeOf(order, true),
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        productName: line.productName,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
  }));
}

export async function listBuyerConversations(db: Db, userId: number): Promise<BuyerConversation[]> {
  const rows = await db
    .select({ message: messages, storeId: customers.storeId, storeName: users.storeName })
    .from(messages)
    .innerJoin(customers, eq(customers.id, messages.customerId))
    .innerJoin(users, eq(users.id, customers.storeId))
    .where(eq(customers.userId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);
  const byStore = new Map<number, BuyerConversation>();
  for (const { message, storeId, storeName } of rows) {
    const conversation = byStore.get(storeId) ?? {
      store: { id: storeId, name: storeName },
      messages: [],
    };
    conversation.messages.push({
      id: message.id,
      content: message.content,
      direction: message.direction,
      createdAt: message.createdAt.toISOString(),
    });
    byStore.set(storeId, conversation);
  }
  // The store that wrote last comes first.
  return [...byStore.values()].sort((a, b) =>
    (b.messages.at(-1)?.createdAt ?? '').localeCompare(a.messages.at(-1)?.createdAt ?? ''),
  );
}

/** The orders a buyer account may read: placed signed in, or through its linked customer records. */
const belongsToBuyer = (userId: number) =>
  or(
    eq(orders.buyerUserId, userId),
    inArray(
      orders.customerId,
      // A subquery, so that it stays one round trip.
      sql`(select ${customers.id} from ${customers} where ${customers.userId} = ${userId})`,
    ),
  );

/** `showCode(order)`: whether this reader may see the order's delivery code. */
async function trackedOrder(
  db: Db,
  where: SQL | undefined,
  showCode: (order: OrderRow) => boolean,
): Promise<TrackedOrder | null> {
  const [row] = await db
    .select({ order: orders, storeName: users.storeName, storePhone: users.storePhone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.storeId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { order } = row;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const delivery = await trackedDelivery(db, order.id);
  return {
    id: order.id,
    reference: order.reference,
    store: { id: order.storeId, name: row.storeName, phone: row.storePhone },
    status: order.status,
    totalAmount: order.totalAmount,
    deliveryFee: order.deliveryFee,
    itemsCount: order.itemsCount,
    orderDate: order.orderDate.toISOString(),
    deliveryCode: deliveryCodeOf(order, showCode(order)),
    delivery,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    shippingGovernorate: order.shippingGovernorate,
    paymentMethod: order.paymentMethod,
    note: order.note,
    statusHistory: order.statusHistory,
    items: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  };
}

/** GET /api/my/orders/:id: one of the buyer's own orders; anyone else's answers 404. */
export async function getBuyerOrder(db: Db, userId: number, id: number): Promise<TrackedOrder> {
  const order = await trackedOrder(db, and(eq(orders.id, id), belongsToBuyer(userId)), () => true);
  if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
  return order;
}

/**
 * A guest follows an order with its reference and the phone given at checkout. Both must match:
 * a reference alone, read over someone's shoulder, shows nothing. The delivery code comes only
 * with the buyer key of their tracking link (the seller and the transporter know reference and
 * phone too).
 */
export async function trackOrder(
  db: Db,
  input: { reference: string; phone: string; key?: string | undefined },
): Promise<TrackedOrder> {
  const order = await trackedOrder(
    db,
    and(eq(orders.reference, input.reference), eq(orders.customerPhone, input.phone)),
    (row) => holdsBuyerKey(row, input.key),
  );
  if (!order) throw new AppError('NOT_FOUND', 'track.notFound');
  return order;
}
