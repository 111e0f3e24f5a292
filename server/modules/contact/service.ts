/**
 * Messages written to the site's operator from the /contact page. They are only stored here; the
 * operator's inbox that reads them comes later.
 */
import type { ContactMessageValues } from '../../../common/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function saveContactMessage(
  db: Db,
  input: ContactMessageValues,
  userId: number | null,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      language: input.language,
      userId,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return { id: row.id };
}
