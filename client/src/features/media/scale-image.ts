/**
 * Phone photos are 4000 px and several megabytes: they are scaled down here, before they leave
 * the phone, to spare the seller's mobile data. The server makes its own sizes from what it gets
 * (at most 1280 px wide), so about 2048 px on the longest side loses nothing a buyer sees.
 */

export const UPLOAD_MAX_SIDE = 2048;
export const UPLOAD_QUALITY = 0.85;
/** A picture this light and within the size is sent as it is: scaling would gain nothing. */
const SMALL_ENOUGH_BYTES = 1_000_000;

/**
 * The server refuses a picture whose shorter side is under this (MIN_UPLOAD_SIDE in
 * server/modules/media/process.ts): scaling must never be what takes a picture below it.
 */
export const UPLOAD_MIN_SIDE = 200;

/**
 * The longest side brought down to `maxSide`, the proportions kept; never enlarged. A long, thin
 * picture (a 4000×300 panorama) is scaled less, so that its shorter side keeps `minSide`.
 */
export function scaledSize(
  width: number,
  height: number,
  maxSide = UPLOAD_MAX_SIDE,
  minSide = UPLOAD_MIN_SIDE,
) {
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (longest <= maxSide) return { width, height };
  const ratio = Math.min(1, Math.max(maxSide / longest, minSide / shortest));
  if (ratio >= 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

/** "IMG_2041.HEIC" → "IMG_2041.jpg": the name says what is now inside. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

async function canvasJpeg(bitmap: ImageBitmap, width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG gets white behind it, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: UPLOAD_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', UPLOAD_QUALITY),
  );
}

/**
 * The file to upload for a picked photo: a JPEG at most `maxSide` px on its longest side, turned
 * upright by its EXIF orientation first. The file itself when it is already small, when the
 * browser cannot decode it (the server then says what is wrong with it), or when scaling fails.
 */
export async function scaleImageForUpload(file: File, maxSide = UPLOAD_MAX_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    const shrinks = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!shrinks && file.size <= SMALL_ENOUGH_BYTES) return file;
    const blob = await canvasJpeg(bitmap, size.width, size.height).catch(() => null);
    // Re-encoding a picture that was not shrunk can make it heavier: keep the lighter one.
    if (!blob || (!shrinks && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
