/** What a buyer may put in the cart from a product page (SPEC §2, §5). */
import { LIMITS } from '../../../../common/constants.ts';
import { productStatusDisplay } from '../products/product-status.ts';

/** Any status outside the three reads as out of stock (SPEC §4), and cannot be ordered. */
export function isOrderable(status: string | null | undefined): boolean {
  return productStatusDisplay(status).status !== 'out_of_stock';
}

/** The stepper's maximum: the stock, or 10 when the product has none recorded (SPEC §5). */
export function quantityMax(stockQuantity: number | null | undefined): number {
  return stockQuantity && stockQuantity >= LIMITS.quantityMin
    ? Math.trunc(stockQuantity)
    : LIMITS.quantityDefaultMax;
}

/** The line total in dinars, exact to the millime: 6.375 × 3 is 19.125, not 19.124999…. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 1000) * quantity) / 1000;
}
