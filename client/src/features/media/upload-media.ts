/**
 * POST /api/media with XMLHttpRequest rather than fetch: only XHR reports the upload's progress.
 * The answer or the refusal is read as apiRequest reads it (an ApiError carrying the server's
 * message code), so screens translate it the same way.
 */
import { mediaUploadSchema, type MediaUpload } from '../../../../common/contracts/media.ts';
import { ApiError } from '../../lib/api-client.ts';

export const MEDIA_UPLOAD_URL = '/api/media';

/**
 * What the upload is for. Photos (the default) are public pictures of a store or a product; a
 * `document` (a transporter's identity document or driving licence) is kept private by the
 * server and only its operators ever see it.
 */
export type MediaUploadKind = 'photo' | 'document';

/** The address an upload of this kind goes to: photos keep the plain one. */
export function mediaUploadUrl(kind: MediaUploadKind = 'photo'): string {
  return kind === 'photo' ? MEDIA_UPLOAD_URL : `${MEDIA_UPLOAD_URL}?kind=${kind}`;
}

export interface UploadOptions {
  /** 'photo' unless told; see MediaUploadKind. */
  kind?: MediaUploadKind;
  /** Called with 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Raised when the request never got an answer (offline, connection dropped). */
export class UploadNetworkError extends Error {
  constructor() {
    super('network error during upload');
    this.name = 'UploadNetworkError';
  }
}

export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaUpload> {
  const { onProgress, signal, kind } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', mediaUploadUrl(kind));
    xhr.withCredentials = true;
    // The API takes changes as JSON only (server/plugins/csrf.ts); an upload is multipart, and
    // says it comes from a script with a header that a cross-site HTML form cannot send.
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // The request is over once it is answered, fails or is cancelled: the signal lets go of it.
    const cancel = () => xhr.abort();
    const release = () => signal?.removeEventListener('abort', cancel);
    xhr.onload = () => {
      release();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve(mediaUploadSchema.parse(JSON.parse(xhr.responseText)));
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText));
        }
        return;
      }
      reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => {
      release();
      reject(new UploadNetworkError());
    };
    xhr.onabort = () => {
      release();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
