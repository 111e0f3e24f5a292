import { useState } from 'react';
import type { MediaImage } from '../../../common/media.ts';
import { cn } from '../lib/cn.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * How wide the picture is drawn, for the browser to pick from the srcset before layout: a card
 * in the 2/3/4-column grids, the product page's gallery (full width on phones, half from md),
 * a small square (cart lines, thumbnails, a store's logo), a full-width banner (store cover).
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw',
  gallery: '(min-width: 1152px) 36rem, (min-width: 768px) 50vw, 100vw',
  thumb: '5rem',
  banner: '(min-width: 1280px) 80rem, 100vw',
  full: '100vw',
} as const;
export type ImageSizes = keyof typeof IMAGE_SIZES;

interface ProductImageProps {
  /** An uploaded picture: srcset, width and height come from it. Wins over `src`. */
  image?: MediaImage | null;
  /** Without `image`: an outside or older address (a product's imageUrl); else the placeholder. */
  src?: string | null;
  alt: string;
  className?: string;
  /** One of IMAGE_SIZES, or a `sizes` attribute of its own. */
  sizes?: ImageSizes | (string & {});
  /**
   * The page's main picture (the product page's first photo): loaded at once with high fetch
   * priority. Every other picture is lazy.
   */
  priority?: boolean;
  /**
   * Which width `src` points to: the image's own (srcset aside), or an upload's `/media/…` src
   * (a cart line keeps only that address). 640 when not given.
   */
  fallbackWidth?: 320 | 640 | 1280;
}

/** An upload's address at another of its widths (a cart line's thumbnail needs no 640). */
function atWidth(url: string | undefined, width: number | undefined): string | undefined {
  return url && width
    ? url.replace(/^(\/media\/[0-9a-f-]{36}\/)\d+\.webp$/, `$1${width}.webp`)
    : url;
}

function sizesOf(sizes: ProductImageProps['sizes']): string {
  return sizes && sizes in IMAGE_SIZES ? IMAGE_SIZES[sizes as ImageSizes] : (sizes ?? '');
}

/**
 * A product's or a store's picture (SPEC §5): the uploaded picture with its srcset and its own
 * width and height (the box is reserved before it loads), else the outside URL, else the
 * placeholder; the placeholder too when loading fails. CSS (className) sets the drawn size and
 * crops with object-cover.
 */
export function ProductImage({
  image,
  src,
  alt,
  className,
  sizes = 'card',
  priority = false,
  fallbackWidth,
}: ProductImageProps) {
  // Remember which URL failed rather than a flag, so a new URL gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = atWidth(image?.url ?? src?.trim(), fallbackWidth);
  const failed = !url || url === failedSrc;
  const shown = failed ? PLACEHOLDER_IMAGE : url;
  const withSrcSet = image && !failed;
  return (
    <img
      src={shown}
      srcSet={withSrcSet ? image.srcSet : undefined}
      sizes={withSrcSet ? sizesOf(sizes) : undefined}
      width={withSrcSet ? image.width : undefined}
      height={withSrcSet ? image.height : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={cn('bg-muted object-cover', className)}
      onError={() => {
        if (url && shown === url) setFailedSrc(url);
      }}
    />
  );
}
