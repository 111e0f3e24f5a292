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
}

export interface Message {
  id: number;
  customerId: number;
  customer: { id: number; name: string; email: string | null };
  content: string;
  status: string;
  direction: 'inbound' | 'outbound';
  createdAt: string;
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
  /** Revenue per day for the last 30 days, oldest first (days without orders included). */
  revenueByDay: { date: string; revenue: number }[];
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
