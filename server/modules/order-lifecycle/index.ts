/**
 * The order lifecycle's public surface: the only door through which other modules (orders,
 * deliveries) and the demo seed read the allowed moves or move an order (decision 010).
 */
export {
  INITIAL_ORDER_STATUS,
  allowedMoves,
  deliveryFitsOrder,
  historyEvent,
  pathFromStart,
} from './transitions.ts';
export {
  followDelivery,
  lockOrder,
  lockOrderForDelivery,
  moveOrder,
  orderStillCarriable,
  receiveReturn,
  returnOrder,
  type OrderRow,
} from './service.ts';
