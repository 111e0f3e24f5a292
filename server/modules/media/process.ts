/**
 * What an upload becomes: the picture is recognised by decoding its bytes (never by its name or
 * declared type), checked for size, turned upright by its EXIF orientation, stripped of every
 * piece of metadata (a phone photo carries its GPS position), and written as WebP at
 * MEDIA_WIDTHS plus a 1200×630 JPEG for link previews (common/media.ts names the variants).
 *
 * The upload is decoded once, straight to a small uncompressed picture every variant is made
 * from, and at most PROCESSING_CONCURRENCY uploads are processed at a time in the process: a
 * file of a few hundred bytes can hold 40 megapixels (an AVIF or PNG of one colour), which
 * libheif and libpng decode whole, so memory is bounded by one such decode per slot.
 */
import sharp, { type Metadata } from 'sharp';
import {
  MEDIA_VARIANTS,
  MEDIA_WIDTHS,
  OG_IMAGE,
  type MediaVariant,
  type MediaWidth,
} from '../../../common/media.ts';
import { AppError } from '../../errors.ts';

/** The largest upload read, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small file can hold a huge picture). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** The short side, after rotation, of the smallest picture accepted. */
export const MIN_UPLOAD_SIDE = 200;
/**
 * Bump when what processImage writes changes (sizes, quality, format): caches of processed
 * variants (the demo seed's) key on it.
 */
export const MEDIA_PIPELINE_VERSION = 3;

/** The variants' content types, by name. */
export const VARIANT_CONTENT_TYPES: Readonly<Record<MediaVariant, string>> = {
  '320.webp': 'image/webp',
  '640.webp': 'image/webp',
  '1280.webp': 'image/webp',
  'og.jpg': 'image/jpeg',
};

export interface ProcessedImage {
  /** Of the upright picture: the widest variant is at most this wide. */
  width: number;
  height: number;
  /** Every variant of MEDIA_VARIANTS, encoded, without any metadata. */
  variants: Record<MediaVariant, Buffer>;
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * The formats we accept, by their first bytes: only these ever reach a decoder, so SVG, PDF,
 * TIFF and the rest of libvips' loaders never see an upload.
 */
function sniffFormat(bytes: Buffer): AcceptedFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // ISO-BMFF: a box size, "ftyp", then the major brand; AVIF is avif (still) or avis (sequence).
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const brands = bytes.toString('latin1', 8, Math.min(Math.max(boxSize, 12), 64, bytes.length));
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return undefined;
}

/** The decoder's own view of the format, which must agree with the first bytes. */
function decodedFormat(metadata: Metadata): AcceptedFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format;
    case 'heif':
      // HEIF also holds HEIC (HEVC), which we do not decode.
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'media.type.unsupported');

/** Uploads processed at once in this process; the others wait their turn. */
export const PROCESSING_CONCURRENCY = 2;
/**
 * AVIF larger than this is decoded whole by libheif (about 18 bytes a pixel: 730 MB for 40
 * megapixels) and takes every slot; JPEG and WebP shrink while decoding and PNG is read a few
 * rows at a time, so they take one slot whatever their size.
 */
const HEAVY_AVIF_PIXELS = 16_000_000;

/** A counting semaphore: `run` waits while the running tasks' weights would exceed `capacity`. */
function semaphore(capacity: number) {
  let used = 0;
  const waiting: Array<{ weight: number; start: () => void }> = [];
  const admit = () => {
    // In order: a heavy task waiting first is not overtaken by light ones for ever.
    while (waiting[0] && used + waiting[0].weight <= capacity) {
      const next = waiting.shift();
      if (!next) break;
      used += next.weight;
      next.start();
    }
  };
  return async function run<T>(weight: number, task: () => Promise<T>): Promise<T> {
    const taken = Math.min(weight, capacity);
    await new Promise<void>((start) => {
      waiting.push({ weight: taken, start });
      admit();
    });
    try {
      return await task();
    } finally {
      used -= taken;
      admit();
    }
  };
}

const processing = semaphore(PROCESSING_CONCURRENCY);

/**
 * The largest picture the variants are made from: as wide as the widest variant (so every WebP
 * is as sharp as if made from the upload), and up to four times as tall (the tallest picture
 * whose 1280 variant keeps its full width; a taller strip comes out narrower). 1280×5120 RGBA is
 * 26 MB at most, whatever the upload.
 */
const BASE_WIDTH = Math.max(...MEDIA_WIDTHS);
const BASE_HEIGHT = 4 * BASE_WIDTH;

/** Uncompressed pixels and their layout, as sharp's raw output describes them. */
interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const fromRaw = ({ data, info }: RawPicture) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * The one decode of an upload: one page, never more pixels than allowed, upright, shrunk to fit
 * BASE_WIDTH×BASE_HEIGHT (JPEG and WebP shrink while decoding), in sRGB, 8 bits per channel.
 * No metadata survives raw pixels.
 */
async function decodeOnce(bytes: Buffer): Promise<RawPicture> {
  return sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, pages: 1, failOn: 'error' })
    .rotate()
    .resize({
      width: BASE_WIDTH,
      height: BASE_HEIGHT,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/**
 * The 1200×630 JPEG that WhatsApp, Facebook and Instagram show for a pasted link: the whole
 * picture, never cropped (a product cut at its base reads as a mistake), on a blurred, darkened
 * copy of itself that fills the wide frame. The backdrop is blurred small and scaled up, which
 * costs a fraction of blurring it at full size. Intermediates stay raw pixels: nothing is
 * encoded but the final JPEG.
 */
async function linkPreview(base: RawPicture): Promise<Buffer> {
  const { width, height } = OG_IMAGE;
  const small = await fromRaw(base)
    .resize(width / 10, Math.round(height / 10), { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .blur(3)
    .modulate({ brightness: 0.85 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [backdrop, picture] = await Promise.all([
    fromRaw(small).resize(width, height, { fit: 'fill' }).raw().toBuffer(),
    fromRaw(base)
      .resize(width, height, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  return sharp(backdrop, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: picture.data,
        raw: { width: picture.info.width, height: picture.info.height, channels: 3 },
        gravity: 'centre',
      },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** Every variant of a decoded upload. */
async function encodeVariants(base: RawPicture): Promise<Record<MediaVariant, Buffer>> {
  // Never wider than the upload: the base is the upload itself when it is at most BASE_WIDTH wide.
  const webp = (target: MediaWidth) =>
    fromRaw(base)
      .resize({ width: Math.min(target, base.info.width), withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  const encoded = await Promise.all([...MEDIA_WIDTHS.map(webp), linkPreview(base)]);
  return Object.fromEntries(
    MEDIA_VARIANTS.map((variant, index) => [variant, encoded[index]]),
  ) as Record<MediaVariant, Buffer>; // MEDIA_VARIANTS lists the widths then og, as encoded.
}

/**
 * Checks an upload and makes its variants. Throws AppError: 415 media.type.unsupported (not a
 * JPEG, PNG, WebP or AVIF we can decode), 400 media.pixels.tooMany, 400 media.size.tooSmall.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw unsupported();
  let metadata: Metadata;
  try {
    // Reads the headers only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw unsupported();
  }
  if (decodedFormat(metadata) !== sniffed) throw unsupported();
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw unsupported();
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new AppError('VALIDATION', 'media.pixels.tooMany');
  }
  if (Math.min(width, height) < MIN_UPLOAD_SIDE) {
    throw new AppError('VALIDATION', 'media.size.tooSmall');
  }
  // Nothing calls keepMetadata/withMetadata, and raw pixels carry none: no EXIF, XMP, IPTC or
  // ICC profile is written (the pixels are converted to sRGB first).
  const weight =
    sniffed === 'avif' && width * height > HEAVY_AVIF_PIXELS ? PROCESSING_CONCURRENCY : 1;
  const variants = await processing(weight, async () => {
    let base: RawPicture;
    try {
      base = await decodeOnce(bytes);
    } catch {
      // A file whose headers read well but whose data does not decode.
      throw unsupported();
    }
    return encodeVariants(base);
  });
  return { width, height, variants };
}
