/** The seller's WhatsApp templates (issue 15): GET/PUT /api/store/whatsapp-templates. */
import { z } from 'zod';

/** Each kind's text as the seller wrote it; null: the default, in the reader's language. */
export const whatsappTemplatesSchema = z.object({
  confirmed: z.string().nullable(),
  shipped: z.string().nullable(),
  on_the_way: z.string().nullable(),
  delivered: z.string().nullable(),
});
export type WhatsappTemplates = z.infer<typeof whatsappTemplatesSchema>;
