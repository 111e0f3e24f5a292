/**
 * The orders module's public surface for other modules: checkout writes its orders with the same
 * placeOrder as the seller's hand-recorded ones. Status moves are the order lifecycle's
 * (modules/order-lifecycle), not exported from here.
 */
export {
  newDeliveryCode,
  placeOrder,
  writeOrder,
  type OrderLineRequest,
  type PlaceOrderInput,
  type WrittenOrder,
} from './place-order.ts';
