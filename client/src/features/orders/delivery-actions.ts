/**
 * What the seller may do with an order's delivery, from the request as the server sent it. The
 * server has the last word (a 409 when the transporter moved first); these rules only decide
 * which buttons the order page offers, so that it never offers one the server always refuses.
 */
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';

export interface SellerDeliveryActions {
  /** Put an accepted request back on the board for another transporter. */
  release: boolean;
  /** Withdraw the request: pending, or accepted and not picked up yet. */
  withdraw: boolean;
  /** Wrong codes locked the request: let the transporter retry, or say the buyer has it. */
  resolve: boolean;
  /** A failed delivery whose payment the seller has not disputed yet. */
  dispute: boolean;
  /** A finished delivery (completed or failed) the seller has not rated yet. */
  rate: boolean;
}

export function sellerDeliveryActions(delivery: SellerDelivery): SellerDeliveryActions {
  const notStarted = delivery.status === 'accepted' && delivery.startedAt === null;
  const finished = delivery.status === 'completed' || delivery.status === 'failed';
  return {
    release: notStarted,
    withdraw: delivery.status === 'pending' || notStarted,
    resolve: delivery.codeLocked && delivery.status === 'in_progress',
    dispute: delivery.status === 'failed' && delivery.paymentDisputedAt === null,
    rate: finished && delivery.transporter !== null && delivery.rating === null,
  };
}
