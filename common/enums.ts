/** Enumerations shared by the database constraints, the API schemas and the screens. */

export const USER_TYPES = ['business', 'customer', 'transporter'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PRODUCT_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * The moves between order statuses are the order lifecycle's (server/modules/order-lifecycle);
 * screens get an order's allowed moves from the server, as allowedTransitions.
 */
export const ORDER_STATUSES = [
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash_on_delivery', 'bank_transfer', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MESSAGE_STATUSES = ['unread', 'awaiting', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** inbound: written by the customer to the store; outbound: the store's reply. */
export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const DELIVERY_STATUSES = [
  'pending',
  'accepted',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A request in one of these states blocks a second request for the same order. */
export const OPEN_DELIVERY_STATUSES = ['pending', 'accepted', 'in_progress'] as const;
