/**
 * One identity paper (the identity document, the driving licence): taken with the phone's camera
 * or picked from the files, uploaded privately (POST /api/media?kind=document) with its progress,
 * retried when it fails. The form owns the upload (usePhotoUploads with kind 'document') and sends
 * its id once it is done.
 *
 * The picture shown is the picked file itself: a private upload has no public address, and the
 * transporter only needs to see that the photo is the right one and readable.
 */
import { Camera, CheckCircle2, IdCard, ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import { photoErrorText, type PhotoUploads } from '../media/index.ts';

interface DocumentFieldProps {
  label: string;
  hint: string;
  /** This document's upload (at most one photo), owned by the form. */
  uploads: PhotoUploads;
  /** Said under the field when the card was sent without this document. */
  error?: string;
  testId: string;
}

/** A hidden file input and the button that opens it; `capture` asks a phone for its camera. */
function PickButton({
  capture,
  label,
  icon,
  variant,
  className,
  onPick,
}: {
  capture?: 'environment';
  label: string;
  icon: ReactNode;
  variant: 'secondary' | 'outline';
  className?: string;
  onPick: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture={capture}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-capture={capture ? 'camera' : 'file'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant={variant}
        className={cn('h-11 md:h-10', className)}
        onClick={() => inputRef.current?.click()}
      >
        {icon}
        {label}
      </Button>
    </>
  );
}

export function DocumentField({ label, hint, uploads, error, testId }: DocumentFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const photo = uploads.photos[0];

  function pick(file: File) {
    if (photo) uploads.replace(photo.key, file);
    else uploads.add([file]);
  }

  const percent =
    photo?.state === 'uploading' && photo.progress !== null
      ? Math.round(photo.progress * 100)
      : null;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className={cn('grid gap-3 rounded-lg border p-3 sm:p-4', error && 'border-destructive')}
      data-testid={testId}
    >
      <div>
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* Slim while empty on a phone; the photo, once picked, shows whole to be checked. */}
        <div
          className={cn(
            'relative w-full shrink-0 overflow-hidden rounded-md border bg-muted sm:aspect-[3/2] sm:w-40',
            photo ? 'aspect-[3/2]' : 'h-16 border-dashed sm:h-auto',
          )}
        >
          {photo ? (
            <img
              src={photo.src}
              alt={t('verification.document.preview', { name: label })}
              className={cn('size-full object-cover', photo.state !== 'done' && 'opacity-60')}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-muted-foreground">
              <IdCard className="size-8" aria-hidden />
            </span>
          )}
          {photo?.state === 'done' && (
            <span className="absolute end-1.5 top-1.5 rounded-full bg-background/90 p-0.5 text-success">
              <CheckCircle2 className="size-5" aria-hidden />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {photo?.state === 'uploading' && (
            <div className="grid gap-1" role="status">
              <Progress
                value={percent}
                aria-label={t('verification.document.progress', { name: label })}
              />
              <p className="text-xs text-muted-foreground">
                {percent === null
                  ? t('photos.preparing')
                  : t('verification.document.uploading', { percent })}
              </p>
            </div>
          )}
          {photo?.state === 'done' && (
            <p className="text-sm font-medium text-success" role="status">
              {t('verification.document.ready')}
            </p>
          )}
          {photo?.state === 'failed' && (
            <div className="flex flex-wrap items-center gap-2">
              <p role="alert" className="text-sm text-destructive">
                {photoErrorText(t, photo.error)}
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
          <div className="flex flex-wrap gap-2">
            {/* On a phone the camera comes first; a computer picks a file (capture is ignored). */}
            <PickButton
              capture="environment"
              variant="secondary"
              className="flex-1 sm:flex-none md:hidden"
              icon={<Camera aria-hidden />}
              label={photo ? t('verification.document.retake') : t('verification.document.take')}
              onPick={pick}
            />
            <PickButton
              variant="outline"
              className="flex-1 sm:flex-none"
              icon={<ImagePlus aria-hidden />}
              label={t('verification.document.choose')}
              onPick={pick}
            />
            {photo && (
              <Button
                type="button"
                variant="ghost"
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
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
