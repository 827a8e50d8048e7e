import { NEWS_IMAGE_MAX_BYTES } from '@cabinet/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { imageInputOf, sizeOf, type UploadBody } from '../../lib/uploads/spooled-file.js';

// Wide enough for the banner on a large screen; the web app's image optimiser makes smaller copies.
const MAX_WIDTH = 1600;
// Decoding a 20000×20000 "image" of a few kilobytes would take gigabytes: refuse before decoding.
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * An uploaded news image as we store it: the format read from the bytes (not from a name), turned
 * upright, at most 1600 px wide, re-encoded to WebP without metadata (no camera GPS in public files).
 */
export async function toNewsWebp(body: UploadBody): Promise<Buffer> {
  if (sizeOf(body) > NEWS_IMAGE_MAX_BYTES) throw new AppError('payload_too_large');
  const input = imageInputOf(body);
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (err) {
    throw new AppError('unsupported_file', { cause: err });
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('unsupported_file');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw new AppError('unsupported_file', { cause: err });
  }
}
