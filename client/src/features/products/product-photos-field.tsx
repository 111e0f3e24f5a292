/**
 * The product form's photos: pick or take them on a phone, drop them on a desktop, watch each
 * upload, reorder (drag, move buttons, arrow keys on a tile), remove, describe. The first photo is
 * the cover. The list lives in usePhotoUploads; the form sends its `images`.
 */
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { cn } from '../../lib/cn.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { Button } from '../../components/ui/button.tsx';
import { PhotoTile } from './product-photo-tile.tsx';
import type { PhotoUploads } from '../media/index.ts';

interface ProductPhotosFieldProps {
  photos: PhotoUploads;
  /** A message code put on `images` by the schema or the server. */
  error?: string;
}

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

export function ProductPhotosField({ photos, error }: ProductPhotosFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [dragOver, setDragOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // What to focus once a move or a removal has been drawn (moving a node in the DOM blurs it);
  // taken once, so later redraws (an upload's progress) leave the focus where the seller put it.
  const pendingFocus = useRef<{ key: string; part: string } | null>(null);
  const tiles = useRef(new Map<string, HTMLElement>());
  const full = photos.photos.length >= photos.max;

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const tile = tiles.current.get(pending.key);
    const part = tile?.querySelector<HTMLElement>(`[data-part="${pending.part}"]`);
    (part && !part.hasAttribute('disabled') ? part : tile)?.focus();
  }, [photos.photos]);

  function add(files: readonly File[]) {
    if (files.length === 0) return;
    photos.add(files);
  }

  function move(key: string, index: number, part: string) {
    const total = photos.photos.length;
    const to = Math.max(0, Math.min(total - 1, index));
    photos.move(key, to);
    pendingFocus.current = { key, part };
    setAnnouncement(
      to === 0
        ? t('photos.movedToCover', { total })
        : t('photos.moved', { position: to + 1, total }),
    );
  }

  function remove(key: string, index: number) {
    photos.remove(key);
    setAnnouncement(t('photos.removed', { position: index + 1 }));
    // Focus goes to a neighbour, else back to the add button.
    const next = photos.photos[index + 1] ?? photos.photos[index - 1];
    if (next) pendingFocus.current = { key: next.key, part: 'tile' };
    else addButtonRef.current?.focus();
  }

  const errorText = fieldErrorText(t, error);

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={cn(hintId, errorText && errorId)}
      onDragOver={(event) => {
        if (!hasFiles(event) || full) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragOver(true);
      }}
      onDragLeave={(event) => {
        const into = event.relatedTarget;
        if (!(into instanceof Node && event.currentTarget.contains(into))) setDragOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragOver(false);
        if (!full) add([...event.dataTransfer.files].filter((f) => /^image\/|^$/.test(f.type)));
      }}
    >
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-medium">
        <span>{t('photos.legend')}</span>
        <span className="text-xs font-normal text-muted-foreground tabular-nums">
          {t('photos.count', { count: photos.photos.length, max: photos.max })}
        </span>
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('photos.hint', { max: photos.max })}
      </p>
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition-colors',
          dragOver ? 'border-primary bg-primary/5' : 'border-input',
          full && 'opacity-60',
        )}
      >
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="product-photos-input"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same file can be picked again after a removal.
            event.target.value = '';
          }}
        />
        <Button
          ref={addButtonRef}
          type="button"
          variant="secondary"
          className="h-11 md:h-10"
          disabled={full}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden />
          {t('photos.add')}
        </Button>
        <p className="hidden text-sm text-muted-foreground md:block">
          {full ? t('photos.full', { max: photos.max }) : t('photos.dropHere')}
        </p>
      </div>
      {photos.leftOut > 0 && (
        <p role="status" className="text-sm text-warning">
          {t('photos.tooMany', { count: photos.leftOut, max: photos.max })}
        </p>
      )}
      {photos.photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              total={photos.photos.length}
              tileRef={(node) => {
                if (node) tiles.current.set(photo.key, node);
                else tiles.current.delete(photo.key);
              }}
              onMove={(to, part) => move(photo.key, to, part)}
              onDropPhoto={(key) => move(key, index, 'tile')}
              onRemove={() => remove(photo.key, index)}
              onRetry={() => photos.retry(photo.key)}
              onAlt={(alt) => photos.setAlt(photo.key, alt)}
            />
          ))}
        </ol>
      )}
      {photos.photos.length > 1 && (
        <p className="text-xs text-muted-foreground">{t('photos.reorderHint')}</p>
      )}
      {errorText && (
        <FormAlert className="py-1.5">
          <span id={errorId}>{errorText}</span>
        </FormAlert>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
