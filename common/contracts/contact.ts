/** The /contact page's form (POST /api/contact): the stored message's id. */
import { z } from 'zod';
import { idSchema } from './shared.ts';

export const contactMessageSavedSchema = z.object({ id: idSchema });
export type ContactMessageSaved = z.infer<typeof contactMessageSavedSchema>;
