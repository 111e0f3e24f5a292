/**
 * The product page's photos: a strip that swipes (CSS scroll snap, so the browser does the
 * gesture and RTL reverses it by itself), thumbnails under it, arrows from md, and a tap that
 * opens the photo full screen (a dialog loaded only then).
 */
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '../../../../common/media.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const ProductZoomDialog = lazy(() => import('./product-zoom-dialog.tsx'));

interface ProductGalleryProps {
  name: string;
  images: readonly MediaImage[];
  /** An older product's outside picture (or none): shown alone, without zoom. */
  imageUrl: string | null;
}

export function ProductGallery({ name, images, imageUrl }: ProductGalleryProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const count = images.length;

  // The slide most in view is the current one, however it got there (swipe, arrow, thumbnail).
  useEffect(() => {
    const root = strip.current;
    if (!root || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  function show(index: number) {
    const next = (index + count) % count;
    const slide = strip.current?.children[next];
    // Scrolls the strip only (nearest block): the page stays where the buyer is.
    slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(next);
  }

  if (count === 0)
    return (
      <ProductImage
        src={imageUrl}
        alt={name}
        sizes="gallery"
        priority
        className="aspect-square h-auto w-full md:max-h-[36rem]"
      />
    );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('marketplace.gallery.label', { name })}
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="relative">
        <ul
          ref={strip}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          data-testid="gallery-strip"
        >
          {images.map((image, index) => (
            <li
              key={image.id}
              data-index={index}
              className="w-full shrink-0 snap-start snap-always"
              aria-roledescription="slide"
              aria-label={t('marketplace.gallery.photo', { index: index + 1, count })}
            >
              <button
                type="button"
                className="group relative block w-full cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                onClick={() => setZoomed(index)}
                aria-label={t('marketplace.gallery.zoom')}
              >
                <ProductImage
                  image={image}
                  alt={image.alt || (index === 0 ? name : '')}
                  sizes="gallery"
                  priority={index === 0}
                  className="aspect-square h-auto w-full md:max-h-[36rem]"
                />
                <span className="absolute end-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-background/80 text-foreground shadow-sm">
                  <ZoomIn className="size-4" aria-hidden />
                </span>
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <p
              className="absolute start-2 top-2 rounded-full bg-background/80 px-2 py-0.5 text-xs font-medium tabular-nums shadow-sm md:hidden"
              aria-hidden
            >
              {current + 1}/{count}
            </p>
            <GalleryArrow
              side="start"
              label={t('marketplace.gallery.previous')}
              onClick={() => show(current - 1)}
            />
            <GalleryArrow
              side="end"
              label={t('marketplace.gallery.next')}
              onClick={() => show(current + 1)}
            />
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex gap-2 overflow-x-auto px-2 pb-1 md:px-0">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('marketplace.gallery.show', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className={cn(
                'shrink-0 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === current ? 'border-primary' : 'border-transparent opacity-70',
              )}
            >
              <ProductImage
                image={image}
                alt=""
                sizes="thumb"
                fallbackWidth={320}
                className="size-14 sm:size-16"
              />
            </button>
          ))}
        </div>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <ProductZoomDialog
            name={name}
            images={images}
            start={zoomed}
            onClose={(last) => {
              setZoomed(null);
              if (last !== current) show(last);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Previous / next, from md (on phones the strip is swiped); mirrored in RTL. */
function GalleryArrow({
  side,
  label,
  onClick,
}: {
  side: 'start' | 'end';
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 hidden -translate-y-1/2 rounded-full bg-background/90 shadow md:inline-flex',
        side === 'start' ? 'start-2' : 'end-2',
      )}
    >
      <Icon className="rtl:-scale-x-100" aria-hidden />
    </Button>
  );
}
