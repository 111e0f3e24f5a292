/**
 * The order lifecycle as data and pure functions (DESIGN.md, "Order statuses"): which moves
 * exist, the path an order takes along the chain, its history entries, and what entering a status
 * does besides (stock back, a waiting delivery request withdrawn). service.ts applies these to the
 * database; the demo seed plans its orders with them, so the chain is written down only here.
 */
import { ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../../../common/enums.ts';
import type { OrderStatusEvent } from '../../db/schema.ts';

/** Where every order starts, whether a checkout or the seller wrote it. */
export const INITIAL_ORDER_STATUS = 'processing' satisfies OrderStatus;

/**
 * Allowed moves: forward along the chain, cancelled before delivery, or returned once shipped (a
 * failed delivery: the parcel comes back, and its stock returns when the seller confirms it is).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned', 'cancelled'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
  returned: [],
};

/** The ways off the chain: an order in one of these is over, whatever happened before. */
const OFF_CHAIN: readonly OrderStatus[] = ['cancelled', 'returned'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** What the order's delivery says about a move (an order with a parcel on the road stays). */
export interface MoveContext {
  /** A transporter has picked the parcel up (its delivery request is in_progress). */
  parcelOnTheWay?: boolean;
}

/**
 * The moves a seller may make now: the order page's buttons, checked again on every move. While a
 * transporter carries the parcel, only they end the trip (completed or failed), so the seller can
 * neither cancel it nor call it returned.
 */
export function allowedMoves(from: string, context: MoveContext = {}): OrderStatus[] {
  const moves = isOrderStatus(from) ? ORDER_TRANSITIONS[from] : [];
  return moves.filter((to) => !(OFF_CHAIN.includes(to) && context.parcelOnTheWay));
}

export function canMove(from: string, to: OrderStatus, context: MoveContext = {}): boolean {
  return allowedMoves(from, context).includes(to);
}

/**
 * The statuses an order passes through to reach `target` along the chain (never via cancelled or
 * returned); empty when it is already there, past it, or off the chain.
 */
export function forwardPath(from: string, target: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] = [];
  let current = from;
  while (current !== target) {
    const next = allowedMoves(current).find((status) => !OFF_CHAIN.includes(status));
    if (!next) return [];
    path.push(next);
    current = next;
  }
  return path;
}

/**
 * Every status from the start to `target`, as an order that got there lived them; a cancelled
 * order is cancelled from `cancelledFrom` (processing unless told), a returned one comes back
 * once shipped. Throws on a path the chain does not allow, so that a plan (the demo seed's) can
 * never write an impossible history.
 */
export function pathFromStart(
  target: OrderStatus,
  cancelledFrom: OrderStatus = INITIAL_ORDER_STATUS,
): OrderStatus[] {
  const offChain = OFF_CHAIN.includes(target);
  const reach = target === 'cancelled' ? cancelledFrom : target === 'returned' ? 'shipped' : target;
  const path: OrderStatus[] = [INITIAL_ORDER_STATUS, ...forwardPath(INITIAL_ORDER_STATUS, reach)];
  if (path.at(-1) !== reach) throw new Error(`No order reaches ${reach}`);
  if (offChain) {
    if (!canMove(reach, target)) throw new Error(`An order that is ${reach} cannot be ${target}`);
    path.push(target);
  }
  return path;
}

/** One entry of an order's status history. */
export function historyEvent(status: OrderStatus, at: Date): OrderStatusEvent {
  return { status, at: at.toISOString() };
}

/** Entering cancelled puts the ordered quantities back on the shelf. */
export function restocksOnEntering(status: OrderStatus): boolean {
  return status === 'cancelled';
}

/** Orders a transporter can still carry: those with delivered still ahead of them. */
export const CARRIABLE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => forwardPath(status, 'delivered').length > 0,
);

export function isCarriable(status: string): boolean {
  return (CARRIABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Delivery requests nobody has picked up yet: an order that is no longer carriable drops them. */
export const WAITING_DELIVERY_STATUSES = [
  'pending',
  'accepted',
] as const satisfies DeliveryStatus[];

/**
 * What a transporter's move makes of the order: picking up ships it, handing over delivers it, a
 * failed delivery sends it back (returned).
 */
export const ORDER_STATUS_AFTER_DELIVERY = {
  in_progress: 'shipped',
  completed: 'delivered',
  failed: 'returned',
} as const satisfies Partial<Record<DeliveryStatus, OrderStatus>>;

/** `order` is `status` or further along the chain (never true of cancelled, unless asked for). */
function atOrPast(order: OrderStatus, status: OrderStatus): boolean {
  return order === status || forwardPath(status, order).length > 0;
}

/**
 * Whether a delivery request in `delivery` status can sit beside an order in `order` status, as
 * the moves leave them: for the demo seed's plans (a real database only gets there by moves).
 * A parcel on the road, or handed over, may have been marked further along by the seller.
 */
export function deliveryFitsOrder(delivery: DeliveryStatus, order: OrderStatus): boolean {
  switch (delivery) {
    case 'pending':
    case 'accepted':
      return isCarriable(order);
    case 'in_progress':
      return atOrPast(order, ORDER_STATUS_AFTER_DELIVERY.in_progress);
    case 'completed':
      return atOrPast(order, ORDER_STATUS_AFTER_DELIVERY.completed);
    case 'failed':
      return order === ORDER_STATUS_AFTER_DELIVERY.failed;
    case 'cancelled':
      return true;
  }
}
