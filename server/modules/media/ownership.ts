/**
 * Attaching uploads: a product's photos, a store's logo and cover, a transporter's identity
 * documents. Only the uploader may attach an upload; anyone else's id, or one that does not
 * exist, is 404 (never 403: an id says nothing). A public place takes public uploads only and a
 * document place private ones only, so an identity document can never end up on a product page.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export interface MediaSize {
  id: string;
  width: number;
  height: number;
}

/**
 * The uploads `ids` of `ownerId`, by id; 404 when any of them is not theirs. Call it in the
 * transaction that attaches them: the rows stay locked FOR KEY SHARE until it ends, so the
 * clean-up of forgotten uploads (FOR UPDATE SKIP LOCKED) passes them by, and an upload the
 * clean-up took first is waited for and then found gone (404), never a foreign-key error.
 * `private`: whether the place takes private uploads (identity documents) instead of public ones.
 */
export async function requireOwnMedia(
  db: Db,
  ownerId: number,
  ids: readonly string[],
  options: { private?: boolean } = {},
): Promise<Map<string, MediaSize>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height })
    .from(media)
    .where(
      and(
        inArray(media.id, unique),
        eq(media.ownerId, ownerId),
        eq(media.private, options.private ?? false),
      ),
    )
    .for('key share');
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'media.notFound');
  return new Map(rows.map((row) => [row.id, row]));
}
