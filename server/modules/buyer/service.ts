/**
 * The buyer's own area: their orders in every store, and their conversations with the stores.
 * A buyer is linked to a store's customer record (customers.user_id) or to an order directly
 * (orders.buyer_user_id); nothing of any other buyer is ever read here.
 */
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { BuyerConversation, BuyerOrder } from '../../../common/types.ts';
import type { Db } from '../../db/client.ts';
import { customers, messages, orderItems, orders, users } from '../../db/schema.ts';

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
