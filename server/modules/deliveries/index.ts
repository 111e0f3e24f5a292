/**
 * The deliveries module's public surface, by audience: the seller's side (seller.ts), the
 * transporter's board (board.ts) and the moves of a request (state-machine.ts).
 */
export { createDeliveryRequest, sellerDeliveryForOrder } from './seller.ts';
export {
  BOARD_LIMIT,
  listDeliveryPreviews,
  listTransporterRequests,
  transporterSummary,
} from './board.ts';
export { moveDeliveryRequest, withdrawDeliveryRequest } from './state-machine.ts';
