/**
 * Delivery terms (issue 14): the seller's form and card, and the buyer's per-store fees and
 * estimates. Pages, app/ and other features reach this feature only through this file
 * (decision 013).
 */
export { useOwnDeliveryTerms, useRefreshStoresDeliveryTerms } from './api.ts';
export { quoteDelivery, type DeliveryQuote } from './delivery-quote.ts';
export {
  DeliveryEstimate,
  DeliveryFee,
  FreeDeliveryHint,
  TotalToPay,
  deliveryEstimateText,
} from './delivery-display.tsx';
export { DeliveryCodeBox } from './delivery-code-box.tsx';
export { DeliveryTermsCard } from './delivery-terms-card.tsx';
export {
  DeliveryTermsFields,
  useDeliveryTermsForm,
  useDeliveryTermsSubmit,
  type DeliveryTermsForm,
} from './delivery-terms-form.tsx';
export { useDeliveryQuotes, type DeliveryQuotes, type StoreGoods } from './use-delivery-quotes.ts';
