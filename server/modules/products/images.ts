/**
 * A product's photos as queries read them: uploads (media rows) in product_images order, the
 * first the cover (products.cover_media_id, kept equal to position 0 by replaceProductImages).
 * Correlated subqueries rather than joins: one row per product whatever the number of photos,
 * and PostgreSQL evaluates them only for the rows a page returns. Raw SQL names the outer
 * "products" row: Drizzle leaves a column unqualified in a one-table select, where inside the
 * subquery it would be read as the subquery's own.
 */
import { eq, sql } from 'drizzle-orm';
import { toMediaImage, type MediaImage } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { productImages, products } from '../../db/schema.ts';
import { requireOwnMedia } from '../media/index.ts';

/** One photo as the subqueries below give it (json). */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** Every photo of the product on this row, in order; [] when none. */
export const productImagesSql = sql<ImageRef[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'width', m.width, 'height', m.height, 'alt', pi.alt)
    order by pi.position)
  from product_images pi join media m on m.id = pi.media_id
  where pi.product_id = "products"."id"
), '[]'::json)`;

/** The cover alone (lists show one picture): a primary-key probe of media and product_images. */
export const productCoverSql = sql<ImageRef | null>`(
  select json_build_object('id', m.id, 'width', m.width, 'height', m.height,
    'alt', coalesce((select pi.alt from product_images pi
      where pi.product_id = "products"."id" and pi.media_id = m.id), ''))
  from media m where m.id = "products"."cover_media_id"
)`;

export function toImages(refs: ImageRef[] | ImageRef | null): MediaImage[] {
  if (!refs) return [];
  return (Array.isArray(refs) ? refs : [refs]).map((ref) => toMediaImage(ref, ref.alt));
}

/**
 * The picture older clients read: the cover's 640 px WebP, else the outside https picture the
 * seller gave, else none.
 */
export function imageUrlOf(images: MediaImage[], outside: string | null): string | null {
  return images[0]?.url ?? (outside || null);
}

/**
 * Replaces a product's photos with `images` in order, inside the caller's transaction: each must
 * be the seller's own upload (404 media.notFound otherwise, nothing changed). Sets the cover.
 */
export async function replaceProductImages(
  tx: Db,
  sellerId: number,
  productId: number,
  images: readonly { id: string; alt: string }[],
): Promise<void> {
  await requireOwnMedia(
    tx,
    sellerId,
    images.map((image) => image.id),
  );
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) {
    await tx.insert(productImages).values(
      images.map((image, position) => ({
        productId,
        mediaId: image.id,
        position,
        alt: image.alt,
      })),
    );
  }
  await tx
    .update(products)
    .set({ coverMediaId: images[0]?.id ?? null })
    .where(eq(products.id, productId));
}
