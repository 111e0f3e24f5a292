/**
 * What a product's status says, from what the seller chose and what is left (issue 10): the
 * seller chooses (SPEC §4), the quantity only overrides where the choice would be untrue.
 * The server applies the same rule in SQL (server/modules/products/stock.ts) at every write.
 */
import { LIMITS } from './constants.ts';
import type { ProductStatus } from './enums.ts';

/**
 * 0 left is out of stock whatever was chosen; out of stock chosen with stock left stays so (a
 * paused product); otherwise at or under the threshold reads low stock, above it in stock.
 */
export function effectiveStockStatus(chosen: ProductStatus, quantity: number): ProductStatus {
  if (!(quantity > 0) || chosen === 'out_of_stock') return 'out_of_stock';
  return quantity <= LIMITS.lowStockThreshold ? 'low_stock' : 'in_stock';
}

/** Can a buyer put it in a cart: stock left, and a status that says so (SPEC §4: any other reads out of stock). */
export function isOnSale(product: { status: string; stockQuantity: number }): boolean {
  return (
    product.stockQuantity > 0 && (product.status === 'in_stock' || product.status === 'low_stock')
  );
}
