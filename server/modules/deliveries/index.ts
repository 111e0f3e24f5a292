/**
 * The deliveries module's public surface, by audience: the seller's side (seller.ts, ratings.ts),
 * the transporter's board and summary (board.ts) and the moves of a request (state-machine.ts).
 */
export { createDeliveryRequest, sellerDeliveryById, sellerDeliveryForOrder } from './seller.ts';
export {
  BOARD_LIMIT,
  listDeliveryPreviews,
  listTransporterRequests,
  markReleasesSeen,
  transporterSummary,
} from './board.ts';
export {
  disputeDeliveryRequest,
  moveDeliveryRequest,
  releaseDeliveryRequest,
  resolveDeliveryRequest,
  withdrawDeliveryRequest,
} from './state-machine.ts';
export { rateDeliveryRequest } from './ratings.ts';
