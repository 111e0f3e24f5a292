/**
 * The seller's delivery calls for one order: ask a transporter, take the request back (release it
 * to the board or withdraw it), resolve a code lock, dispute a failed delivery's payment, rate the
 * transporter. Each answer changes the order page, so each refreshes the order.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DeliveryRequestInput,
  transporterRatingInputSchema,
} from '../../../../common/schemas/delivery.ts';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { orderQueries } from './api.ts';

function useRefreshOrder(orderId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey });
    void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    void queryClient.invalidateQueries({ queryKey: orderQueries.recent().queryKey });
    // A delivery marked delivered on the seller's word records cash held by the transporter: the
    // cash page and the dashboard's "cash held" figure change.
    void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    void queryClient.invalidateQueries({ queryKey: queryRoots.cash });
  };
}

export function useRequestDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: (input: DeliveryRequestInput) =>
      apiRequest<SellerDelivery>('POST', '/api/delivery-requests', input),
    onSuccess: refresh,
  });
}

/** A pending request is withdrawn with DELETE (as before issue 14). */
export function useWithdrawDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<SellerDelivery>('DELETE', `/api/delivery-requests/${id}`),
    onSettled: refresh,
  });
}

/**
 * An accepted request not yet picked up: 'pending' puts it back on the board for another
 * transporter, 'cancelled' withdraws it. Either answer may be a 409 when the transporter moved
 * first; the order is refreshed whatever the answer.
 */
export function useTakeBackDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'pending' | 'cancelled' }) =>
      apiRequest<SellerDelivery>('PATCH', `/api/delivery-requests/${id}`, { status }),
    onSettled: refresh,
  });
}

/** A request locked by wrong codes: let the transporter try again, or say the buyer has it. */
export function useResolveDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution: 'retry' | 'delivered' }) =>
      apiRequest<SellerDelivery>('POST', `/api/delivery-requests/${id}/resolve`, { resolution }),
    onSettled: refresh,
  });
}

export function useDisputeDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      apiRequest<SellerDelivery>('POST', `/api/delivery-requests/${id}/dispute`, { note }),
    onSuccess: refresh,
  });
}

export function useRateTransporter(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: TransporterRatingValues }) =>
      apiRequest<SellerDelivery>('POST', `/api/delivery-requests/${id}/rating`, rating),
    onSuccess: refresh,
  });
}

/** The rating as the shared schema leaves it: 1–5 stars, the comment or null. */
export type TransporterRatingValues = z.output<typeof transporterRatingInputSchema>;
