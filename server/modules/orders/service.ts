/**
 * The seller's orders: the list, the recent five, one order in full, a hand-recorded order, and
 * status moves, which the order lifecycle (modules/order-lifecycle) checks and writes.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../common/enums.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';
import { sameName } from '../../../common/names.ts';
import type { ManualOrderInput } from '../../../common/schemas/back-office.ts';
import type { OrderDetail, OrderSummary } from '../../../common/contracts/orders.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { totalOf } from '../../db/page.ts';
import { customers, orderItems, orders, storeDailyStats } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import { sellerDeliveryForOrder } from '../deliveries/index.ts';
import { allowedMoves, moveOrder, receiveReturn } from '../order-lifecycle/index.ts';
import { placeOrder } from './place-order.ts';

type OrderRow = typeof orders.$inferSelect;
const customerRef = { id: customers.id, name: customers.name };
type CustomerRef = { id: number; name: string };

/**
 * The guest behind an order, when the seller should see two names: checkout filed them under an
 * existing customer by phone or email (recorded then, not guessed now: a customer the seller
 * renames later raises no notice), and the name they typed is not the customer's.
 */
export function guestOf(row: OrderRow, customer: CustomerRef | null): OrderSummary['guest'] {
  const matchedBy = row.customerMatch;
  if (!customer || (matchedBy !== 'phone' && matchedBy !== 'email')) return null;
  if (sameName(row.customerName, customer.name)) return null;
  return { name: row.customerName, matchedBy };
}

function toSummary(
  row: OrderRow,
  customer: CustomerRef | null,
  items: { productName: string; quantity: number }[],
): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    customerName: row.customerName,
    itemsCount: row.itemsCount,
    totalAmount: row.totalAmount,
    deliveryFee: row.deliveryFee,
    status: row.status,
    orderDate: row.orderDate.toISOString(),
    items,
    guest: guestOf(row, customer),
  };
}

/** Every order of the store, from store_daily_stats (the dashboard's figures). */
const storeOrdersTotal = (storeId: number) =>
  sql<number>`(select coalesce(sum(${storeDailyStats.ordersCount}), 0)::int
    from ${storeDailyStats} where ${storeDailyStats.storeId} = ${storeId})`.mapWith(Number);

/** An order's item names and quantities, in the order they were added, as JSON. */
const itemNamesSql = sql<{ productName: string; quantity: number }[]>`(
  select coalesce(json_agg(json_build_object('productName', oi.product_name, 'quantity', oi.quantity)
    order by oi.id), '[]'::json)
  from order_items oi where oi.order_id = ${orders.id})`;

/** "12", "#12" and "ORD-12" find order 12; anything else searches customer names. */
function searchFilter(q: string): SQL | undefined {
  const byName = ilike(orders.customerName, containsPattern(q));
  const id = /^(?:ord-|#)?(\d{1,9})$/i.exec(q.trim())?.[1];
  const byReference = ilike(orders.reference, containsPattern(q.trim()));
  return id ? or(eq(orders.id, Number(id)), byName) : or(byName, byReference);
}

export async function listStoreOrders(
  db: Db,
  storeId: number,
  query: { q?: string; status?: string; page: number; pageSize: number },
): Promise<Page<OrderSummary>> {
  const filters: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
  if (query.q) filters.push(searchFilter(query.q));
  if (query.status) filters.push(eq(orders.status, query.status));
  const where = and(...filters);
  // The whole list's total from the store's daily figures (kept exact by triggers, migration
  // 0015): a few hundred rows, not a count of 100,000 orders. A filtered list counts its rows.
  const total = query.q || query.status ? db.$count(orders, where) : storeOrdersTotal(storeId);
  // One statement: each order's item names by a correlated subquery on order_items_order_id_idx
  // (a page is 100 orders at most), the total as a scalar subquery run once.
  const rows = await db
    .select({
      order: orders,
      customer: customerRef,
      items: itemNamesSql,
      total,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => toSummary(r.order, r.customer, r.items)),
    total: await totalOf(rows, query.page, async () =>
      Number((await db.select({ total }).from(sql`(select 1) as one`))[0]?.total ?? 0),
    ),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function recentStoreOrders(db: Db, storeId: number): Promise<OrderSummary[]> {
  return (await listStoreOrders(db, storeId, { page: 1, pageSize: 5 })).items;
}

export async function getStoreOrder(db: Db, storeId: number, id: number): Promise<OrderDetail> {
  const [row] = await db
    .select({
      order: orders,
      customer: {
        ...customerRef,
        email: customers.email,
        phone: customers.phone,
        address: customers.address,
      },
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const { order, customer } = row;
  const delivery = await sellerDeliveryForOrder(db, storeId, id);
  return {
    ...toSummary(
      order,
      customer,
      lines.map((l) => ({ productName: l.productName, quantity: l.quantity })),
    ),
    customerPhone: order.customerPhone,
    customerDetails: customer,
    shippingAddress: order.shippingAddress,
    shippingGovernorate: order.shippingGovernorate,
    paymentMethod: order.paymentMethod,
    note: order.note,
    statusHistory: order.statusHistory,
    allowedTransitions: allowedMoves(order.status, {
      parcelOnTheWay: delivery?.status === 'in_progress',
    }),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: fromMillimes(toMillimes(l.unitPrice) * l.quantity),
    })),
    delivery,
    returnReceivedAt: order.returnReceivedAt?.toISOString() ?? null,
  };
}

/** The seller moves an order (the lifecycle refuses what the chain does not allow) and sees it. */
export async function changeOrderStatus(db: Db, storeId: number, id: number, next: OrderStatus) {
  await moveOrder(db, storeId, id, next);
  return getStoreOrder(db, storeId, id);
}

/**
 * A returned parcel is back with the seller: the lifecycle puts its stock back on the shelf and
 * records when (another seller's order is 404; one not returned, or already received, is 409).
 */
export async function receiveReturnedOrder(db: Db, storeId: number, id: number) {
  await receiveReturn(db, storeId, id);
  return getStoreOrder(db, storeId, id);
}

/**
 * An order the seller records by hand (a sale made in a DM): it takes stock like a checkout. It
 * carries no delivery fee (the seller agreed the price with the buyer, fee included or not). It
 * gets a delivery code like any order, never shown to the seller: a buyer account linked to the
 * customer reads it in its own area.
 */
export async function recordManualOrder(
  db: Db,
  storeId: number,
  input: ManualOrderInput,
): Promise<OrderDetail> {
  const orderId = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), eq(customers.id, input.customerId)));
    if (!customer) {
      throw new AppError('NOT_FOUND', 'customer.notFound', {
        fields: { customerId: 'customer.notFound' },
      });
    }
    return placeOrder(tx, {
      storeId,
      customerId: customer.id,
      customerName: customer.name,
      customerPhone: customer.phone,
      buyerUserId: customer.userId,
      lines: input.items,
      shippingAddress: input.shippingAddress,
      shippingGovernorate: input.shippingGovernorate ?? customer.governorate,
      paymentMethod: input.paymentMethod ?? 'cash_on_delivery',
      note: input.note,
    });
  });
  return getStoreOrder(db, storeId, orderId);
}
