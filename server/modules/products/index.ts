/**
 * The products module's public surface for other modules: orders take stock when placed (in the
 * statement that writes the order, changeStocksSql) and the order lifecycle puts it back on
 * cancel (changeStocks), by one rule; the marketplace asks whether a product is on sale, and
 * reads photos the way the seller's answers do.
 */
export { changeStock, changeStocks, changeStocksSql } from './service.ts';
export { productOnSale } from './stock.ts';
export {
  imageUrlOf,
  productCoverSql,
  productImagesSql,
  toImages,
  type ImageRef,
} from './images.ts';
