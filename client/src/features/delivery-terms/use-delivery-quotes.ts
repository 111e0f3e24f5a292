/**
 * The delivery of every store's order in a cart: the cart and the checkout ask for the stores'
 * public terms once (one shared query) and quote each store with the buyer's governorate.
 */
import { useStoresDeliveryTerms } from './api.ts';
import { sumDinars } from '../../../../common/money.ts';
import { quoteDelivery, type DeliveryQuote } from './delivery-quote.ts';

export interface StoreGoods {
  storeId: number;
  /** The store's goods in dinars. */
  subtotal: number;
}

export interface DeliveryQuotes {
  /** Null for a store whose terms are not known (still loading, or the store is no longer public). */
  byStore: Map<number, DeliveryQuote | null>;
  /** Goods plus every known fee: the cash to have ready. */
  grandTotal: number;
  /** Some fee is only a lowest amount until the governorate is chosen. */
  fromOnly: boolean;
  /** Every store's fee is known. */
  complete: boolean;
  isPending: boolean;
  isError: boolean;
  /** The terms are being read (again, after a Retry). */
  isFetching: boolean;
}

export function useDeliveryQuotes(
  stores: readonly StoreGoods[],
  governorate: string | null,
): DeliveryQuotes {
  const terms = useStoresDeliveryTerms(stores.map((store) => store.storeId));
  const byStore = new Map<number, DeliveryQuote | null>();
  for (const store of stores) {
    const storeTerms = terms.byStore.get(store.storeId);
    byStore.set(
      store.storeId,
      storeTerms ? quoteDelivery(storeTerms, store.subtotal, governorate) : null,
    );
  }
  const quotes = [...byStore.values()];
  return {
    byStore,
    grandTotal: sumDinars(
      stores.map((store) => byStore.get(store.storeId)?.total ?? store.subtotal),
    ),
    fromOnly: quotes.some((quote) => quote?.fromOnly),
    complete: quotes.every((quote) => quote !== null),
    isPending: stores.length > 0 && terms.isPending,
    isError: terms.isError,
    isFetching: terms.isFetching,
  };
}
