import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../../common/schemas/contact.ts';
import type { ContactMessageSaved } from '../../../../common/contracts/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** POST /api/contact: a message to the site's operator. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      apiRequest<ContactMessageSaved>('POST', '/api/contact', input),
  });
}
