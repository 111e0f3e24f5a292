import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../common/enums.ts';
import type { ManualOrderInput } from '../../../common/schemas/back-office.ts';
import type { OrderDetail, OrderSummary, Page } from '../../../common/types.ts';
import type { Db } from '../../db/client.ts';
import { customers, orderItems, orders, products } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import { sameName } from '../../../common/names.ts';
import { statusAfterStockChange } from '../products/stock.ts';
import {
  releaseDeliveriesOfCancelledOrder,
  dropWaitingDeliveries,
  sellerDeliveryForOrder,
} from '../deliveries/service.ts';
import { placeOrder } from './place-order.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';

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
    status: row.status,
    orderDate: row.orderDate.toISOString(),
    items,
    guest: guestOf(row, customer),
  };
}

async function itemNamesByOrder(db: Db, orderIds: number[]) {
  const byOrder = new Map<number, { productName: string; quantity: number }[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const { orderId, ...item } of rows) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), item]);
  }
  return byOrder;
}

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
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: customerRef })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const items = await itemNamesByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  return {
    items: rows.map((r) => toSummary(r.order, r.customer, items.get(r.order.id) ?? [])),
    total: total?.n ?? 0,
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
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
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
    allowedTransitions: [...(ORDER_TRANSITIONS[order.status as OrderStatus] ?? [])],
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: fromMillimes(toMillimes(l.unitPrice) * l.quantity),
    })),
    delivery,
  };
}

/**
 * Moves an order along processing → shipped → delivered → completed, or to cancelled before
 * delivery, refusing any other move with 409. Cancelling puts the stock back.
 */
export async function changeOrderStatus(db: Db, storeId: number, id: number, next: OrderStatus) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, id)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const allowed = ORDER_TRANSITIONS[order.status as OrderStatus] ?? [];
    if (!allowed.includes(next)) {
      throw new AppError('CONFLICT', `An order that is ${order.status} cannot become ${next}`);
    }
    if (next === 'cancelled') {
      await releaseDeliveriesOfCancelledOrder(tx, id);
      await restock(tx, id);
    }
    if (next === 'delivered' || next === 'completed') await dropWaitingDeliveries(tx, id);
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: next,
        statusHistory: [...order.statusHistory, { status: next, at: now.toISOString() }],
        updatedAt: now,
      })
      .where(eq(orders.id, id));
  });
  return getStoreOrder(db, storeId, id);
}

async function restock(tx: Db, orderId: number) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`,
        // Back on the shelf: a product emptied by sales is sellable again (in or low stock by
        // what is left); one the seller paused stays paused.
        status: statusAfterStockChange(line.quantity),
        updatedAt: new Date(),
      })
      .where(eq(products.id, line.productId));
  }
}

/** An order the seller records by hand (a sale made in a DM): it takes stock like a checkout. */
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
      throw new AppError('NOT_FOUND', 'Customer not found', { customerId: 'Customer not found' });
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
