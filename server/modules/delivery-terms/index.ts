/**
 * The delivery-terms module's public surface: checkout reads a cart's stores' terms through it,
 * either as columns of its own read of the stores (deliveryTermsColumns, toDeliveryTerms) or by
 * a read of their own (deliveryTermsOf).
 */
export {
  deliveryTermsColumns,
  deliveryTermsOf,
  toDeliveryTerms,
  type DeliveryTermsRow,
} from './service.ts';
