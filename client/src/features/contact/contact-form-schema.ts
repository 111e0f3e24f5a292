/** The /contact form's schema: the route's own (common/schemas/contact.ts), without the language. */
import type { z } from 'zod';
import { contactMessageSchema } from '../../../../common/schemas/contact.ts';

/** What the form asks; the language is the page's, added when sending. */
export const contactFormSchema = contactMessageSchema.omit({ language: true });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
