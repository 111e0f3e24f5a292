/** The order calls of the back-office (SPEC §7): list, detail, status moves, manual orders. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { LIMITS } from '../../../../common/constants.ts';
import type { OrderStatus } from '../../../../common/enums.ts';
import type { z } from 'zod';
import type {
  ManualOrderInput,
  manualOrderInputSchema,
} from '../../../../common/schemas/back-office.ts';
import type {
  Customer,
  OrderDetail,
  OrderSummary,
  Page,
  Product,
} from '../../../../common/types.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { translateMessage } from '../../lib/validation.ts';

export const ordersKey = ['/api/orders'] as const;
export const recentOrdersKey = ['/api/orders/recent'] as const;
export const orderKey = (id: number) => [`/api/orders/${id}`] as const;

/** Every view an order change can alter: lists, the dashboard, stock levels. */
const KEYS_AFTER_ORDER_CHANGE = [
  ordersKey,
  recentOrdersKey,
  ['/api/dashboard/stats'],
  ['/api/products'],
] as const;

/** What the manual-order form hands over once the schema has parsed it. */
export type ManualOrderPayload = z.output<typeof manualOrderInputSchema>;

export const ORDERS_PAGE_SIZE = LIMITS.pageSizeDefault;

export interface OrderListParams {
  q: string;
  status: OrderStatus | undefined;
  page: number;
}

export function useOrders({ q, status, page }: OrderListParams) {
  return useQuery<Page<OrderSummary>>({
    queryKey: ['/api/orders', { q, status, page, pageSize: ORDERS_PAGE_SIZE }],
    ...FOLLOW_MARKETPLACE,
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery<OrderDetail>({ queryKey: orderKey(id ?? 0), enabled: id !== null });
}

function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderKey(order.id), order);
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
      void queryClient.invalidateQueries({ queryKey: ['/api/customers'] });
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
  return useQuery<Page<Customer>>({
    queryKey: ['/api/customers', { q, pageSize: 20 }],
    placeholderData: keepPreviousData,
  });
}

/** The store's products for the order lines (up to the API's page maximum). */
export function useProductOptions() {
  return useQuery<Page<Product>>({
    queryKey: ['/api/products', { pageSize: LIMITS.pageSizeMax }],
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's message in the reader's language, or the generic text (network, 5xx). */
export function orderErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('common.error');
  return translateMessage(t, error.serverMessage) ?? t('common.error');
}
