/**
 * The products module's public surface for other modules: orders take stock when placed and the
 * order lifecycle puts it back on cancel, both through changeStock; the marketplace asks whether
 * a product is on sale.
 */
export { changeStock } from './service.ts';
export { productOnSale } from './stock.ts';
