/**
 * One picture of the store (its logo, its cover photo): pick or take it, watch it upload, replace
 * or remove it. The field's value is the upload's id, or null for none; the preview keeps the
 * picture's shape (a square logo, a wide cover) so the seller sees what buyers will.
 *
 * A replacement that fails (refused, offline) leaves the value on the picture the store had, and
 * shows that picture again with the error and Retry: saving then keeps the old logo rather than
 * deleting it, and the seller is never stuck behind a file the server will not take.
 */
import { ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '../../../../common/media.ts';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { photoErrorText } from './photo-error.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

interface SinglePhotoFieldProps {
  label: string;
  hint?: string;
  /** The picture saved today, shown until the seller changes it. */
  current: MediaImage | null;
  /** The upload's id the form will send; null for none. */
  onChange: (id: string | null) => void;
  /** True while the picture uploads: the form waits. */
  onBusyChange?: (busy: boolean) => void;
  shape: 'square' | 'wide';
  /** A message code on the field (from the server). */
  error?: string;
  /** Names the control for tests and the e2e journey. */
  testId?: string;
}

export function SinglePhotoField({
  label,
  hint,
  current,
  onChange,
  onBusyChange,
  shape,
  error,
  testId,
}: SinglePhotoFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const uploads = usePhotoUploads(current ? [current] : [], 1);
  const photo = uploads.photos[0];
  // While a replacement fails, the picture shown is the one kept (`previous`).
  const shown = photo?.state === 'failed' && photo.previous ? photo.previous : photo;
  const id = uploads.images[0]?.id ?? null;
  const initialId = useRef(current?.id ?? null);

  // The form hears of a finished upload or a removal, not of the steps in between.
  useEffect(() => {
    if (photo?.state === 'uploading') return;
    if (id !== initialId.current) {
      initialId.current = id;
      onChange(id);
    }
  }, [id, photo?.state, onChange]);

  useEffect(() => {
    onBusyChange?.(uploads.busy);
  }, [uploads.busy, onBusyChange]);

  function pick(files: readonly File[]) {
    const file = files[0];
    if (!file) return;
    if (photo) uploads.replace(photo.key, file);
    else uploads.add([file]);
  }

  const errorText = fieldErrorText(t, error);
  const square = shape === 'square';

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div
        className={cn('mt-2 flex gap-3', square ? 'items-center' : 'flex-col')}
        data-testid={testId}
      >
        <div
          className={cn(
            'relative shrink-0 overflow-hidden border bg-muted',
            square ? 'size-24 rounded-xl' : 'aspect-[3/1] w-full rounded-lg',
          )}
        >
          {shown ? (
            <img
              src={shown.src}
              srcSet={shown.srcSet}
              sizes={square ? '6rem' : '(min-width: 768px) 40rem, 100vw'}
              alt=""
              className={cn(
                'size-full object-cover',
                shown === photo && photo.state !== 'done' && 'opacity-60',
              )}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-muted-foreground">
              <ImagePlus className="size-6" aria-hidden />
              <span className="sr-only">{t('photos.none')}</span>
            </span>
          )}
          {photo?.state === 'uploading' && (
            <div className="absolute inset-x-1.5 bottom-1.5 rounded-md bg-background/90 p-1.5">
              <Progress
                value={photo.progress === null ? null : Math.round(photo.progress * 100)}
                aria-label={t('photos.progressOf', { name: label })}
                aria-valuetext={
                  photo.progress === null
                    ? t('photos.preparing')
                    : t('photos.percent', { percent: Math.round(photo.progress * 100) })
                }
              />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              pick([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="secondary"
            className="h-11 md:h-10"
            aria-label={photo ? t('photos.replaceNamed', { name: label }) : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden />
            {photo ? t('photos.replace') : t('photos.choose')}
          </Button>
          {photo && (
            <Button
              type="button"
              variant="outline"
              className="h-11 md:h-10"
              aria-label={t('photos.removeNamed', { name: label })}
              onClick={() => uploads.remove(photo.key)}
            >
              <Trash2 aria-hidden />
              {t('photos.removeShort')}
            </Button>
          )}
        </div>
      </div>
      {photo?.state === 'failed' && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-destructive">
            {photoErrorText(t, photo.error)}
            {photo.previous && ` ${t('photos.previousKept')}`}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9"
            onClick={() => uploads.retry(photo.key)}
          >
            <RotateCcw aria-hidden />
            {t('photos.retry')}
          </Button>
        </div>
      )}
      {errorText && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {errorText}
        </p>
      )}
    </div>
  );
}
