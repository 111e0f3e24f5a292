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

/**
 * What the header bell lists (issue 15), each written for one reader and linking to what it is
 * about. The words are the client's, in the reader's language, from the kind and its params.
 */
export const NOTIFICATION_KINDS = [
  /** To the seller: a buyer placed an order on the marketplace. */
  'order_new',
  /** To the seller: a customer wrote (Contact Seller, a buyer's or a guest's reply). */
  'message_new',
  /** To the seller: a transporter accepted, started, completed or failed one of its deliveries. */
  'delivery_accepted',
  'delivery_started',
  'delivery_completed',
  'delivery_failed',
  /** To a buyer with an account: one of their orders changed status. */
  'order_status',
  /** To a buyer with an account: a store answered them. */
  'message_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What the live stream (GET /api/events) tells a signed-in screen: enough to refresh the right
 * lists at once, never the data itself (screens read it through the API, with its checks).
 */
export const LIVE_EVENT_KINDS = [
  /** A new notification for this reader (the bell, and a toast). */
  'notification',
  /** An order of this store (or of this buyer) was placed or changed. */
  'order',
  /** A message in one of this reader's conversations. */
  'message',
  /** A delivery request this reader takes part in changed. */
  'delivery',
  /** The transporters' board changed (a request was posted, taken, released or withdrawn). */
  'board',
  /** Cash changed hands (a collection, a hand-over declared, confirmed or disputed). */
  'cash',
  /** The session was ended elsewhere (password reset, sign-out): the stream closes. */
  'session_ended',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The emails Hanout sends (issue 15). Every kind but password_reset can be turned off, in the
 * profile or by the one-click unsubscribe link of any email of that kind.
 */
export const EMAIL_KINDS = [
  /** To the seller: a new marketplace order. */
  'order_new',
  /** To the seller: a new message from a customer. */
  'message_new',
  /** To the buyer who gave an email at checkout: their order, its tracking link and code. */
  'order_confirmation',
  /** To that buyer: each status change of the order. */
  'order_status',
  /** To a guest who gave an email, or a buyer: the store answered. */
  'message_reply',
  /** To the account's owner, on request: a link to choose a new password. */
  'password_reset',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** The kinds one may turn off: a password reset is only ever sent because its owner asked. */
export const OPTIONAL_EMAIL_KINDS = EMAIL_KINDS.filter(
  (kind): kind is Exclude<EmailKind, 'password_reset'> => kind !== 'password_reset',
);
export type OptionalEmailKind = Exclude<EmailKind, 'password_reset'>;
/** The kinds a seller's profile offers, and a buyer's. */
export const SELLER_EMAIL_KINDS = [
  'order_new',
  'message_new',
] as const satisfies OptionalEmailKind[];
export const BUYER_EMAIL_KINDS = [
  'order_confirmation',
  'order_status',
  'message_reply',
] as const satisfies OptionalEmailKind[];

/**
 * The seller's WhatsApp messages to a buyer from an order (issue 15), each a template the seller
 * may rewrite in the profile; the default is in the seller's language.
 */
export const WHATSAPP_TEMPLATE_KINDS = ['confirmed', 'shipped', 'on_the_way', 'delivered'] as const;
export type WhatsappTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];
/** The placeholders a template may use, filled from the order: {name}, {reference}… */
export const WHATSAPP_PLACEHOLDERS = [
  'name',
  'reference',
  'store',
  'total',
  'transporter',
  'tracking',
] as const;
export type WhatsappPlaceholder = (typeof WHATSAPP_PLACEHOLDERS)[number];
