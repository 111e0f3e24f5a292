/**
 * The buyer's own area: their orders in every store, and their conversations with the stores.
 * A buyer is linked to a store's customer record (customers.user_id) or to an order directly
 * (orders.buyer_user_id); nothing of any other buyer is ever read here.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  BuyerConversation,
  BuyerOrder,
  TrackedOrder,
} from '../../../common/contracts/buyer.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages, orderItems, orders, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

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
    itemsCount: order.itemsCount,
    orderDate: order.orderDate.toISOString(),
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

async function trackedOrder(db: Db, where: SQL | undefined): Promise<TrackedOrder | null> {
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
  return {
    id: order.id,
    reference: order.reference,
    store: { id: order.storeId, name: row.storeName, phone: row.storePhone },
    status: order.status,
    totalAmount: order.totalAmount,
    itemsCount: order.itemsCount,
    orderDate: order.orderDate.toISOString(),
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
  const order = await trackedOrder(db, and(eq(orders.id, id), belongsToBuyer(userId)));
  if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
  return order;
}

/**
 * A guest follows an order with its reference and the phone given at checkout. Both must match:
 * a reference alone, read over someone's shoulder, shows nothing.
 */
export async function trackOrder(
  db: Db,
  input: { reference: string; phone: string },
): Promise<TrackedOrder> {
  const order = await trackedOrder(
    db,
    and(eq(orders.reference, input.reference), eq(orders.customerPhone, input.phone)),
  );
  if (!order) throw new AppError('NOT_FOUND', 'track.notFound');
  return order;
}
