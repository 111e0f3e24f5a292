/** Uploads: storing a processed picture, reading a variant back, deleting forgotten uploads. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { MEDIA_ID_PATTERN, MEDIA_VARIANTS, type MediaVariant } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { processImage, VARIANT_CONTENT_TYPES, type ProcessedImage } from './process.ts';
import {
  databaseStorage,
  mediaKey,
  privateMediaKey,
  type MediaStorage,
  type StoredObject,
} from './storage.ts';

/** A public picture (a product's photo, a logo) or a private one (an identity document). */
export interface UploadOptions {
  /** Stored under private/ keys, never served at /media (issue 13). */
  private?: boolean;
}

export interface SavedUpload {
  id: string;
  width: number;
  height: number;
}

/**
 * Records a processed picture as an upload of `ownerId` and writes its variants. The row comes
 * first: should a write fail, the row goes again (and an interrupted run leaves a row the
 * clean-up deletes with whatever variants were written, never variants nobody can find).
 */
export async function storeProcessedImage(
  db: Db,
  storage: MediaStorage,
  ownerId: number,
  processed: ProcessedImage,
  options: UploadOptions = {},
): Promise<SavedUpload> {
  const id = randomUUID();
  const isPrivate = options.private ?? false;
  const keyOf = isPrivate ? privateMediaKey : mediaKey;
  const storedBytes = MEDIA_VARIANTS.reduce(
    (sum, variant) => sum + processed.variants[variant].length,
    0,
  );
  await db.insert(media).values({
    id,
    ownerId,
    width: processed.width,
    height: processed.height,
    storedBytes,
    private: isPrivate,
  });
  try {
    // One after the other: `db` may be a transaction, whose connection runs one query at a time.
    for (const variant of MEDIA_VARIANTS) {
      await storage.put(
        keyOf(id, variant),
        processed.variants[variant],
        VARIANT_CONTENT_TYPES[variant],
      );
    }
  } catch (error) {
    await storage.delete(MEDIA_VARIANTS.map((variant) => keyOf(id, variant))).catch(() => {});
    await db
      .delete(media)
      .where(eq(media.id, id))
      .catch(() => {});
    throw error;
  }
  return { id, width: processed.width, height: processed.height };
}

/** Checks and processes `bytes` (processImage's errors), then stores them as an upload. */
export async function saveUpload(
  db: Db,
  storage: MediaStorage,
  ownerId: number,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<SavedUpload> {
  return storeProcessedImage(db, storage, ownerId, await processImage(bytes), options);
}

/**
 * One stored variant of a PUBLIC upload, or null: it reads `media/` keys only, so a private
 * upload (an identity document) is never found here, whatever its id.
 */
export function readVariant(
  storage: MediaStorage,
  id: string,
  variant: MediaVariant,
): Promise<StoredObject | null> {
  return storage.get(mediaKey(id, variant));
}

/** Whether a string from a URL names one of the stored variants (widened only to ask). */
export const isMediaVariant = (value: string): value is MediaVariant =>
  (MEDIA_VARIANTS as readonly string[]).includes(value);

/**
 * One stored variant of a PRIVATE upload (a transporter's document, for an operator), or null for
 * a malformed id or an unknown variant: it reads `private/` keys only, the counterpart of
 * readVariant, so the key layout and the checks stay in this module.
 */
export function readPrivateVariant(
  storage: MediaStorage,
  id: string,
  variant: string,
): Promise<StoredObject | null> {
  if (!MEDIA_ID_PATTERN.test(id) || !isMediaVariant(variant)) return Promise.resolve(null);
  return storage.get(privateMediaKey(id, variant));
}

/**
 * What counts as attached: every place that refers to an upload. An upload referred to by none
 * of them is forgotten, and deleted once old enough. A new kind of reference is one more line here
 * (the transporters' identity documents came with issue 13).
 */
function attachedConditions(id: SQL): SQL[] {
  return [
    sql`exists (select 1 from product_images where product_images.media_id = ${id})`,
    sql`exists (select 1 from products where products.cover_media_id = ${id})`,
    sql`exists (select 1 from users where users.store_logo_id = ${id})`,
    sql`exists (select 1 from users where users.store_cover_id = ${id})`,
    sql`exists (select 1 from transporter_profiles where transporter_profiles.identity_document_id = ${id})`,
    sql`exists (select 1 from transporter_profiles where transporter_profiles.driving_licence_id = ${id})`,
  ];
}

/** Uploads are deleted at most this many at a time (one transaction each). */
const CLEAN_UP_BATCH = 200;

export interface CleanUpOptions {
  /**
   * Told of the objects an S3 delete failed to remove after their rows were gone: nothing will
   * find them again, so they are logged for an operator. By default such a failure is thrown
   * once the run is over.
   */
  onOrphans?: (keys: string[], error: unknown) => void;
}

/**
 * Deletes the uploads created before `olderThan` that nothing refers to, with their variants;
 * returns their ids. Safe with several instances running it at once, and with uploads being
 * attached meanwhile:
 * - rows are taken with FOR UPDATE SKIP LOCKED, so each is deleted by one instance, and an upload
 *   an attaching transaction holds (requireOwnMedia locks it FOR KEY SHARE) is left for next time;
 * - the DELETE checks again that nothing refers to each row: on PostgreSQL a reference committed
 *   between the SELECT's snapshot and its lock is not seen by the SELECT, but is by the DELETE
 *   (otherwise the cascade would remove a photo just attached).
 * With the database storage the variants go in the same transaction as their rows; with S3 they
 * are deleted after the commit (an object left behind is a leak, a row without its variants a
 * broken picture), and the keys that failed go to `onOrphans`.
 */
export async function deleteUnattachedMedia(
  db: Db,
  storage: MediaStorage,
  olderThan: Date,
  options: CleanUpOptions = {},
): Promise<string[]> {
  const deleted: string[] = [];
  // Both prefixes: the row no longer says whether the upload was private, and a key with
  // nothing under it is no error.
  const keysOf = (ids: readonly string[]) =>
    ids.flatMap((id) =>
      MEDIA_VARIANTS.flatMap((variant) => [mediaKey(id, variant), privateMediaKey(id, variant)]),
    );
  const unattached = () =>
    attachedConditions(sql`${media.id}`).map((attached) => sql`not ${attached}`);
  let orphans: { keys: string[]; error: unknown } | undefined;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(lt(media.createdAt, olderThan), ...unattached()))
        .orderBy(media.createdAt)
        .limit(CLEAN_UP_BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return [];
      const rows = await tx
        .delete(media)
        .where(
          and(
            inArray(
              media.id,
              candidates.map((row) => row.id),
            ),
            ...unattached(),
          ),
        )
        .returning({ id: media.id });
      const gone = rows.map((row) => row.id);
      if (storage.kind === 'database') await databaseStorage(tx).delete(keysOf(gone));
      return gone;
    });
    if (ids.length > 0 && storage.kind !== 'database') {
      const keys = keysOf(ids);
      try {
        await storage.delete(keys);
      } catch (error) {
        if (options.onOrphans) options.onOrphans(keys, error);
        else orphans ??= { keys, error };
      }
    }
    deleted.push(...ids);
    // Fewer than a batch: none left, or some were attached meanwhile (the rest waits an hour).
    if (ids.length < CLEAN_UP_BATCH) break;
  }
  if (orphans) throw orphans.error;
  return deleted;
}
