/**
 * What a store charges to deliver an order (issue 14), computed the same way by the cart, the
 * checkout form and the server that writes the order: the fee for the buyer's governorate when the
 * store set one, else its flat fee; nothing once the goods reach the free-delivery threshold.
 * In millimes, so that 6.5 + 0.1 is exactly 6.6.
 */
import { fromMillimes, toMillimes } from './money.ts';

export interface DeliveryTerms {
  /** The flat fee in dinars; 0 means free delivery. */
  fee: number;
  /** Goods from this subtotal (dinars) travel free; null when the store sets no threshold. */
  freeThreshold: number | null;
  /** Fees for particular governorates, instead of the flat fee. */
  governorateFees: { governorate: string; fee: number }[];
  /** Days a parcel usually takes, shortest and longest. */
  daysMin: number;
  daysMax: number;
}

/**
 * The fee in dinars for goods worth `subtotal` dinars going to `governorate` (null while the buyer
 * has not chosen one: the flat fee).
 */
export function deliveryFeeFor(
  terms: DeliveryTerms,
  subtotal: number,
  governorate: string | null,
): number {
  if (terms.freeThreshold !== null && toMillimes(subtotal) >= toMillimes(terms.freeThreshold)) {
    return 0;
  }
  const special = terms.governorateFees.find((entry) => entry.governorate === governorate);
  return fromMillimes(toMillimes(special ? special.fee : terms.fee));
}

/** Whether the fee depends on the governorate (the cart then says it may change at checkout). */
export function feeVariesByGovernorate(terms: DeliveryTerms): boolean {
  return terms.governorateFees.some((entry) => toMillimes(entry.fee) !== toMillimes(terms.fee));
}
