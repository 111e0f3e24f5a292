/** What a buyer may put in the cart from a product page (SPEC §2, §5). */
import { LIMITS } from '../../../../common/constants.ts';
import { productStatusDisplay } from '../products/index.ts';

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

/** The line total in dinars, exact: 6.5 × 2 is 13, never 12.999…. */
export { lineTotal } from '../../../../common/money.ts';
