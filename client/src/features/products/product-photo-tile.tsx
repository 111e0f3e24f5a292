/**
 * One photo of the product form: its thumbnail (the cover marked), its upload's progress or
 * failure, buttons to move it earlier or later and to remove it, and its description. The tile
 * itself takes focus: arrow keys move it, Home makes it the cover; it can be dragged onto another.
 */
import { ArrowLeft, ArrowRight, RotateCcw, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import { photoErrorText, type Photo } from '../media/index.ts';

/** What a dragged tile carries, so a drop tells a reorder from files coming in. */
export const PHOTO_DRAG_TYPE = 'application/x-hanout-photo';
export const PHOTO_ALT_MAX = 200;

interface PhotoTileProps {
  photo: Photo;
  index: number;
  total: number;
  tileRef: (node: HTMLLIElement | null) => void;
  /** Moves this photo to `index`; `part` is what keeps focus afterwards. */
  onMove: (index: number, part: string) => void;
  /** Another tile was dropped on this one: it takes this one's place. */
  onDropPhoto: (key: string) => void;
  onRemove: () => void;
  onRetry: () => void;
  onAlt: (alt: string) => void;
}

export function PhotoTile({
  photo,
  index,
  total,
  tileRef,
  onMove,
  onDropPhoto,
  onRemove,
  onRetry,
  onAlt,
}: PhotoTileProps) {
  const { t, i18n } = useTranslation();
  const altId = useId();
  const statusId = useId();
  const [dropTarget, setDropTarget] = useState(false);
  // A file the browser cannot draw (the server says why) shows the tile's background, not a
  // broken-image icon.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const position = index + 1;
  const rtl = i18n.dir() === 'rtl';
  const cover = index === 0;

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    // Keys typed in the description or on a button are theirs.
    if (event.target !== event.currentTarget) return;
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const to =
      event.key === earlier || event.key === 'ArrowUp'
        ? index - 1
        : event.key === later || event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    if (to >= 0 && to < total && to !== index) onMove(to, 'tile');
  }

  const state =
    photo.state === 'uploading'
      ? t('photos.uploading')
      : photo.state === 'failed'
        ? t('photos.failed')
        : cover
          ? t('photos.cover')
          : '';

  return (
    <li
      ref={tileRef}
      data-part="tile"
      data-photo-state={photo.state}
      data-media-id={photo.mediaId}
      tabIndex={0}
      aria-label={t('photos.tileLabel', { position, total })}
      aria-describedby={statusId}
      aria-roledescription={t('photos.tileRole')}
      draggable
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        const key = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        setDropTarget(false);
        if (!key) return;
        event.preventDefault();
        event.stopPropagation();
        if (key !== photo.key) onDropPhoto(key);
      }}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        dropTarget && 'ring-2 ring-primary ring-offset-2',
      )}
    >
      <div
        className={cn(
          'relative aspect-square cursor-grab overflow-hidden rounded-md border bg-muted active:cursor-grabbing',
          cover && 'border-2 border-primary',
        )}
      >
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 640px) 12rem, 45vw"
          alt=""
          draggable={false}
          onError={() => setBrokenSrc(photo.src)}
          className={cn(
            brokenSrc === photo.src && 'invisible',
            'size-full object-cover',
            photo.state !== 'done' && 'opacity-60',
          )}
        />
        {cover && (
          <Badge className="absolute start-1.5 top-1.5 shadow-sm" aria-hidden>
            {t('photos.cover')}
          </Badge>
        )}
        <Button
          type="button"
          variant="secondary"
          size="icon"
          data-part="remove"
          className="absolute end-1.5 top-1.5 z-10 size-9 rounded-full bg-background/90 shadow-sm"
          aria-label={t('photos.remove', { position })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
        <p id={statusId} className="sr-only">
          {state}
        </p>
        {photo.state === 'uploading' && (
          <div className="absolute inset-x-1.5 bottom-1.5 rounded-md bg-background/90 p-1.5 shadow-sm">
            <Progress
              value={photo.progress === null ? null : Math.round(photo.progress * 100)}
              aria-label={t('photos.progressLabel', { position })}
              aria-valuetext={
                photo.progress === null
                  ? t('photos.preparing')
                  : t('photos.percent', { percent: Math.round(photo.progress * 100) })
              }
            />
          </div>
        )}
        {photo.state === 'failed' && (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              data-part="retry"
              aria-label={t('photos.retryNamed', { position })}
              onClick={onRetry}
            >
              <RotateCcw aria-hidden />
              {t('photos.retry')}
            </Button>
          </div>
        )}
      </div>
      {photo.state === 'failed' && (
        <p role="alert" className="text-xs leading-snug text-destructive">
          {photoErrorText(t, photo.error)}
        </p>
      )}
      <div className="flex items-center justify-between gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          data-part="earlier"
          className="size-9"
          disabled={cover}
          aria-label={t('photos.moveEarlier', { position })}
          onClick={() => onMove(index - 1, 'earlier')}
        >
          <ArrowLeft className="rtl:rotate-180" aria-hidden />
        </Button>
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
          {position} / {total}
        </span>
        <Button
          type="button"
          variant="outline"
          size="icon"
          data-part="later"
          className="size-9"
          disabled={index === total - 1}
          aria-label={t('photos.moveLater', { position })}
          onClick={() => onMove(index + 1, 'later')}
        >
          <ArrowRight className="rtl:rotate-180" aria-hidden />
        </Button>
      </div>
      <label htmlFor={altId} className="sr-only">
        {t('photos.altLabel', { position })}
      </label>
      <Input
        id={altId}
        dir="auto"
        value={photo.alt}
        maxLength={PHOTO_ALT_MAX}
        placeholder={t('photos.altPlaceholder')}
        className="h-9 text-sm"
        onChange={(event) => onAlt(event.target.value)}
      />
    </li>
  );
}
