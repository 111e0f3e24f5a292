/** POST /api/contact: the /contact page's form and its route share this schema. */
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../constants.ts';

export const CONTACT_TOPICS = ['buyer', 'seller', 'transporter', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const CONTACT_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  topic: 'Please choose a topic.',
  messageMin: 'The message must be at least 10 characters.',
  messageMax: 'The message must be at most 2000 characters.',
  language: 'Please choose English, French or Arabic.',
} as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: CONTACT_FORM_MESSAGES.name })
    .trim()
    .min(CONTACT_LIMITS.nameMin, CONTACT_FORM_MESSAGES.name)
    .max(CONTACT_LIMITS.nameMax, CONTACT_FORM_MESSAGES.nameMax),
  email: z
    .string({ error: CONTACT_FORM_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.emailMax, CONTACT_FORM_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_FORM_MESSAGES.email })),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_FORM_MESSAGES.topic }),
  message: z
    .string({ error: CONTACT_FORM_MESSAGES.messageMin })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_FORM_MESSAGES.messageMin)
    .max(CONTACT_LIMITS.messageMax, CONTACT_FORM_MESSAGES.messageMax),
  /** The language the page was read in, so the answer can be written in it. */
  language: z.enum(LANGUAGES, { error: CONTACT_FORM_MESSAGES.language }).default(FALLBACK_LANGUAGE),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
