/**
 * Writing an order: one function for the seller's hand-recorded orders and the marketplace
 * checkout, so that stock is taken the same way everywhere. Call it inside a transaction.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../common/constants.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { historyEvent, INITIAL_ORDER_STATUS } from '../order-lifecycle/index.ts';
import { changeStocks } from '../products/index.ts';
import { newOrderReference } from './reference.ts';

export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** The price the buyer saw; a different current price refuses the order (checkout). */
  expectedPrice?: number;
}

export interface PlaceOrderInput {
  storeId: number;
  customerId: number | null;
  customerName: string;
  customerPhone: string | null;
  buyerUserId?: number | null;
  /** How a guest was filed under an existing customer, when they were (orders.customer_match). */
  customerMatch?: 'phone' | 'email' | null;
  lines: OrderLineRequest[];
  shippingAddress: string;
  shippingGovernorate?: string | null;
  paymentMethod: string;
  note?: string | null;
  /**
   * The store's delivery fee in dinars (checkout works it out from the store's terms), added to
   * the order's total; none (0) when left out, as for an order the seller records by hand.
   */
  deliveryFee?: number;
  /** Where the buyer is emailed about the order, and in which language (issue 15: checkout). */
  buyerEmail?: string | null;
  buyerLanguage?: Language;
  /**
   * The products the caller already locked FOR UPDATE in this transaction (checkout locks its
   * whole cart first): they are not read again. Others' rows, archived ones and ids not asked for
   * are left out, as the locking read would.
   */
  lockedProducts?: (typeof products.$inferSelect)[];
}

/** What an order's writer knows of it once written (checkout answers with it). */
export interface WrittenOrder {
  id: number;
  reference: string;
  totalAmount: number;
  deliveryFee: number;
  deliveryCode: string;
  buyerKey: string;
  itemsCount: number;
  status: string;
}

/** The 4 digits the buyer gives the transporter at the door, from a cryptographic source. */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * The buyer's private key to the order (22 characters): their tracking link carries it, and only
 * with it does public tracking show the delivery code.
 */
export function newBuyerKey(): string {
  return randomBytes(16).toString('base64url');
}

/** Same product twice in one order counts as one line with the quantities added. */
function mergeLines(lines: OrderLineRequest[]): OrderLineRequest[] {
  const merged = new Map<number, OrderLineRequest>();
  for (const line of lines) {
    const existing = merged.get(line.productId);
    if (existing) existing.quantity += line.quantity;
    else merged.set(line.productId, { ...line });
  }
  return [...merged.values()];
}

/** The order's id; see writeOrder. */
export async function placeOrder(tx: Db, input: PlaceOrderInput): Promise<number> {
  return (await writeOrder(tx, input)).id;
}

/** The lines' products of the store, locked (or already locked by the caller). */
async function lockedProductsOf(tx: Db, input: PlaceOrderInput, ids: number[]) {
  if (input.lockedProducts) {
    return input.lockedProducts.filter(
      (row) => row.storeId === input.storeId && ids.includes(row.id) && row.archivedAt === null,
    );
  }
  // Lock the rows: two buyers of the last unit wait for each other instead of both winning.
  return tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, input.storeId),
        inArray(products.id, ids),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(products.id)
    .for('update');
}

/**
 * Checks every line against its locked product, takes the stock, and writes the order and its
 * lines: a few statements whatever the number of lines (one UPDATE for the stock, one INSERT
 * for the lines).
 */
export async function writeOrder(tx: Db, input: PlaceOrderInput): Promise<WrittenOrder> {
  const lines = mergeLines(input.lines);
  const ids = lines.map((line) => line.productId);
  const rows = await lockedProductsOf(tx, input, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));

  let totalMillimes = 0;
  let itemsCount = 0;
  const items = lines.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product) {
      throw new AppError('NOT_FOUND', 'order.productNotFound', {
        params: { id: line.productId },
        fields: { [`items.${index}.productId`]: 'order.line.productNotFound' },
      });
    }
    if (product.status === 'out_of_stock' || product.stockQuantity === 0) {
      throw new AppError('CONFLICT', 'order.outOfStock', {
        params: { name: product.name },
        fields: { [`items.${index}.quantity`]: 'order.line.outOfStock' },
      });
    }
    if (line.quantity > product.stockQuantity) {
      const count = product.stockQuantity;
      throw new AppError('CONFLICT', 'order.onlyLeft', {
        params: { count, name: product.name },
        fields: {
          [`items.${index}.quantity`]: { code: 'order.line.onlyLeft', params: { count } },
        },
      });
    }
    if (
      line.expectedPrice !== undefined &&
      toMillimes(line.expectedPrice) !== toMillimes(product.price)
    ) {
      throw new AppError('CONFLICT', 'order.priceChanged', {
        params: { name: product.name },
        fields: {
          [`items.${index}.price`]: {
            code: 'order.line.currentPrice',
            params: { price: String(product.price) },
          },
        },
      });
    }
    totalMillimes += toMillimes(product.price) * line.quantity;
    itemsCount += line.quantity;
    return { product, quantity: line.quantity };
  });

  // The last unit sold reads out of stock, the last few low stock (common/stock.ts).
  await changeStocks(
    tx,
    items.map(({ product, quantity }) => ({ productId: product.id, delta: -quantity })),
  );
  const deliveryFee = fromMillimes(toMillimes(input.deliveryFee ?? 0));
  const deliveryCode = newDeliveryCode();

  const now = new Date();
  let order: WrittenOrder | undefined;
  for (let attempt = 0; order === undefined; attempt++) {
    // A reference collision (one in a billion) inserts nothing and just draws another: ON
    // CONFLICT instead of a savepoint, two statements fewer per order.
    if (attempt > 3) throw new Error('no free order reference after 4 draws');
    [order] = await tx
      .insert(orders)
      .values({
        storeId: input.storeId,
        customerId: input.customerId,
        buyerUserId: input.buyerUserId ?? null,
        reference: newOrderReference(),
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerMatch: input.customerMatch ?? null,
        status: INITIAL_ORDER_STATUS,
        totalAmount: fromMillimes(totalMillimes + toMillimes(deliveryFee)),
        deliveryFee,
        deliveryCode,
        buyerKey: newBuyerKey(),
        buyerEmail: input.buyerEmail ?? null,
        buyerLanguage: input.buyerLanguage ?? 'en',
        itemsCount,
        shippingAddress: input.shippingAddress,
        shippingGovernorate: input.shippingGovernorate ?? null,
        paymentMethod: input.paymentMethod,
        note: input.note || null,
        statusHistory: [historyEvent(INITIAL_ORDER_STATUS, now)],
        orderDate: now,
      })
      .onConflictDoNothing({ target: orders.reference })
      .returning({
        id: orders.id,
        reference: orders.reference,
        totalAmount: orders.totalAmount,
        deliveryFee: orders.deliveryFee,
        deliveryCode: orders.deliveryCode,
        buyerKey: orders.buyerKey,
        itemsCount: orders.itemsCount,
        status: orders.status,
      });
  }
  const orderId = order.id;

  await tx.insert(orderItems).values(
    items.map(({ product, quantity }) => ({
      orderId,
      storeId: input.storeId,
      productId: product.id,
      productName: product.name,
      unitPrice: product.price,
      quantity,
    })),
  );
  return order;
}
