/** Enumerations shared by the database constraints, the API schemas and the screens. */

/** The account types anyone can register as. */
export const REGISTRABLE_USER_TYPES = ['business', 'customer', 'transporter'] as const;
export type RegistrableUserType = (typeof REGISTRABLE_USER_TYPES)[number];
/**
 * Every account type: operators (`admin`) run the marketplace and are only ever made by
 * `npm run admin:create`, never by registration.
 */
export const USER_TYPES = [...REGISTRABLE_USER_TYPES, 'admin'] as const;
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
  'returned',
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
  'failed',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A request in one of these states blocks a second request for the same order. */
export const OPEN_DELIVERY_STATUSES = ['pending', 'accepted', 'in_progress'] as const;

/** Why a transporter could not hand a parcel over (issue 14): the order becomes returned. */
export const DELIVERY_FAILURE_REASONS = [
  'buyer_absent',
  'refused',
  'wrong_address',
  'other',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/**
 * A transporter's declared hand-over of collected cash to a store: declared until the seller
 * confirms receipt or disputes it (a dispute is for the operators).
 */
export const CASH_HANDOVER_STATUSES = ['declared', 'confirmed', 'disputed'] as const;
export type CashHandoverStatus = (typeof CASH_HANDOVER_STATUSES)[number];

/** Who a released or withdrawn accepted request was taken back from, and how (the transporter is told). */
export const DELIVERY_RELEASE_KINDS = ['released', 'withdrawn'] as const;
export type DeliveryReleaseKind = (typeof DELIVERY_RELEASE_KINDS)[number];

/**
 * Where a transporter stands with the operators: every profile starts pending; only a verified
 * transporter sees addresses and phones on the board and moves requests (issue 13).
 */
export const TRANSPORTER_VERIFICATION_STATUSES = [
  'pending',
  'verified',
  'rejected',
  'suspended',
] as const;
export type TransporterVerificationStatus = (typeof TRANSPORTER_VERIFICATION_STATUSES)[number];

/** What a visitor can report on a product or a store. */
export const REPORT_REASONS = ['counterfeit', 'forbidden', 'wrong_info', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TARGETS = ['product', 'store'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** open until an operator acts: actioned (the product hidden, the store suspended) or dismissed. */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every operator action the audit log records. */
export const ADMIN_ACTIONS = [
  'verify',
  'reject',
  'suspend',
  'restore',
  'hide',
  'unhide',
  'dismiss',
  'handle',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_TARGETS = [
  'transporter',
  'store',
  'product',
  'report',
  'contact_message',
] as const;
export type AdminTarget = (typeof ADMIN_TARGETS)[number];
