/**
 * Photos a seller uploads (POST /api/media): scaled in the browser, sent with their progress,
 * kept in order. The products feature (a product's photos) and the store's forms (logo, cover)
 * use them through this file (decision 013); the transporter's identity papers go up the same
 * way, as private documents (kind 'document').
 */
export { photoErrorText } from './photo-error.ts';
export { scaleImageForUpload, scaledSize, UPLOAD_MAX_SIDE } from './scale-image.ts';
export { SinglePhotoField } from './single-photo-field.tsx';
export {
  uploadMedia,
  UploadNetworkError,
  MEDIA_UPLOAD_URL,
  mediaUploadUrl,
  type MediaUploadKind,
} from './upload-media.ts';
export {
  usePhotoUploads,
  type Photo,
  type PhotoImageInput,
  type PhotoState,
  type PhotoUploads,
  type PhotoUploadsOptions,
} from './use-photo-uploads.ts';
export { useBusyFlags } from './use-busy-flags.ts';
