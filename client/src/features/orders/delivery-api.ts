/** The seller's delivery calls for one order: ask a transporter, withdraw the request. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRequestInput } from '../../../../common/schemas/delivery.ts';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { orderQueries } from './api.ts';

/** How often an order page with a delivery under way looks for the transporter's progress. */
const DELIVERY_POLL_MS = 30_000;

function useRefreshOrder(orderId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey });
    void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
    void queryClient.invalidateQueries({ queryKey: orderQueries.recent().queryKey });
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

export function useWithdrawDelivery(orderId: number) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<SellerDelivery>('DELETE', `/api/delivery-requests/${id}`),
    onSettled: refresh,
  });
}

/** While a transporter has the parcel, the order page follows its progress on its own. */
export function useFollowDelivery(orderId: number, open: boolean) {
  useQuery({
    ...orderQueries.detail(orderId),
    refetchInterval: open ? DELIVERY_POLL_MS : false,
  });
}
