/**
 * Plans the demo orders and delivery requests of one store: pure functions of a seeded random
 * source and `now`, so the demo data is the same at every run (only shifted in time). Paths,
 * history entries and which delivery request fits which order come from the order lifecycle
 * (modules/order-lifecycle), so the demo can never show a move the server would refuse.
 *
 * Over 300 lines because it is mostly demo data (order plans per store); the rules come from the lifecycle.
 */
import { deliveryFeeFor, type DeliveryTerms } from '../../common/delivery-fee.ts';
import type { DeliveryStatus, OrderStatus, PaymentMethod } from '../../common/enums.ts';
import { fromMillimes, toMillimes } from '../../common/money.ts';
import {
  deliveryFitsOrder,
  historyEvent,
  pathFromStart,
} from '../modules/order-lifecycle/index.ts';
import type { deliveryRequests, orderItems, orders, OrderStatusEvent } from './schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick,
    shuffle,
  };
}
export type Random = ReturnType<typeof createRandom>;

export interface StoreProduct {
  id: number;
  name: string;
  price: number;
  status: string;
  createdAt: Date;
}

export interface StoreCustomer {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  governorate: string | null;
  userId: number | null;
}

export interface PlannedOrder {
  values: typeof orders.$inferInsert;
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
  /** When each status of the order's path was reached. */
  reached: Partial<Record<OrderStatus, Date>>;
}

/** Hours spent before reaching each status, before scaling to fit the order's age. */
const HOURS_TO_REACH: Record<OrderStatus, number> = {
  processing: 0,
  shipped: 20,
  delivered: 40,
  completed: 72,
  cancelled: 8,
  returned: 30,
};
/** Age ranges, in days, that make each status plausible. */
const AGE_DAYS: Record<OrderStatus, [number, number]> = {
  processing: [0.05, 2.5],
  shipped: [1, 5],
  delivered: [3, 12],
  completed: [7, 58],
  cancelled: [2, 50],
  returned: [3, 10],
};
const NOTES = [
  'Appelez avant de passer, svp.',
  'Livrer après 17 h, merci.',
  "C'est un cadeau : pas de prix dans le colis.",
  'Kallamni 9bal ma tji, ya3tik essa7a.',
];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function statusForAge(days: number, random: Random): OrderStatus {
  if (days < 2) return 'processing';
  if (days < 5) return random.chance(0.1) ? 'cancelled' : 'shipped';
  if (days < 10) return random.chance(0.7) ? 'delivered' : 'completed';
  return random.chance(0.12) ? 'cancelled' : 'completed';
}

/** The statuses an order lived to reach `status`; most cancelled orders never shipped. */
function pathTo(status: OrderStatus, random: Random): OrderStatus[] {
  if (status !== 'cancelled') return pathFromStart(status);
  return pathFromStart('cancelled', random.chance(0.7) ? 'processing' : 'shipped');
}

function paymentMethod(random: Random): PaymentMethod {
  const r = random.next();
  return r < 0.82 ? 'cash_on_delivery' : r < 0.94 ? 'bank_transfer' : 'card';
}

function quantityFor(price: number, random: Random): number {
  if (price < 20) return random.int(1, 4);
  if (price < 100) return random.chance(0.7) ? 1 : 2;
  return 1;
}

export function uniqueReference(random: Random, taken: Set<string>): string {
  for (;;) {
    let code = 'HN-';
    for (let i = 0; i < 6; i++) code += random.pick([...BASE32]);
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

export interface PlanOrdersInput {
  storeId: number;
  products: readonly StoreProduct[];
  customers: readonly StoreCustomer[];
  /** Statuses of the store's first orders, so that every status appears in every store. */
  leadingStatuses: readonly OrderStatus[];
  count: number;
  now: Date;
  random: Random;
  references: Set<string>;
  /** The store's delivery terms: each order's fee, included in its total (issue 14). */
  terms: DeliveryTerms;
  /** Whether the store already got its returned parcels back (the demo seller has not). */
  returnsReceived: boolean;
}

/** The first orders of each store, so that every status appears in every store. */
export const LEADING_STATUSES: readonly OrderStatus[] = [
  'processing',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
];
/**
 * The demo seller's store also gets a cancelled delivery request, two orders on the road and a
 * returned order whose parcel is not back yet.
 */
export const DEMO_STORE_LEADING_STATUSES: readonly OrderStatus[] = [
  'processing',
  'processing',
  'processing',
  'shipped',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
];

/** Orders 0, 3 and 6 of a store go to its account-holding customers (the demo buyer). */
const BUYER_SLOTS = new Set([0, 3, 6]);

export function planOrders(input: PlanOrdersInput): PlannedOrder[] {
  const { now, random } = input;
  const accountCustomers = input.customers.filter((c) => c.userId !== null);
  const walkIns = input.customers.filter((c) => c.userId === null);
  const plans: PlannedOrder[] = [];
  for (let index = 0; index < input.count; index++) {
    const leading = input.leadingStatuses[index];
    const [minAge, maxAge] = leading ? AGE_DAYS[leading] : [0.1, 59.5];
    const ageDays = random.between(minAge, maxAge);
    const status = leading ?? statusForAge(ageDays, random);
    const orderDate = new Date(now.getTime() - ageDays * DAY);

    // The path's steps, scaled so that the last one still lies in the past.
    const path = pathTo(status, random);
    const hours = path.slice(1).reduce((sum, s) => sum + HOURS_TO_REACH[s], 0);
    const scale = Math.min(1, (0.85 * ageDays * 24) / Math.max(hours, 1));
    const reached: Partial<Record<OrderStatus, Date>> = {};
    const history: OrderStatusEvent[] = [];
    let at = orderDate.getTime();
    for (const step of path) {
      at += HOURS_TO_REACH[step] * scale * HOUR;
      reached[step] = new Date(at);
      history.push(historyEvent(step, new Date(at)));
    }

    const customer =
      BUYER_SLOTS.has(index) && accountCustomers.length > 0
        ? (accountCustomers[index % accountCustomers.length] as StoreCustomer)
        : random.pick(walkIns);
    const open = status === 'processing' || status === 'shipped';
    const eligible = input.products.filter(
      (p) => p.createdAt < orderDate && !(open && p.status === 'out_of_stock'),
    );
    const itemCount = Math.min(eligible.length, random.pick([1, 1, 1, 2, 2, 2, 3, 3, 4]));
    const chosen = random.shuffle(eligible).slice(0, itemCount);
    if (chosen.length === 0)
      throw new Error(`No product can be ordered on ${orderDate.toISOString()}`);

    let totalMillimes = 0;
    let itemsCount = 0;
    const items = chosen.map((product) => {
      const quantity = quantityFor(product.price, random);
      totalMillimes += Math.round(product.price * 1000) * quantity;
      itemsCount += quantity;
      return {
        storeId: input.storeId,
        productId: product.id,
        productName: product.name,
        unitPrice: product.price,
        quantity,
      };
    });

    const goods = fromMillimes(totalMillimes);
    const deliveryFee = deliveryFeeFor(input.terms, goods, customer.governorate);
    const returnReceivedAt =
      status === 'returned' && input.returnsReceived
        ? new Date(Math.min(at + 20 * HOUR, now.getTime()))
        : null;
    plans.push({
      reached,
      items,
      values: {
        storeId: input.storeId,
        customerId: customer.id,
        buyerUserId: customer.userId,
        reference: uniqueReference(random, input.references),
        customerName: customer.name,
        customerPhone: customer.phone,
        status,
        deliveryFee,
        totalAmount: fromMillimes(totalMillimes + toMillimes(deliveryFee)),
        returnReceivedAt,
        itemsCount,
        shippingAddress: customer.address,
        shippingGovernorate: customer.governorate,
        paymentMethod: paymentMethod(random),
        note: random.chance(0.2) ? random.pick(NOTES) : null,
        statusHistory: history,
        orderDate,
        updatedAt: new Date(at),
      },
    });
  }
  return plans;
}

export interface DeliveryStore {
  storeId: number;
  address: string;
  governorate: string;
  fragile: boolean;
  kgPerItem: number;
}

export interface PlanDeliveriesInput {
  store: DeliveryStore;
  orders: readonly (PlannedOrder & { id: number })[];
  /** Chooses the transporter of each accepted request, in order. */
  transporterFor: (store: DeliveryStore, nth: number) => number;
  /**
   * Asked before a transporter is given an accepted, not yet started request: true records the
   * hold, false leaves the request pending on the board (the demo keeps every transporter under
   * the accept cap, so Accept works). Absent: always true.
   */
  claimAccepted?: (transporterId: number) => boolean;
  now: Date;
  random: Random;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** A moment at `fraction` of the way between two dates. */
const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);

/**
 * The store's 1st processing order waits for a transporter (pending), the 2nd is accepted (or
 * pending too when its transporter already holds enough, see claimAccepted), the 3rd had its
 * request cancelled; shipped orders are on the road (in_progress); delivered orders,
 * and completed ones of the last 30 days, were delivered by a transporter (completed); returned
 * ones came back from a failed delivery.
 */
export function planDeliveries(
  input: PlanDeliveriesInput,
): (typeof deliveryRequests.$inferInsert)[] {
  const { store, now, random } = input;
  const rows: (typeof deliveryRequests.$inferInsert)[] = [];
  let processingSeen = 0;
  let accepted = 0;
  for (const order of input.orders) {
    const { values, reached } = order;
    const placed = values.orderDate ?? now;
    const shipped = reached.shipped;
    const delivered = reached.delivered;
    const base = {
      storeId: store.storeId,
      orderId: order.id,
      pickupAddress: store.address,
      deliveryAddress: values.shippingAddress ?? '',
      packageDetails: `${values.itemsCount > 2 ? 2 : 1} colis, ${Math.max(1, Math.round(values.itemsCount * store.kgPerItem))} kg${store.fragile ? ', fragile' : ''}`,
      paymentAmount:
        (values.shippingGovernorate === store.governorate ? 7 : 12.5) +
        (values.itemsCount > 3 ? 2.5 : 0),
    };
    if (values.status === 'processing') {
      processingSeen += 1;
      const createdAt = between(placed, now, 0.35);
      if (processingSeen === 1) {
        rows.push({
          ...base,
          status: 'pending',
          requestedDeliveryDate: isoDate(new Date(now.getTime() + 2 * DAY)),
          createdAt,
          updatedAt: createdAt,
        });
      } else if (processingSeen === 2) {
        const acceptedAt = between(placed, now, 0.7);
        const transporterId = input.transporterFor(store, accepted++);
        if (input.claimAccepted && !input.claimAccepted(transporterId)) {
          rows.push({
            ...base,
            status: 'pending',
            requestedDeliveryDate: isoDate(new Date(now.getTime() + 3 * DAY)),
            createdAt,
            updatedAt: createdAt,
          });
          continue;
        }
        rows.push({
          ...base,
          status: 'accepted',
          transporterId,
          requestedDeliveryDate: isoDate(new Date(now.getTime() + 3 * DAY)),
          acceptedAt,
          createdAt,
          updatedAt: acceptedAt,
        });
      } else if (processingSeen === 3) {
        rows.push({
          ...base,
          status: 'cancelled',
          requestedDeliveryDate: null,
          createdAt,
          updatedAt: between(placed, now, 0.6),
        });
      }
      continue;
    }
    const recent = placed.getTime() > now.getTime() - 30 * DAY;
    const deliveredByTransporter =
      values.status === 'delivered' || (values.status === 'completed' && recent);
    const carried =
      values.status === 'shipped' || values.status === 'returned' || deliveredByTransporter;
    if (!shipped || !carried) continue;
    const createdAt = between(placed, shipped, 0.3);
    const acceptedAt = between(placed, shipped, 0.6);
    const transporterId = input.transporterFor(store, accepted++);
    if (values.status === 'shipped') {
      rows.push({
        ...base,
        status: 'in_progress',
        transporterId,
        requestedDeliveryDate: isoDate(new Date(shipped.getTime() + DAY)),
        acceptedAt,
        startedAt: shipped,
        createdAt,
        updatedAt: shipped,
      });
    } else if (values.status === 'returned' && reached.returned) {
      // Nobody came to the door: the transporter brought the parcel back.
      rows.push({
        ...base,
        status: 'failed',
        transporterId,
        requestedDeliveryDate: isoDate(new Date(shipped.getTime() + DAY)),
        acceptedAt,
        startedAt: shipped,
        failedAt: reached.returned,
        failureReason: 'buyer_absent',
        failureNote: 'Personne à l’adresse, téléphone éteint. Colis rapporté au magasin.',
        createdAt,
        updatedAt: reached.returned,
      });
    } else if (delivered) {
      const requestedDeliveryDate = random.chance(0.5) ? isoDate(delivered) : null;
      rows.push({
        ...base,
        status: 'completed',
        transporterId,
        requestedDeliveryDate,
        acceptedAt,
        startedAt: shipped,
        completedAt: delivered,
        createdAt,
        updatedAt: delivered,
      });
    }
  }
  for (const row of rows) {
    const order = input.orders.find((o) => o.id === row.orderId);
    const status = order?.values.status as OrderStatus | undefined;
    if (!status || !deliveryFitsOrder((row.status ?? 'pending') as DeliveryStatus, status)) {
      throw new Error(`A ${row.status} delivery request cannot sit beside a ${status} order`);
    }
  }
  return rows;
}
