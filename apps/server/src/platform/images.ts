import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors.js';

/** The longest side of each kind of picture, in pixels (resized inside it, never enlarged). */
export const IMAGE_MAX_SIDE = { logo: 512, listing: 1600 } as const;

/**
 * The largest picture decoded, in pixels (width × height): 40 megapixels, more than any phone camera
 * takes. A small file can claim a huge size (a "decompression bomb"); it is refused before decoding.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

/**
 * The formats accepted, as sharp reads them from the bytes themselves (never from a name or a
 * declared type). SVG is not among them: it is a document that can carry script, and PDF and the
 * like are not pictures.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const invalid = () => new AppError('IMAGE_INVALID', 'Not an image');

/**
 * Any common picture → a WebP no larger than `maxSide` on either side, turned upright by its EXIF
 * orientation, with every piece of metadata dropped (camera, GPS position): what is stored and served
 * is only ever this, never the bytes received. Raises IMAGE_INVALID for anything sharp cannot read as
 * one of ACCEPTED_FORMATS, or larger than IMAGE_MAX_INPUT_PIXELS.
 */
export async function toWebp(bytes: Buffer, { maxSide }: { maxSide: number }): Promise<Buffer> {
  const options = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw invalid();
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  if (width < 1 || height < 1 || width * height > IMAGE_MAX_INPUT_PIXELS) throw invalid();
  try {
    // Output carries no metadata unless asked (keepMetadata): none is asked.
    return await sharp(bytes, options)
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
