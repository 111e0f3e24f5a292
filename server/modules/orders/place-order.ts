/**
 * Writing an order: one function for the seller's hand-recorded orders and the marketplace
 * checkout, so that stock is taken the same way everywhere. Call it inside a transaction.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../common/constants.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { historyEvent, INITIAL_ORDER_STATUS } from '../order-lifecycle/index.ts';
import { changeStocksSql } from '../products/index.ts';
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

/** One line of an order as written (order_items), in the order of the lines. */
export interface WrittenOrderItem {
  productId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** What an order's writer knows of it once written (checkout answers and announces with it). */
export interface WrittenOrder {
  id: number;
  reference: string;
  totalAmount: number;
  deliveryFee: number;
  deliveryCode: string;
  buyerKey: string;
  itemsCount: number;
  status: string;
  items: WrittenOrderItem[];
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
 * Checks every line against its locked product, then takes the stock and writes the order and
 * its lines in one statement, whatever the number of lines: the order's INSERT, the stock's
 * UPDATE and the lines' INSERT as data-modifying CTEs.
 */
export async function writeOrder(tx: Db, input: PlaceOrderInput): Promise<WrittenOrder> {
  const lines = mergeLines(input.lines);
  const ids = lines.map((line) => line.productId);
  const rows = await lockedProductsOf(tx, input, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));

  let totalMillimes = 0;
  let itemsCount = 0;
  const items = lines.map((line, index): WrittenOrderItem => {
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
    return {
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      unitPrice: product.price,
    };
  });

  const deliveryFee = fromMillimes(toMillimes(input.deliveryFee ?? 0));
  const written = {
    totalAmount: fromMillimes(totalMillimes + toMillimes(deliveryFee)),
    deliveryFee,
    deliveryCode: newDeliveryCode(),
    buyerKey: newBuyerKey(),
    itemsCount,
    status: INITIAL_ORDER_STATUS,
    items,
  };
  const lineRows = sql.join(
    items.map(
      (item, n) =>
        sql`(${n}::integer, ${item.productId}::integer, ${item.name}::text, ${item.unitPrice}::numeric, ${item.quantity}::integer)`,
    ),
    sql`, `,
  );
  // The last unit sold reads out of stock, the last few low stock (common/stock.ts).
  const stock = changeStocksSql(
    items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
    sql`exists (select 1 from placed)`,
  );
  const now = new Date();
  // A reference collision (one in a billion) inserts no order, and then neither takes the stock
  // nor writes the lines (both hang on the order's row): another reference is drawn and the
  // whole statement runs again. ON CONFLICT instead of a savepoint, two statements fewer.
  for (let attempt = 0; attempt < 4; attempt++) {
    const reference = newOrderReference();
    const order = tx
      .insert(orders)
      .values({
        storeId: input.storeId,
        customerId: input.customerId,
        buyerUserId: input.buyerUserId ?? null,
        reference,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerMatch: input.customerMatch ?? null,
        status: INITIAL_ORDER_STATUS,
        totalAmount: written.totalAmount,
        deliveryFee,
        deliveryCode: written.deliveryCode,
        buyerKey: written.buyerKey,
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
      .returning({ id: orders.id });
    // Both engines answer { rows }: the order's id, or none after a reference collision.
    const result = (await tx.execute(sql`
      with placed as (${order.getSQL()}),
      taken as (${stock}),
      lines as (
        insert into ${orderItems} (order_id, store_id, product_id, product_name, unit_price, quantity)
        select placed.id, ${input.storeId}::integer, line.product_id, line.product_name,
          line.unit_price, line.quantity
        from placed, (values ${lineRows})
          as line(n, product_id, product_name, unit_price, quantity)
        order by line.n
      )
      select id from placed`)) as unknown as { rows: { id: number }[] };
    const placed = result.rows[0];
    if (placed) return { id: placed.id, reference, ...written };
  }
  throw new Error('no free order reference after 4 draws');
}
