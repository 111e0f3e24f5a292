/**
 * A product photo full screen, loaded only when a buyer opens one: the largest variant, a zoom
 * toggle (a tap on the photo too) that doubles it and lets the buyer pan by scrolling or
 * dragging, previous/next, Escape or the close button to leave. Phones also pinch-zoom.
 */
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '../../../../common/media.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { overlayClassName } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';

interface ProductZoomDialogProps {
  name: string;
  images: readonly MediaImage[];
  start: number;
  /** Closed, on the photo last shown (the gallery follows). */
  onClose: (last: number) => void;
}

const ZOOM = 2;

export default function ProductZoomDialog({
  name,
  images,
  start,
  onClose,
}: ProductZoomDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const image = images[index] ?? images[0];
  const count = images.length;
  if (!image) return null;

  function go(step: number) {
    setZoomed(false);
    setIndex((index + step + count) % count);
  }

  // Zooming in keeps the tapped point under the finger (or the middle, from the button).
  function toggleZoom(event?: MouseEvent) {
    const box = frame.current;
    if (zoomed || !box) {
      setZoomed(false);
      return;
    }
    const rect = box.getBoundingClientRect();
    const x = event ? (event.clientX - rect.left) / rect.width : 0.5;
    const y = event ? (event.clientY - rect.top) / rect.height : 0.5;
    setZoomed(true);
    requestAnimationFrame(() => {
      const ltr = getComputedStyle(box).direction !== 'rtl';
      const left = box.scrollWidth * x - rect.width / 2;
      // RTL scroll positions count from the right edge, as negative numbers.
      box.scrollLeft = ltr ? left : left - (box.scrollWidth - rect.width);
      box.scrollTop = box.scrollHeight * y - rect.height / 2;
    });
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose(index)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(overlayClassName, 'bg-black/90')} />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (count < 2) return;
            const rtl = document.documentElement.dir === 'rtl';
            if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
            if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
          }}
        >
          <div className="flex items-center gap-2 p-2">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate px-2 text-sm font-medium">
              {t('marketplace.gallery.zoomTitle', { name, index: index + 1, count })}
            </DialogPrimitive.Title>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 text-white hover:bg-white/15 hover:text-white"
              aria-pressed={zoomed}
              aria-label={
                zoomed ? t('marketplace.gallery.zoomOut') : t('marketplace.gallery.zoomIn')
              }
              onClick={() => toggleZoom()}
            >
              {zoomed ? <ZoomOut aria-hidden /> : <ZoomIn aria-hidden />}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 text-white hover:bg-white/15 hover:text-white"
                aria-label={t('common.close')}
              >
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div
            ref={frame}
            className={cn(
              'relative flex min-h-0 flex-1 touch-pinch-zoom overflow-auto',
              zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in items-center justify-center',
            )}
          >
            <button
              type="button"
              tabIndex={-1}
              aria-hidden
              className={cn('shrink-0', zoomed ? 'm-0' : 'm-auto')}
              onClick={toggleZoom}
            >
              <ProductImage
                key={image.id}
                image={image}
                alt={image.alt || name}
                sizes={zoomed ? `${ZOOM * 100}vw` : '100vw'}
                fallbackWidth={1280}
                priority
                className={cn(
                  'bg-transparent object-contain',
                  zoomed
                    ? 'h-auto w-[200vw] max-w-none md:w-[min(200vw,2560px)]'
                    : 'max-h-[calc(100dvh-8rem)] w-auto max-w-full',
                )}
              />
            </button>
          </div>
          {count > 1 && (
            <div className="flex items-center justify-center gap-4 p-3">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 text-white hover:bg-white/15 hover:text-white"
                aria-label={t('marketplace.gallery.previous')}
                onClick={() => go(-1)}
              >
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden />
              </Button>
              <p className="text-sm tabular-nums" aria-live="polite">
                {t('marketplace.gallery.photo', { index: index + 1, count })}
              </p>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 text-white hover:bg-white/15 hover:text-white"
                aria-label={t('marketplace.gallery.next')}
                onClick={() => go(1)}
              >
                <ChevronRight className="rtl:-scale-x-100" aria-hidden />
              </Button>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
