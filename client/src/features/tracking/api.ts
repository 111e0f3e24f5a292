/** A guest follows an order with its reference and the phone given at checkout. */
import { useMutation } from '@tanstack/react-query';
import type { TrackOrderInput } from '../../../../common/schemas/marketplace.ts';
import type { TrackedOrder } from '../../../../common/contracts/buyer.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function useTrackOrder() {
  return useMutation({
    mutationFn: (input: TrackOrderInput) =>
      apiRequest<TrackedOrder>('POST', '/api/orders/track', input),
  });
}
