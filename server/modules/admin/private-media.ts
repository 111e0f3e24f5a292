/**
 * Reading a transporter's private upload (identity document, driving licence) for an operator:
 * only an upload still marked private, read through the media module's private reader. Public
 * uploads are not served here, and GET /media never serves private ones.
 */
import { and, eq } from 'drizzle-orm';
import { MEDIA_ID_PATTERN } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { readPrivateVariant, type MediaStorage, type StoredObject } from '../media/index.ts';

/** The stored variant, or null for an unknown id or variant, a public upload or a missing blob. */
export async function readPrivateDocument(
  db: Db,
  storage: MediaStorage,
  id: string,
  variant: string,
): Promise<StoredObject | null> {
  // The id is checked before it reaches the query (the reader checks it again with the variant).
  if (!MEDIA_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), eq(media.private, true)));
  if (!row) return null;
  return readPrivateVariant(storage, id, variant);
}
