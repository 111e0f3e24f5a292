/**
 * The stock rule of common/stock.ts as SQL, for writes that compute the quantity in the database
 * (a checkout's decrement, a cancelled order's restock, a PATCH that sends only part of a product):
 * the stored status is then always what the quantity allows, with no read-modify-write race.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants.ts';
import { products } from '../../db/schema.ts';

/**
 * CASE expression of effectiveStockStatus(chosen, quantity). `quantity` and `chosen` are SQL
 * values of the row being written (in an UPDATE, columns read the row as it was before).
 */
export function stockStatusSql(chosen: SQL, quantity: SQL): SQL {
  return sql`case
    when ${quantity} <= 0 then 'out_of_stock'
    when ${chosen} = 'out_of_stock' then 'out_of_stock'
    when ${quantity} <= ${sql.raw(String(LIMITS.lowStockThreshold))} then 'low_stock'
    else 'in_stock' end`;
}

/**
 * What the seller chose, as far as the row still tells: at 0 the stored out_of_stock was forced
 * by the rule, not chosen, so stock coming back (a cancelled order, a restock) puts the product
 * back on sale; a product the seller paused with stock left stays paused.
 */
export const storedChoiceSql = sql`case when ${products.stockQuantity} <= 0 then 'in_stock' else ${products.status} end`;

/** The status column after adding `delta` (negative to take) to the stock, chosen status kept. */
export function statusAfterStockChange(delta: number): SQL {
  return stockStatusSql(storedChoiceSql, sql`(${products.stockQuantity} + ${delta}::integer)`);
}

/**
 * A product that can be sold: stock left and not out of stock. Written exactly like the
 * predicate of the partial index products_on_sale_store_idx, so that PostgreSQL can use it.
 */
export const productOnSale = sql`(${products.stockQuantity} > 0 and ${products.status} <> 'out_of_stock')`;
