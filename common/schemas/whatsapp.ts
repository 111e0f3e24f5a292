/** The seller's WhatsApp templates (issue 15), and how a template becomes a message. */
import { z } from 'zod';
import { WHATSAPP_PLACEHOLDERS, type WhatsappPlaceholder } from '../enums.ts';
import { issue } from '../messages.ts';

export const WHATSAPP_TEMPLATE_MAX = 1000;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Whether every {placeholder} of a text is one we know how to fill. */
export function knownPlaceholdersOnly(text: string): boolean {
  return [...text.matchAll(PLACEHOLDER)].every((match) =>
    (WHATSAPP_PLACEHOLDERS as readonly string[]).includes(match[1] as string),
  );
}

/** Fills a template's placeholders; one without a value becomes empty. */
export function fillTemplate(
  template: string,
  values: Partial<Record<WhatsappPlaceholder, string>>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (WHATSAPP_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as WhatsappPlaceholder] ?? '')
      : whole,
  );
}

/** One template: empty or null goes back to the default. */
const template = z
  .string({ error: issue('whatsapp.template.tooLong') })
  .trim()
  .max(WHATSAPP_TEMPLATE_MAX, issue('whatsapp.template.tooLong'))
  .refine(knownPlaceholdersOnly, { message: issue('whatsapp.template.placeholder') })
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const whatsappTemplatesInputSchema = z
  .object({
    confirmed: template,
    shipped: template,
    on_the_way: template,
    delivered: template,
  })
  .partial()
  .strict();
export type WhatsappTemplatesInput = z.infer<typeof whatsappTemplatesInputSchema>;
