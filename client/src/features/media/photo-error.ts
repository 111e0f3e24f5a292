/** Why an upload failed, in the reader's language: the server's code, else a plain sentence. */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { translateCode } from '../../lib/validation.ts';
import { UploadNetworkError } from './upload-media.ts';

export function photoErrorText(t: TFunction, error: unknown): string {
  if (error instanceof UploadNetworkError) return t('photos.networkError');
  if (error instanceof ApiError) {
    const text = translateCode(t, error.code, error.params);
    if (text) return text;
    // A proxy in front of the app may refuse a big body with its own page.
    if (error.status === 413) return translateCode(t, 'media.file.tooLarge') ?? '';
  }
  return t('photos.uploadFailed');
}
