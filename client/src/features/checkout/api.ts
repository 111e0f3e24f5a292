/** The buyer's checkout: POST /api/checkout, for guests and signed-in buyers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '../../../../common/schemas/marketplace.ts';
import type { CheckoutResult } from '../../../../common/contracts/checkout.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiRequest<CheckoutResult>('POST', '/api/checkout', input),
    onSuccess: () => {
      // Stock went down, and a signed-in buyer has new orders and perhaps a new store contact.
      for (const queryKey of [queryRoots.marketplace, queryRoots.buyer]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
