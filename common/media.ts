/**
 * Uploaded pictures (server/modules/media): every upload is stored as WebP at three widths and a
 * 1200×630 JPEG for link previews, all at fixed addresses under /media/{id}/. These helpers
 * build those addresses, so the server's answers and the screens' srcset agree.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The variant a single `src` points to: sharp enough for a card on a phone at 2×. */
export const MEDIA_DEFAULT_WIDTH: MediaWidth = 640;
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The stored variants' names: '320.webp', '640.webp', '1280.webp' and 'og.jpg'. */
export const MEDIA_VARIANTS = [...MEDIA_WIDTHS.map((w) => `${w}.webp` as const), 'og.jpg'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** Upload ids are random UUIDs: unguessable, so an unattached upload stays private in practice. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function mediaUrl(id: string, variant: MediaVariant | MediaWidth = MEDIA_DEFAULT_WIDTH) {
  return `/media/${id}/${typeof variant === 'number' ? `${variant}.webp` : variant}`;
}

/**
 * The `srcset` of an upload `width` px wide: a variant is never wider than the upload (nothing
 * is enlarged), so a small upload lists fewer, truthful widths.
 */
export function mediaSrcSet(id: string, width: number): string {
  const seen = new Set<number>();
  return MEDIA_WIDTHS.flatMap((target) => {
    const actual = Math.min(target, width);
    if (seen.has(actual)) return [];
    seen.add(actual);
    return [`${mediaUrl(id, target)} ${actual}w`];
  }).join(', ');
}

/** A picture as every answer carries it: enough for <img src srcset width height alt>. */
export interface MediaImage {
  id: string;
  url: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export function toMediaImage(media: { id: string; width: number; height: number }, alt = '') {
  return {
    id: media.id,
    url: mediaUrl(media.id),
    srcSet: mediaSrcSet(media.id, media.width),
    width: media.width,
    height: media.height,
    alt,
  } satisfies MediaImage;
}
