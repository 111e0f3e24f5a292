/** The buyer's checkout: POST /api/checkout, for guests and signed-in buyers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '../../../../common/schemas/marketplace.ts';
import type { CheckoutResult } from '../../../../common/types.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiRequest<CheckoutResult>('POST', '/api/checkout', input),
    onSuccess: () => {
      // Stock went down, and a signed-in buyer has new orders and perhaps a new store contact.
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [path] = query.queryKey;
          return (
            typeof path === 'string' &&
            (path.startsWith('/api/marketplace') || path.startsWith('/api/my/'))
          );
        },
      });
    },
  });
}
