/**
 * Dinar amounts carry at most two decimals (SPEC §1, §9: "DT with two decimals"): what a screen
 * shows is exactly what is stored and summed. The database keeps numeric(12,3), so the rule is
 * checked where amounts come in, by the schemas that the forms and the routes share.
 */

/** True when the amount has no digit below the hundredth: 6.5 and 6.50 yes, 6.375 no. */
export function hasAtMostTwoDecimals(value: number): boolean {
  // value * 100 of a two-decimal float lands within a rounding error of an integer.
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Dinars to millimes, the integers that sums and line totals are computed in. */
export function toMillimes(dinars: number): number {
  return Math.round(dinars * 1000);
}

export function fromMillimes(millimes: number): number {
  return millimes / 1000;
}

/** A unit price times a quantity, exact: 6.5 × 2 is 13, never 12.999…. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return fromMillimes(toMillimes(unitPrice) * quantity);
}

/** Sum of dinar amounts, exact to the millime: 0.1 + 0.2 is 0.3. */
export function sumDinars(amounts: readonly number[]): number {
  return fromMillimes(amounts.reduce((sum, amount) => sum + toMillimes(amount), 0));
}

/** An order's goods: its total less the delivery fee it includes, so 12.3 − 7 stays 5.3. */
export function goodsSubtotal(totalAmount: number, deliveryFee: number): number {
  return fromMillimes(toMillimes(totalAmount) - toMillimes(deliveryFee));
}
