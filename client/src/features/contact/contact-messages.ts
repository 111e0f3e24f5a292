/** The /contact form's messages (common/schemas/contact.ts, English) → `contact.validation.*`. */
import type { z } from 'zod';
import { CONTACT_FORM_MESSAGES, contactMessageSchema } from '../../../../common/schemas/contact.ts';
import { messageTranslator } from '../../lib/validation.ts';

const KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CONTACT_FORM_MESSAGES).map(([key, text]) => [text, key]),
);

/** The limit's refusal is a common message (tooManyMessages), translated there. */
export const translateContactFormMessage = messageTranslator(KEYS, 'contact.validation');

/** What the form asks; the language is the page's, added when sending. */
export const contactFormSchema = contactMessageSchema.omit({ language: true });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
