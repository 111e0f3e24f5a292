/**
 * The deliveries module's public surface, by audience: the seller's side (seller.ts, ratings.ts),
 * the transporter's board and summary (board.ts) and the moves of a request (state-machine.ts by
 * the transporter, seller-moves.ts by the seller).
 */
export { createDeliveryRequest, sellerDeliveryById, sellerDeliveryForOrder } from './seller.ts';
export {
  BOARD_LIMIT,
  listDeliveryPreviews,
  listTransporterRequests,
  markReleasesSeen,
  transporterSummary,
} from './board.ts';
export { moveDeliveryRequest } from './state-machine.ts';
export {
  disputeDeliveryRequest,
  releaseDeliveryRequest,
  resolveDeliveryRequest,
  withdrawDeliveryRequest,
} from './seller-moves.ts';
export { rateDeliveryRequest } from './ratings.ts';
