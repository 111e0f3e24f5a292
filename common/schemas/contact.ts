/** POST /api/contact: the /contact page's form and its route share this schema. */
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../constants.ts';
import { issue } from '../messages.ts';
import { nameText } from './names.ts';

export const CONTACT_TOPICS = ['buyer', 'seller', 'transporter', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const contactMessageSchema = z.object({
  name: nameText(issue('contact.name.tooShort'))
    .min(CONTACT_LIMITS.nameMin, issue('contact.name.tooShort'))
    .max(CONTACT_LIMITS.nameMax, issue('contact.name.tooLong')),
  email: z
    .string({ error: issue('contact.email.invalid') })
    .trim()
    .max(CONTACT_LIMITS.emailMax, issue('contact.email.invalid'))
    .pipe(z.email({ error: issue('contact.email.invalid') })),
  topic: z.enum(CONTACT_TOPICS, { error: issue('contact.topic.invalid') }),
  message: z
    .string({ error: issue('contact.message.tooShort') })
    .trim()
    .min(CONTACT_LIMITS.messageMin, issue('contact.message.tooShort'))
    .max(CONTACT_LIMITS.messageMax, issue('contact.message.tooLong')),
  /** The language the page was read in, so the answer can be written in it. */
  language: z
    .enum(LANGUAGES, { error: issue('contact.language.invalid') })
    .default(FALLBACK_LANGUAGE),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
