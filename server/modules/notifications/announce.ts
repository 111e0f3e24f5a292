/**
 * Who is told what (issue 15): each happening tells the people concerned, in the transaction of
 * the change, through the bell (notifications), the live streams (publishLive) and email
 * (queueEmail). A rollback tells nobody; a commit tells everyone at once. Each call costs a few
 * inserts and at most a couple of reads, never a loop over many accounts: the transporters' board
 * is one live event for the audience 'transporter'.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { languageOf } from '../../../common/constants.ts';
import type { OrderStatus } from '../../../common/enums.ts';
import { paths } from '../../../common/routes.ts';
import type { Db } from '../../db/client.ts';
import { customers, deliveryRequests, orders, users } from '../../db/schema.ts';
import { guestReplyRecipients } from '../conversations/index.ts';
import { queueEmail, queuedEmailSql } from '../email/index.ts';
import { liveEventSql, publishLive } from '../live/index.ts';
import { createNotification, notificationSql, readMessageNotifications } from './service.ts';

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

/** The order announceOrderPlaced tells of, as its writer just wrote it: nothing is read again. */
export interface PlacedOrderNews {
  id: number;
  storeId: number;
  buyerUserId: number | null;
  reference: string;
  customerName: string;
  customerPhone: string | null;
  totalAmount: number;
  deliveryFee: number;
  itemsCount: number;
  status: string;
  deliveryCode: string;
  buyerKey: string;
  buyerEmail: string | null;
  buyerLanguage: string;
  /** The order's lines, in their order. */
  items: { name: string; quantity: number; unitPrice: number }[];
}

/** The order's store, as checkout read it (its name, and where and how it is emailed). */
export interface OrderStore {
  name: string;
  email: string;
  language: string;
}

/**
 * A marketplace order was placed (checkout, not a seller's manual order): the seller gets the
 * bell, the live event and the email; the buyer's account the live event, the buyer's email the
 * confirmation with the tracking link and the delivery code. One statement for all of it.
 */
export async function announceOrderPlaced(
  tx: Db,
  order: PlacedOrderNews,
  store: OrderStore,
  deliveryDays: { min: number; max: number },
): Promise<void> {
  const orderPath = paths.orders.view(order.id);
  const live = { orderId: order.id, status: order.status };
  const parts = [
    notificationSql(
      'bell',
      order.storeId,
      'order_new',
      { reference: order.reference, customerName: order.customerName, total: order.totalAmount },
      orderPath,
    ),
    liveEventSql('seller_event', { userId: order.storeId }, 'order', live),
    queuedEmailSql('seller_email', {
      template: 'order_new',
      to: store.email,
      language: languageOf(store.language),
      data: {
        storeName: store.name,
        reference: order.reference,
        customerName: order.customerName,
        total: order.totalAmount,
        itemsCount: order.itemsCount,
        orderPath,
      },
    }),
  ];
  if (order.buyerUserId !== null) {
    parts.push(liveEventSql('buyer_event', { userId: order.buyerUserId }, 'order', live));
  }
  if (order.buyerEmail) {
    parts.push(
      queuedEmailSql('buyer_email', {
        template: 'order_confirmation',
        to: order.buyerEmail,
        language: languageOf(order.buyerLanguage),
        data: {
          storeName: store.name,
          reference: order.reference,
          customerName: order.customerName,
          items: order.items.map(({ name, quantity, unitPrice }) => ({
            name,
            quantity,
            unitPrice,
          })),
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
      }),
    );
  }
  await writeTogether(tx, parts);
}

/**
 * The parts of several modules' writes (notificationSql, liveEventSql, queuedEmailSql) as one
 * statement: every part's CTEs, then every part's NOTIFY as one UNION ALL, in the parts' order
 * (the events' ids and NOTIFYs come in that order, as they would one statement each).
 */
async function writeTogether(tx: Db, parts: { ctes: SQL[]; notify: SQL }[]): Promise<void> {
  await tx.execute(sql`
    with ${sql.join(
      parts.flatMap((part) => part.ctes),
      sql`, `,
    )}
    ${sql.join(
      parts.map((part) => part.notify),
      sql` union all `,
    )}`);
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
