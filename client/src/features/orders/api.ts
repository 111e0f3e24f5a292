/** The order calls of the back-office (SPEC §7): list, detail, status moves, manual orders. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { LIMITS } from '../../../../common/constants.ts';
import type { OrderStatus } from '../../../../common/enums.ts';
import type { z } from 'zod';
import type {
  ManualOrderInput,
  manualOrderInputSchema,
} from '../../../../common/schemas/back-office.ts';
import type { OrderDetail, OrderPage, OrderSummary } from '../../../../common/contracts/orders.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';
import { customerQueries } from '../customers/index.ts';
import { productQueries } from '../products/index.ts';

/** What the manual-order form hands over once the schema has parsed it. */
export type ManualOrderPayload = z.output<typeof manualOrderInputSchema>;

export const ORDERS_PAGE_SIZE = LIMITS.pageSizeDefault;

export interface OrderListParams {
  q: string;
  status: OrderStatus | undefined;
  page: number;
}

/** GET /api/orders, /api/orders/recent and /api/orders/:id: key, fetcher and result of each. */
export const orderQueries = {
  /** Every page of the list, whatever its search: what an order change makes stale. */
  lists: () => [...queryRoots.orders, 'list'] as const,
  list: (params: OrderListParams & { pageSize: number }) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), params] as const,
      queryFn: () => apiRequest<OrderPage>('GET', withSearchParams('/api/orders', params)),
    }),
  /** The dashboard's five latest orders. */
  recent: () =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'recent'] as const,
      queryFn: () => apiRequest<OrderSummary[]>('GET', '/api/orders/recent'),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'detail', id] as const,
      queryFn: () => apiRequest<OrderDetail>('GET', `/api/orders/${id}`),
    }),
};

export function useOrders({ q, status, page }: OrderListParams) {
  return useQuery({
    ...orderQueries.list({ q, status, page, pageSize: ORDERS_PAGE_SIZE }),
    ...FOLLOW_MARKETPLACE,
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueries.detail(id ?? 0), enabled: id !== null });
}

/** Every view an order change can alter besides the order itself: lists, the dashboard, stock. */
const KEYS_AFTER_ORDER_CHANGE = [
  orderQueries.lists(),
  orderQueries.recent().queryKey,
  queryRoots.dashboard,
  queryRoots.products,
] as const;

function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderQueries.detail(order.id).queryKey, order);
    for (const queryKey of KEYS_AFTER_ORDER_CHANGE)
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useUpdateOrderStatus(id: number) {
  const refresh = useRefreshAfterOrderChange();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      apiRequest<OrderDetail>('PATCH', `/api/orders/${id}`, { status }),
    onSuccess: refresh,
  });
}

/** A returned parcel is back in the shop: the server puts its lines back into stock. */
export function useReceiveReturn(id: number) {
  const refresh = useRefreshAfterOrderChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OrderDetail>('POST', `/api/orders/${id}/return-received`),
    onSuccess: refresh,
    // A 409 (already received, or no longer returned) means the page is stale: the order is read
    // again, so the button goes.
    onError: () => queryClient.invalidateQueries({ queryKey: orderQueries.detail(id).queryKey }),
  });
}

/**
 * The seller's answer to a guest's order filed under an existing customer (issue 10): a new
 * customer from what the guest typed, or the same person (the notice is settled; the typed name stays).
 */
export function useSettleGuestName(id: number) {
  const refresh = useRefreshAfterOrderChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'separate-customer' | 'same-customer') =>
      apiRequest<OrderDetail>('POST', `/api/orders/${id}/${answer}`),
    onSuccess: (order) => {
      refresh(order);
      void queryClient.invalidateQueries({ queryKey: queryRoots.customers });
    },
  });
}

export function useCreateOrder() {
  const refresh = useRefreshAfterOrderChange();
  return useMutation({
    mutationFn: (input: ManualOrderInput | ManualOrderPayload) =>
      apiRequest<OrderDetail>('POST', '/api/orders', input),
    onSuccess: refresh,
  });
}

/** The customers a manual order can be for, searched by name, email or phone. */
export function useCustomerOptions(q: string) {
  return useQuery({
    ...customerQueries.list({ q, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

/** The store's products for the order lines (up to the API's page maximum). */
export function useProductOptions() {
  return useQuery(productQueries.list({ pageSize: LIMITS.pageSizeMax }));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
