/** The customer book calls (SPEC §7): list, create, update, delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { CustomerInput, customerInputSchema } from '../../../../common/schemas/back-office.ts';
import type { Customer, Page } from '../../../../common/types.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/validation.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';

export const customersKey = ['/api/customers'] as const;

/** 18 cards fill whole rows of 1, 2 and 3 columns. */
export const CUSTOMERS_PAGE_SIZE = 18;

export type CustomerPayload = z.output<typeof customerInputSchema>;

export function useCustomers({ q, page }: { q: string; page: number }) {
  return useQuery<Page<Customer>>({
    queryKey: ['/api/customers', { q, page, pageSize: CUSTOMERS_PAGE_SIZE }],
    placeholderData: keepPreviousData,
    ...FOLLOW_MARKETPLACE,
  });
}

/** What a customer change can alter: the book, the dashboard count, and after a delete the
 * orders (customer becomes unknown) and the conversations (deleted with the customer). */
const KEYS_AFTER_CHANGE = [customersKey, ['/api/dashboard/stats']] as const;
const KEYS_AFTER_DELETE = [
  ...KEYS_AFTER_CHANGE,
  ['/api/orders'],
  ['/api/orders/recent'],
  ['/api/messages'],
  ['/api/messages/recent'],
  ['/api/messages/unread'],
] as const;

function useInvalidate(keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateCustomer() {
  const invalidate = useInvalidate(KEYS_AFTER_CHANGE);
  return useMutation({
    mutationFn: (input: CustomerInput) => apiRequest<Customer>('POST', '/api/customers', input),
    onSuccess: invalidate,
  });
}

export function useUpdateCustomer() {
  const invalidate = useInvalidate(KEYS_AFTER_CHANGE);
  return useMutation({
    mutationFn: ({ id, ...input }: CustomerInput & { id: number }) =>
      apiRequest<Customer>('PATCH', `/api/customers/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidate(KEYS_AFTER_DELETE);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/customers/${id}`),
    onSuccess: invalidate,
  });
}

/** The server's message in the reader's language, or the generic text (network, 5xx). */
export function customerErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('common.error');
  return translateMessage(t, error.serverMessage) ?? t('common.error');
}
