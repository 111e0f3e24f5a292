/**
 * Who is told what (issue 15): each happening tells the people concerned, in the transaction of
 * the change, through the bell (notifications), the live streams (publishLive) and email
 * (queueEmail). A rollback tells nobody; a commit tells everyone at once. Each call costs a few
 * inserts and at most a couple of reads, never a loop over many accounts: the transporters' board
 * is one live event for the audience 'transporter'.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { languageOf } from '../../../common/constants.ts';
import type { OrderStatus } from '../../../common/enums.ts';
import { paths } from '../../../common/routes.ts';
import type { Db } from '../../db/client.ts';
import { customers, deliveryRequests, orderItems, orders, users } from '../../db/schema.ts';
import { guestReplyRecipients } from '../conversations/index.ts';
import { queueEmail } from '../email/index.ts';
import { publishLive } from '../live/index.ts';
import { createNotification, readMessageNotifications } from './service.ts';

/** The first words of a message, for a notification or an email. */
const EXCERPT_LENGTH = 140;

export function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** Statuses after which the parcel is no longer to be handed over: no delivery code any more. */
const CODE_NO_LONGER_NEEDED: readonly OrderStatus[] = [
  'delivered',
  'completed',
  'cancelled',
  'returned',
];

/**
 * A marketplace order was placed (checkout, not a seller's manual order): the seller gets the
 * bell, the live event and the email; the buyer's account the live event, the buyer's email the
 * confirmation with the tracking link and the delivery code.
 */
export async function announceOrderPlaced(
  tx: Db,
  orderId: number,
  deliveryDays: { min: number; max: number },
): Promise<void> {
  const [order] = await tx
    .select({
      id: orders.id,
      storeId: orders.storeId,
      buyerUserId: orders.buyerUserId,
      reference: orders.reference,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      totalAmount: orders.totalAmount,
      deliveryFee: orders.deliveryFee,
      itemsCount: orders.itemsCount,
      status: orders.status,
      deliveryCode: orders.deliveryCode,
      buyerKey: orders.buyerKey,
      buyerEmail: orders.buyerEmail,
      buyerLanguage: orders.buyerLanguage,
      storeName: users.storeName,
      storeEmail: users.email,
      storeLanguage: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const storeName = order.storeName ?? '';
  const orderPath = paths.orders.view(order.id);
  const live = { orderId: order.id, status: order.status };
  await createNotification(
    tx,
    order.storeId,
    'order_new',
    { reference: order.reference, customerName: order.customerName, total: order.totalAmount },
    orderPath,
  );
  await publishLive(tx, { userId: order.storeId }, 'order', live);
  await queueEmail(tx, {
    template: 'order_new',
    to: order.storeEmail,
    language: languageOf(order.storeLanguage),
    data: {
      storeName,
      reference: order.reference,
      customerName: order.customerName,
      total: order.totalAmount,
      itemsCount: order.itemsCount,
      orderPath,
    },
  });
  if (order.buyerUserId !== null) {
    await publishLive(tx, { userId: order.buyerUserId }, 'order', live);
  }
  if (order.buyerEmail) {
    const items = await tx
      .select({
        name: orderItems.productName,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    await queueEmail(tx, {
      template: 'order_confirmation',
      to: order.buyerEmail,
      language: languageOf(order.buyerLanguage),
      data: {
        storeName,
        reference: order.reference,
        customerName: order.customerName,
        items,
        subtotal: Math.round((order.totalAmount - order.deliveryFee) * 1000) / 1000,
        deliveryFee: order.deliveryFee,
        total: order.totalAmount,
        deliveryDaysMin: deliveryDays.min,
        deliveryDaysMax: deliveryDays.max,
        deliveryCode: order.deliveryCode,
        trackingPath: paths.marketplace.track({
          reference: order.reference,
          phone: order.customerPhone ?? undefined,
          key: order.buyerKey,
        }),
      },
    });
  }
}

/** What announceOrderStatus reads of the order (the lifecycle's locked row). */
interface StatusOrder {
  id: number;
  storeId: number;
  buyerUserId: number | null;
  reference: string;
  customerPhone: string | null;
  deliveryCode: string;
  buyerKey: string;
  buyerEmail: string | null;
  buyerLanguage: string;
}

/**
 * An order changed status (the lifecycle's one writer): the seller's screens refresh; the buyer's
 * account gets the bell and the live event, the buyer's email the new status (with the delivery
 * code while the parcel is still to be handed over, and the transporter's name once one carries it).
 */
export async function announceOrderStatus(
  tx: Db,
  order: StatusOrder,
  status: OrderStatus,
): Promise<void> {
  const live = { orderId: order.id, status };
  await publishLive(tx, { userId: order.storeId }, 'order', live);
  if (order.buyerUserId === null && !order.buyerEmail) return;
  const [store] = await tx
    .select({ storeName: users.storeName })
    .from(users)
    .where(eq(users.id, order.storeId));
  const storeName = store?.storeName ?? '';
  if (order.buyerUserId !== null) {
    await createNotification(
      tx,
      order.buyerUserId,
      'order_status',
      { reference: order.reference, storeName, status },
      paths.myOrder(order.id),
    );
    await publishLive(tx, { userId: order.buyerUserId }, 'order', live);
  }
  if (order.buyerEmail) {
    const transporter = alias(users, 'transporter');
    const [carrier] = await tx
      .select({ name: transporter.fullName })
      .from(deliveryRequests)
      .innerJoin(transporter, eq(transporter.id, deliveryRequests.transporterId))
      .where(and(eq(deliveryRequests.orderId, order.id), isNotNull(deliveryRequests.transporterId)))
      .orderBy(desc(deliveryRequests.id))
      .limit(1);
    await queueEmail(tx, {
      template: 'order_status',
      to: order.buyerEmail,
      language: languageOf(order.buyerLanguage),
      data: {
        storeName,
        reference: order.reference,
        status,
        deliveryCode: CODE_NO_LONGER_NEEDED.includes(status) ? null : order.deliveryCode,
        transporterName: carrier?.name ?? null,
        trackingPath: paths.marketplace.track({
          reference: order.reference,
          phone: order.customerPhone ?? undefined,
          key: order.buyerKey,
        }),
      },
    });
  }
}

/**
 * A customer wrote to the store (Contact Seller, a buyer's or a guest's answer): the seller gets
 * the bell, the live event and the email. `senderName`: who the guest said they were, if given.
 */
export async function announceCustomerMessage(
  tx: Db,
  storeId: number,
  customerId: number,
  content: string,
  senderName: string | null,
): Promise<void> {
  const [row] = await tx
    .select({
      customerName: customers.name,
      storeName: users.storeName,
      storeEmail: users.email,
      storeLanguage: users.language,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.storeId))
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
  if (!row) return;
  const customerName = senderName ?? row.customerName;
  const excerpt = excerptOf(content);
  // customerId: reading that customer's messages reads this too (announceMessagesRead).
  await createNotification(
    tx,
    storeId,
    'message_new',
    { customerName, excerpt, customerId },
    paths.messages,
  );
  await publishLive(tx, { userId: storeId }, 'message', { customerId });
  await queueEmail(tx, {
    template: 'message_new',
    to: row.storeEmail,
    language: languageOf(row.storeLanguage),
    data: { storeName: row.storeName ?? '', customerName, excerpt, messagesPath: paths.messages },
  });
}

/**
 * The store answered a customer: a customer with an account gets the bell, the live event and an
 * email pointing to their area; every email of the customer's guest links gets the reply with a
 * fresh private link. The store's other screens refresh.
 */
export async function announceReply(
  tx: Db,
  storeId: number,
  customerId: number,
  content: string,
): Promise<void> {
  const store = alias(users, 'store');
  const buyer = alias(users, 'buyer');
  const [row] = await tx
    .select({
      storeName: store.storeName,
      buyerId: buyer.id,
      buyerType: buyer.userType,
      buyerEmail: buyer.email,
      buyerLanguage: buyer.language,
    })
    .from(customers)
    .innerJoin(store, eq(store.id, customers.storeId))
    .leftJoin(buyer, eq(buyer.id, customers.userId))
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
  if (!row) return;
  const storeName = row.storeName ?? '';
  const excerpt = excerptOf(content);
  // Answered is read: the store's bell drops that customer's messages (its screens refetch the
  // bell on this 'message' event).
  await readMessageNotifications(tx, storeId, customerId);
  await publishLive(tx, { userId: storeId }, 'message', { customerId });
  let accountEmail: string | null = null;
  if (row.buyerId !== null && row.buyerType === 'customer') {
    await createNotification(
      tx,
      row.buyerId,
      'message_reply',
      { storeName, excerpt },
      paths.dashboard,
    );
    await publishLive(tx, { userId: row.buyerId }, 'message', { customerId });
    if (row.buyerEmail) {
      accountEmail = row.buyerEmail.trim().toLowerCase();
      await queueEmail(tx, {
        template: 'message_reply',
        to: row.buyerEmail,
        language: languageOf(row.buyerLanguage),
        data: { storeName, excerpt, conversationPath: paths.dashboard },
      });
    }
  }
  for (const guest of await guestReplyRecipients(tx, storeId, customerId)) {
    // The account's owner already has it, pointing to their area.
    if (guest.email.trim().toLowerCase() === accountEmail) continue;
    await queueEmail(tx, {
      template: 'message_reply',
      to: guest.email,
      language: guest.language,
      data: { storeName, excerpt, conversationPath: paths.marketplace.conversation(guest.token) },
    });
  }
}

/**
 * The store read a customer's messages: that customer's message_new in its bell are read, and its
 * other screens refresh the Messages badge and the bell (the 'message' live event).
 */
export async function announceMessagesRead(
  tx: Db,
  storeId: number,
  customerId: number,
): Promise<void> {
  await readMessageNotifications(tx, storeId, customerId);
  await publishLive(tx, { userId: storeId }, 'message', { customerId });
}

/** The moves of a delivery request the announcements know. */
export type DeliveryMove =
  | 'created'
  | 'accepted'
  | 'in_progress'
  | 'completed'
  | 'failed'
  | 'released'
  | 'withdrawn'
  | 'resolved'
  | 'disputed';

/** A transporter's moves tell the seller through the bell too (the seller's own moves do not). */
const DELIVERY_NOTIFICATION = {
  accepted: 'delivery_accepted',
  in_progress: 'delivery_started',
  completed: 'delivery_completed',
  failed: 'delivery_failed',
} as const;

/** The moves that change what the transporters' board shows. */
const BOARD_MOVES: readonly DeliveryMove[] = ['created', 'accepted', 'released', 'withdrawn'];

/**
 * A delivery request moved: the seller's screens (and bell, for a transporter's move), the
 * transporter concerned (`formerTransporterId` when the move took it from them), and for a move
 * that changes the board one live event for every transporter.
 */
export async function announceDelivery(
  tx: Db,
  requestId: number,
  move: DeliveryMove,
  formerTransporterId: number | null = null,
): Promise<void> {
  const transporter = alias(users, 'transporter');
  const [row] = await tx
    .select({
      id: deliveryRequests.id,
      orderId: deliveryRequests.orderId,
      storeId: deliveryRequests.storeId,
      transporterId: deliveryRequests.transporterId,
      status: deliveryRequests.status,
      reference: orders.reference,
      transporterName: transporter.fullName,
    })
    .from(deliveryRequests)
    .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
    .leftJoin(transporter, eq(transporter.id, deliveryRequests.transporterId))
    .where(eq(deliveryRequests.id, requestId));
  if (!row) return;
  const live = { requestId: row.id, orderId: row.orderId, status: row.status };
  if (move in DELIVERY_NOTIFICATION) {
    await createNotification(
      tx,
      row.storeId,
      DELIVERY_NOTIFICATION[move as keyof typeof DELIVERY_NOTIFICATION],
      { reference: row.reference, transporterName: row.transporterName ?? '' },
      paths.orders.view(row.orderId),
    );
  }
  await publishLive(tx, { userId: row.storeId }, 'delivery', live);
  const carrier = row.transporterId ?? formerTransporterId;
  if (carrier !== null) await publishLive(tx, { userId: carrier }, 'delivery', live);
  if (BOARD_MOVES.includes(move)) {
    await publishLive(tx, { audience: 'transporter' }, 'board', { requestId: row.id });
  }
}

/**
 * Requests nobody had picked up were withdrawn with their order (cancelled, delivered by the
 * seller…): the board changes, and a transporter who had accepted one hears of it.
 */
export async function announceWithdrawnWithOrder(
  tx: Db,
  orderId: number,
  requests: { id: number; storeId: number; transporterId: number | null }[],
): Promise<void> {
  for (const request of requests) {
    const live = { requestId: request.id, orderId, status: 'cancelled' };
    await publishLive(tx, { userId: request.storeId }, 'delivery', live);
    if (request.transporterId !== null) {
      await publishLive(tx, { userId: request.transporterId }, 'delivery', live);
    }
    await publishLive(tx, { audience: 'transporter' }, 'board', { requestId: request.id });
  }
}

/** Cash changed hands (a collection at the door, a hand-over declared or decided). */
export async function announceCash(tx: Db, storeId: number, transporterId: number): Promise<void> {
  await publishLive(tx, { userId: storeId }, 'cash');
  await publishLive(tx, { userId: transporterId }, 'cash');
}
