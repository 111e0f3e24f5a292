/**
 * The demo's header bell (issue 15): a few notifications for the demo seller and the demo buyer,
 * about their own seeded orders, messages and deliveries, the newest unread and the older read,
 * so that the bell shows a badge, unread dots and a history at first sign-in.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paths } from '../../common/routes.ts';
import type { Db } from './client.ts';
import { customers, deliveryRequests, messages, notifications, orders, users } from './schema.ts';

const MINUTE = 60 * 1000;

type Row = typeof notifications.$inferInsert;

/** Inserts them in tx, after the orders, messages and deliveries; answers how many. */
export async function insertDemoNotifications(
  tx: Db,
  context: { sellerId: number; buyerId: number; now: Date },
): Promise<number> {
  const { sellerId, buyerId, now } = context;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const rows: Row[] = [];
  const add = (
    userId: number,
    minutesAgo: number,
    read: boolean,
    notification: Pick<Row, 'kind' | 'params' | 'link'>,
  ) => {
    const createdAt = at(minutesAgo);
    rows.push({ userId, ...notification, createdAt, readAt: read ? createdAt : null });
  };

  // --- the seller: their newest orders, a customer's message, a transporter's moves
  const sellerOrders = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      customerName: orders.customerName,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.storeId, sellerId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(3);
  sellerOrders.forEach((order, i) => {
    add(sellerId, 20 + i * 240, i > 0, {
      kind: 'order_new',
      params: { reference: order.reference, customerName: order.customerName, total: order.total },
      link: paths.orders.view(order.id),
    });
  });
  const [message] = await tx
    .select({ content: messages.content, customerName: customers.name })
    .from(messages)
    .innerJoin(customers, eq(customers.id, messages.customerId))
    .where(and(eq(messages.storeId, sellerId), eq(messages.direction, 'inbound')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (message) {
    const excerpt =
      message.content.length > 140 ? `${message.content.slice(0, 139)}…` : message.content;
    add(sellerId, 45, false, {
      kind: 'message_new',
      params: { customerName: message.customerName, excerpt },
      link: paths.messages,
    });
  }
  const transporter = alias(users, 'transporter');
  const [delivery] = await tx
    .select({
      orderId: deliveryRequests.orderId,
      reference: orders.reference,
      transporterName: transporter.fullName,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .innerJoin(transporter, eq(transporter.id, deliveryRequests.transporterId))
    .where(
      and(
        eq(deliveryRequests.storeId, sellerId),
        eq(deliveryRequests.status, 'completed'),
        isNotNull(deliveryRequests.transporterId),
      ),
    )
    .orderBy(desc(deliveryRequests.id))
    .limit(1);
  if (delivery) {
    const about = {
      params: { reference: delivery.reference, transporterName: delivery.transporterName },
      link: paths.orders.view(delivery.orderId),
    };
    add(sellerId, 1500, true, { kind: 'delivery_accepted', ...about });
    add(sellerId, 1440, true, { kind: 'delivery_started', ...about });
    add(sellerId, 1380, true, { kind: 'delivery_completed', ...about });
  }

  // --- the buyer: where their orders stand, and a store's answer
  const buyerOrders = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      storeName: users.storeName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.storeId))
    .where(eq(orders.buyerUserId, buyerId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(2);
  buyerOrders.forEach((order, i) => {
    add(buyerId, 90 + i * 1440, i > 0, {
      kind: 'order_status',
      params: {
        reference: order.reference,
        storeName: order.storeName ?? '',
        status: order.status,
      },
      link: paths.myOrder(order.id),
    });
  });
  const [storeOfBuyer] = buyerOrders;
  if (storeOfBuyer) {
    add(buyerId, 30, false, {
      kind: 'message_reply',
      params: {
        storeName: storeOfBuyer.storeName ?? '',
        excerpt: 'Merci pour votre commande ! Elle part demain matin.',
      },
      link: paths.dashboard,
    });
  }

  if (rows.length === 0) return 0;
  // Oldest first, so that ids follow the dates (the bell pages by id).
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  await tx.insert(notifications).values(rows);
  return rows.length;
}
