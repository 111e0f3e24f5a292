/**
 * A list of photos being picked, scaled, uploaded and ordered, for a form that sends their ids:
 * the product's photos (up to 8) or a store's logo (one). Each photo uploads on its own, with its
 * progress and its failure; the form sends only the uploaded ones, in the order on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaImage } from '../../../../common/media.ts';
import { scaleImageForUpload } from './scale-image.ts';
import { isAbort, uploadMedia, type MediaUploadKind } from './upload-media.ts';

export type PhotoState = 'uploading' | 'done' | 'failed';

export interface Photo {
  /** This screen's own key for the photo (an upload has no id until it is done). */
  key: string;
  /** What the tile shows: the picked file itself at once, or the stored picture. */
  src: string;
  srcSet?: string;
  state: PhotoState;
  /** 0 to 1 while the bytes leave; null while the photo is being scaled (not measurable). */
  progress: number | null;
  /** The upload's id once the server has it. */
  mediaId?: string;
  alt: string;
  /** Why the upload failed (usually an ApiError carrying the server's message code). */
  error?: unknown;
  /**
   * The uploaded picture this one replaces (a store's logo): it stays the value the form sends,
   * and the picture shown, until the new one is done, so a failed replacement loses nothing.
   */
  previous?: Pick<Photo, 'key' | 'src' | 'srcSet' | 'mediaId' | 'alt'>;
}

export interface PhotoImageInput {
  id: string;
  alt: string;
}

let lastKey = 0;
const nextKey = () => `photo-${++lastKey}`;

function storedPhoto(image: MediaImage): Photo {
  return {
    key: nextKey(),
    src: image.url,
    srcSet: image.srcSet,
    state: 'done',
    progress: 1,
    mediaId: image.id,
    alt: image.alt,
  };
}

export interface PhotoUploads {
  photos: Photo[];
  /** Starts uploading the files that fit under the limit (see `leftOut`). */
  add: (files: readonly File[]) => void;
  /** How many files the last add could not take (the list was full); 0 again after a removal. */
  leftOut: number;
  /**
   * Another file in this photo's place (a new logo): the old upload stays the photo's value until
   * the new one is done, and comes back if the new one fails.
   */
  replace: (key: string, file: File) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  /** Puts the photo at `index` (0 is the cover); the others keep their order. */
  move: (key: string, index: number) => void;
  setAlt: (key: string, alt: string) => void;
  /** True while any photo is still on its way: the form must not be sent then. */
  busy: boolean;
  /** The uploaded photos in order, as the API takes them (a replaced one until its successor is done). */
  images: PhotoImageInput[];
  max: number;
}

interface ListState {
  photos: Photo[];
  leftOut: number;
}

export interface PhotoUploadsOptions {
  /** Public photos by default; 'document' for a transporter's private papers. */
  kind?: MediaUploadKind;
}

export function usePhotoUploads(
  initial: readonly MediaImage[],
  max: number,
  { kind = 'photo' }: PhotoUploadsOptions = {},
): PhotoUploads {
  const [{ photos, leftOut }, setState] = useState<ListState>(() => ({
    photos: initial.slice(0, max).map(storedPhoto),
    leftOut: 0,
  }));
  const setPhotos = useCallback((change: (list: Photo[]) => Photo[]) => {
    setState((state) => ({ ...state, photos: change(state.photos) }));
  }, []);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  /** Photos whose upload has begun: the others in the list are started by the effect below. */
  const started = useRef(new Set<string>());

  useEffect(() => {
    const running = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
      running.clear();
      urls.clear();
    };
  }, []);

  const update = useCallback(
    (key: string, change: Partial<Photo>) => {
      setPhotos((list) =>
        list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
      );
    },
    [setPhotos],
  );

  const start = useCallback(
    async (key: string, file: File) => {
      started.current.add(key);
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { state: 'uploading', progress: null, error: undefined });
      try {
        const scaled = await scaleImageForUpload(file);
        if (controller.signal.aborted) return;
        update(key, { progress: 0 });
        const media = await uploadMedia(scaled, {
          kind,
          signal: controller.signal,
          onProgress: (fraction) => update(key, { progress: fraction }),
        });
        files.current.delete(key);
        update(key, { state: 'done', progress: 1, mediaId: media.id, previous: undefined });
      } catch (error) {
        if (isAbort(error)) return;
        update(key, { state: 'failed', error });
      } finally {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      }
    },
    [update, kind],
  );

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  }, []);

  const picked = useCallback((file: File): Photo => {
    const key = nextKey();
    const src = URL.createObjectURL(file);
    objectUrls.current.set(key, src);
    files.current.set(key, file);
    return { key, src, state: 'uploading', progress: null, alt: '' };
  }, []);

  // Uploads begin once their photo is in the list: `add` cannot know, when it is called, how many
  // will fit (two adds before a redraw see the same list), only its state update can.
  useEffect(() => {
    for (const photo of photos) {
      const file = files.current.get(photo.key);
      if (photo.state === 'uploading' && file && !started.current.has(photo.key)) {
        void start(photo.key, file);
      }
    }
  }, [photos, start]);

  // A picked file left out (the list was full) or replaced for good no longer needs its preview.
  useEffect(() => {
    const shown = new Set(photos.flatMap((photo) => [photo.key, photo.previous?.key ?? '']));
    for (const [key, url] of objectUrls.current) {
      if (shown.has(key)) continue;
      URL.revokeObjectURL(url);
      objectUrls.current.delete(key);
    }
    for (const key of files.current.keys()) if (!shown.has(key)) files.current.delete(key);
    for (const key of started.current) if (!shown.has(key)) started.current.delete(key);
  }, [photos]);

  const add = useCallback(
    (chosen: readonly File[]) => {
      const fresh = chosen.slice(0, max).map(picked);
      setState((state) => {
        const room = Math.max(0, max - state.photos.length);
        return {
          photos: [...state.photos, ...fresh.slice(0, room)],
          leftOut: chosen.length - Math.min(room, fresh.length),
        };
      });
    },
    [max, picked],
  );

  const replace = useCallback(
    (key: string, file: File) => {
      // The photo being replaced stops uploading; its preview stays while it is `previous`.
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      const photo = picked(file);
      setPhotos((list) =>
        list.map((old) => {
          if (old.key !== key) return old;
          const previous =
            old.state === 'done' && old.mediaId
              ? {
                  key: old.key,
                  src: old.src,
                  srcSet: old.srcSet,
                  mediaId: old.mediaId,
                  alt: old.alt,
                }
              : old.previous;
          return { ...photo, previous };
        }),
      );
    },
    [picked, setPhotos],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      setState((state) => ({
        photos: state.photos.filter((photo) => photo.key !== key),
        leftOut: 0,
      }));
    },
    [forget],
  );

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void start(key, file);
    },
    [start],
  );

  const move = useCallback(
    (key: string, index: number) => {
      setPhotos((list) => {
        const from = list.findIndex((photo) => photo.key === key);
        const to = Math.max(0, Math.min(list.length - 1, index));
        if (from < 0 || from === to) return list;
        const next = [...list];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      });
    },
    [setPhotos],
  );

  const setAlt = useCallback((key: string, alt: string) => update(key, { alt }), [update]);

  return {
    photos,
    add,
    leftOut,
    replace,
    remove,
    retry,
    move,
    setAlt,
    busy: photos.some((photo) => photo.state === 'uploading'),
    images: photos.flatMap((photo) => {
      const good = photo.state === 'done' ? photo : photo.previous;
      return good?.mediaId ? [{ id: good.mediaId, alt: good.alt.trim() }] : [];
    }),
    max,
  };
}
