/**
 * What one store's order will cost to deliver, as the cart and the checkout show it. The fee rule
 * is common/delivery-fee.ts (the server applies the same); this adds what the screens need
 * around it: whether the amount is final, what is left to reach free delivery, the estimate.
 */
import {
  deliveryFeeFor,
  feeVariesByGovernorate,
  type DeliveryTerms,
} from '../../../../common/delivery-fee.ts';
import { fromMillimes, toMillimes } from '../../../../common/money.ts';

export interface DeliveryQuote {
  /** The fee in dinars; with `fromOnly` the lowest it can be (the governorate is not known). */
  fee: number;
  /** True while the fee depends on a governorate the buyer has not chosen yet: "from 5,00 DT". */
  fromOnly: boolean;
  /** Goods plus fee: the cash for this store's order. */
  total: number;
  /** Dinars more of this store's goods that would make delivery free; null when it would not. */
  missingForFree: number | null;
  daysMin: number;
  daysMax: number;
}

/**
 * `governorate` null: the cart, before the buyer says where the parcel goes. The fee is then the
 * lowest the store charges anywhere, marked `fromOnly` when some governorate pays more.
 */
export function quoteDelivery(
  terms: DeliveryTerms,
  subtotal: number,
  governorate: string | null,
): DeliveryQuote {
  const fromOnly = governorate === null && feeVariesByGovernorate(terms);
  const fee = fromOnly ? lowestFee(terms, subtotal) : deliveryFeeFor(terms, subtotal, governorate);
  const missing =
    terms.freeThreshold !== null && fee > 0
      ? toMillimes(terms.freeThreshold) - toMillimes(subtotal)
      : 0;
  return {
    fee,
    fromOnly: fromOnly && fee < highestFee(terms, subtotal),
    total: fromMillimes(toMillimes(subtotal) + toMillimes(fee)),
    missingForFree: missing > 0 ? fromMillimes(missing) : null,
    daysMin: terms.daysMin,
    daysMax: terms.daysMax,
  };
}

function feesOf(terms: DeliveryTerms, subtotal: number): number[] {
  return [
    deliveryFeeFor(terms, subtotal, null),
    ...terms.governorateFees.map((entry) => deliveryFeeFor(terms, subtotal, entry.governorate)),
  ];
}

function lowestFee(terms: DeliveryTerms, subtotal: number): number {
  return Math.min(...feesOf(terms, subtotal));
}

function highestFee(terms: DeliveryTerms, subtotal: number): number {
  return Math.max(...feesOf(terms, subtotal));
}
