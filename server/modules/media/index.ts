/** Uploaded pictures: upload, storage, serving, clean-up; other modules attach them. */
export { requireOwnMedia, type MediaSize } from './ownership.ts';
export {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MEDIA_PIPELINE_VERSION,
  MIN_UPLOAD_SIDE,
  VARIANT_CONTENT_TYPES,
  processImage,
  type ProcessedImage,
} from './process.ts';
export {
  deleteUnattachedMedia,
  readPrivateVariant,
  readVariant,
  saveUpload,
  storeProcessedImage,
  type SavedUpload,
  type UploadOptions,
} from './service.ts';
export {
  databaseStorage,
  mediaKey,
  mediaStorageFromConfig,
  privateMediaKey,
  s3Storage,
  type MediaStorage,
  type S3Settings,
  type StoredObject,
} from './storage.ts';
export { UNATTACHED_MEDIA_TTL_MS } from './clean-up.ts';
export { mediaRoutes } from './routes.ts';
