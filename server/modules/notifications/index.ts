/**
 * The notification centre (issue 15): the header bell's notifications, and announce.ts, which
 * tells the people concerned of each happening (bell, live streams, email). Other modules use
 * only this file.
 */
export {
  announceCash,
  announceCustomerMessage,
  announceDelivery,
  announceMessagesRead,
  announceOrderPlaced,
  announceOrderStatus,
  announceReply,
  announceWithdrawnWithOrder,
  type DeliveryMove,
  type OrderStore,
  type PlacedOrderNews,
} from './announce.ts';
export { createNotification, type NotificationParams } from './service.ts';
export { notificationRoutes } from './routes.ts';
