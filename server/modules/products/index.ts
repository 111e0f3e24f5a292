/**
 * The products module's public surface for other modules: orders take stock when placed and the
 * order lifecycle puts it back on cancel, both through changeStock; the marketplace asks whether
 * a product is on sale, and reads photos the way the seller's answers do.
 */
export { changeStock, changeStocks } from './service.ts';
export { productOnSale } from './stock.ts';
export {
  imageUrlOf,
  productCoverSql,
  productImagesSql,
  toImages,
  type ImageRef,
} from './images.ts';
