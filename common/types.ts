import type { UserType } from './enums.ts';

/** A user as the API shows it: never a password or its hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  userType: UserType;
  setupCompleted: boolean;
  storeName: string | null;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  createdAt: string;
}

/** A page of a list: the rows, and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Product {
  id: number;
  storeId: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  status: string;
  stockQuantity: number;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Customer {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  createdAt: string;
}

export interface OrderLine {
  id: number;
  productId: number | null;
  productName: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderSummary {
  id: number;
  reference: string;
  /** null when the customer record was deleted: the screens show 'Unknown Customer'. */
  customer: { id: number; name: string } | null;
  customerName: string;
  itemsCount: number;
  totalAmount: number;
  status: string;
  orderDate: string;
  /** Names and quantities, for the "Products" column. */
  items: { productName: string; quantity: number }[];
  /**
   * A guest's order filed under an existing customer by phone, with the name the guest typed
   * (customerName) when it is not the customer's: the seller sees both and decides. Else null.
   */
  guest: GuestSender | null;
}

export interface OrderDetail extends OrderSummary {
  customerPhone: string | null;
  customerDetails: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  } | null;
  shippingAddress: string | null;
  shippingGovernorate: string | null;
  paymentMethod: string;
  note: string | null;
  statusHistory: { status: string; at: string }[];
  /** The statuses this order may move to now (DESIGN.md). */
  allowedTransitions: string[];
  lines: OrderLine[];
  /** The order's latest delivery request, or null when none was made. */
  delivery: SellerDelivery | null;
}

export interface Message {
  id: number;
  customerId: number;
  customer: { id: number; name: string; email: string | null };
  content: string;
  status: string;
  direction: 'inbound' | 'outbound';
  createdAt: string;
  /**
   * A guest who wrote under this customer because their phone or email matched, with the name
   * they typed when it is not the customer's ("Asma — same phone as your customer …"); else null.
   */
  guest: GuestSender | null;
}

/** The name a guest typed, and what filed them under an existing customer of the store. */
export interface GuestSender {
  name: string;
  matchedBy: 'phone' | 'email';
}

export interface DashboardStats {
  ordersCount: number;
  revenue: number;
  customersCount: number;
  unreadMessagesCount: number;
  /** Messages that arrived today and are still unread, for "{n} new today". */
  unreadToday: number;
  /** Week-over-week change in percent (this week vs last), null when last week had none. */
  trends: { orders: number | null; revenue: number | null; customers: number | null };
  /**
   * Revenue and number of orders per day for the last 30 days, oldest first, every day included
   * (0 and 0 on a day without sales). Cancelled orders count in neither.
   */
  revenueByDay: { date: string; revenue: number; orders: number }[];
}

/** A new seller's getting-started checklist (GET /api/dashboard/checklist). */
export interface SellerChecklist {
  steps: {
    storeDetails: boolean;
    firstProduct: boolean;
    storeShared: boolean;
    firstOrder: boolean;
  };
  /** The seller hid the checklist; it stays hidden. */
  dismissed: boolean;
  /** The store's public page, absolute, for sharing. */
  storeUrl: string;
}

/** A buyer's order as their own area shows it (GET /api/my/orders). */
export interface BuyerOrder {
  id: number;
  reference: string;
  store: { id: number; name: string | null };
  status: string;
  totalAmount: number;
  itemsCount: number;
  orderDate: string;
  items: { productName: string; quantity: number; unitPrice: number }[];
}

/** A buyer's conversation with one store, oldest message first (GET /api/my/conversations). */
export interface BuyerConversation {
  store: { id: number; name: string | null };
  messages: { id: number; content: string; direction: string; createdAt: string }[];
}

/** A store on the public marketplace (SPEC §3 "Marketplace store"): only stores that finished setup. */
export interface MarketplaceStore {
  id: number;
  storeName: string;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  /** Products on sale (not archived), whatever their stock. */
  productsCount: number;
  /**
   * Something a buyer can buy (stock left, not out of stock). Always true in the public list,
   * which leaves other stores out; a store's own page says when it is false.
   */
  hasProductsOnSale: boolean;
}

/** A product as buyers see it, with the name of its store. */
export interface MarketplaceProduct {
  id: number;
  storeId: number;
  storeName: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  status: string;
  stockQuantity: number;
  featured: boolean;
  createdAt: string;
}

/** Why one cart line refused the checkout (409). `index` is the line's place in the request. */
export interface CheckoutProblem {
  index: number;
  productId: number;
  reason: 'not_found' | 'out_of_stock' | 'insufficient_stock' | 'price_changed';
  /** How many are left (insufficient_stock). */
  available?: number;
  /** The price now (price_changed). */
  currentPrice?: number;
}

/** 409 answer of POST /api/checkout: nothing was written. */
export interface CheckoutConflictBody {
  message: string;
  errors: Record<string, string>;
  problems: CheckoutProblem[];
}

/** One order per store, as the confirmation page lists them. */
export interface PlacedOrder {
  id: number;
  reference: string;
  storeId: number;
  storeName: string;
  totalAmount: number;
  itemsCount: number;
  status: string;
}

/** 201 answer of POST /api/checkout. */
export interface CheckoutResult {
  orders: PlacedOrder[];
  /** Sum of every order, in dinars. */
  grandTotal: number;
  /** The phone as stored (+216…), which with a reference lets a guest follow the order. */
  phone: string;
}

/** An order as its buyer follows it: GET /api/my/orders/:id, or POST /api/orders/track for guests. */
export interface TrackedOrder {
  id: number;
  reference: string;
  store: { id: number; name: string | null; phone: string | null };
  status: string;
  totalAmount: number;
  itemsCount: number;
  orderDate: string;
  customerName: string;
  customerPhone: string | null;
  shippingAddress: string | null;
  shippingGovernorate: string | null;
  paymentMethod: string;
  note: string | null;
  statusHistory: { status: string; at: string }[];
  items: { productId: number | null; productName: string; quantity: number; unitPrice: number }[];
}

/** A transporter's vehicle and rate profile (SPEC §3), rates as numbers of dinars. */
export interface TransporterProfile {
  id: number;
  userId: number;
  vehicleType: string;
  vehicleModel: string;
  vehicleYear: string;
  licensePlate: string;
  capacity: string;
  baseRate: number;
  ratePerKm: number;
  areasServed: string;
  phoneNumber: string;
  isAvailable: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The transporter who took a request: name from the account, phone from the profile. */
export interface DeliveryTransporter {
  id: number;
  fullName: string;
  phoneNumber: string | null;
}

/** A delivery request on the transporter's board (GET /api/delivery-requests). */
export interface DeliveryRequest {
  id: number;
  orderId: number;
  orderReference: string;
  status: string;
  createdAt: string;
  pickupAddress: string;
  deliveryAddress: string;
  packageDetails: string;
  /** yyyy-mm-dd, or null when the seller gave no date. */
  requestedDeliveryDate: string | null;
  paymentAmount: number;
  store: { id: number; name: string | null; phone: string | null };
  /** Null while pending. */
  transporter: DeliveryTransporter | null;
  /** Who receives the parcel: only for the transporter who took the request. */
  recipient: { name: string; phone: string | null } | null;
  acceptedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
}

/** What the transporter's earnings card shows (GET /api/transporter/summary). */
export interface TransporterSummary {
  completedCount: number;
  /** Accepted or in progress. */
  activeCount: number;
  /** Sum of the amounts of completed deliveries, in dinars. */
  earnings: number;
}

/** The delivery of an order as its seller sees it on the order page: the latest request. */
export interface SellerDelivery {
  id: number;
  status: string;
  createdAt: string;
  pickupAddress: string;
  deliveryAddress: string;
  packageDetails: string;
  requestedDeliveryDate: string | null;
  paymentAmount: number;
  /** Once accepted: who carries the parcel and how to reach them. */
  transporter: DeliveryTransporter | null;
  acceptedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
}
