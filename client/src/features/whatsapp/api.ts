/** The seller's WhatsApp templates (issue 15): GET and PUT /api/store/whatsapp-templates. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsappTemplates } from '../../../../common/contracts/whatsapp.ts';
import type { WhatsappTemplatesInput } from '../../../../common/schemas/whatsapp.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export type { WhatsappTemplates };

export const whatsappQueries = {
  templates: () =>
    queryOptions({
      queryKey: [...queryRoots.whatsappTemplates, 'own'] as const,
      queryFn: () => apiRequest<WhatsappTemplates>('GET', '/api/store/whatsapp-templates'),
    }),
};

export function useWhatsappTemplates(enabled = true) {
  return useQuery({ ...whatsappQueries.templates(), enabled });
}

export function useSaveWhatsappTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsappTemplatesInput) =>
      apiRequest<WhatsappTemplates>('PUT', '/api/store/whatsapp-templates', input),
    onSuccess: (saved) => queryClient.setQueryData(whatsappQueries.templates().queryKey, saved),
  });
}
