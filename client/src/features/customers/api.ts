/** The customer book calls (SPEC §7): list, create, update, delete. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerInput, customerInputSchema } from '../../../../common/schemas/back-office.ts';
import type { Customer, CustomerPage } from '../../../../common/contracts/customers.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

/** 18 cards fill whole rows of 1, 2 and 3 columns. */
export const CUSTOMERS_PAGE_SIZE = 18;

export type CustomerPayload = z.output<typeof customerInputSchema>;

export interface CustomerListParams {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/customers: the book, searched and paged (the order form's picker reads it too). */
export const customerQueries = {
  list: (params: CustomerListParams) =>
    queryOptions({
      queryKey: [...queryRoots.customers, 'list', params] as const,
      queryFn: () => apiRequest<CustomerPage>('GET', withSearchParams('/api/customers', params)),
    }),
};

export function useCustomers({ q, page }: { q: string; page: number }) {
  return useQuery({
    ...customerQueries.list({ q, page, pageSize: CUSTOMERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    ...FOLLOW_MARKETPLACE,
  });
}

/** What a customer change can alter: the book, the dashboard count, and after a delete the
 * orders (customer becomes unknown) and the conversations (deleted with the customer). */
const ROOTS_AFTER_CHANGE = [queryRoots.customers, queryRoots.dashboard] as const;
const ROOTS_AFTER_DELETE = [...ROOTS_AFTER_CHANGE, queryRoots.orders, queryRoots.messages] as const;

function useInvalidate(keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateCustomer() {
  const invalidate = useInvalidate(ROOTS_AFTER_CHANGE);
  return useMutation({
    mutationFn: (input: CustomerInput) => apiRequest<Customer>('POST', '/api/customers', input),
    onSuccess: invalidate,
  });
}

export function useUpdateCustomer() {
  const invalidate = useInvalidate(ROOTS_AFTER_CHANGE);
  return useMutation({
    mutationFn: ({ id, ...input }: CustomerInput & { id: number }) =>
      apiRequest<Customer>('PATCH', `/api/customers/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidate(ROOTS_AFTER_DELETE);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/customers/${id}`),
    onSuccess: invalidate,
  });
}
