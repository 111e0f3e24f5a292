import { useState } from 'react';
import { cn } from '../lib/cn.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** The product's picture; the placeholder when there is none or it fails to load (SPEC §5). */
export function ProductImage({ src, alt, className, loading = 'lazy' }: ProductImageProps) {
  // Remember which URL failed rather than a flag, so a new URL gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim();
  const shown = !url || url === failedSrc ? PLACEHOLDER_IMAGE : url;
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      className={cn('bg-muted object-cover', className)}
      onError={() => {
        if (url && shown === url) setFailedSrc(url);
      }}
    />
  );
}
