/** Uploads as a browser sends them: one file in a multipart/form-data body. */
import type { App } from '../../server/app.ts';

export interface FilePart {
  data: Buffer;
  filename?: string;
  contentType?: string;
  /** The form field; the API reads `file`. */
  field?: string;
}

/** A multipart/form-data body holding these parts, and its Content-Type. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----hanout${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** What the app's uploader sends with a form body (server/plugins/csrf.ts wants it). */
export const XHR_HEADER = { 'x-requested-with': 'XMLHttpRequest' };

/** POST /api/media with one file, as the signed-in `cookie` (none: signed out). */
export function upload(app: App, cookie: string | undefined, file: FilePart) {
  const { payload, contentType } = multipartBody([file]);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { 'content-type': contentType, ...XHR_HEADER, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
