import { IMAGE_MAX_PIXELS } from '@cabinet/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../app-error.js';
import type { SniffedType } from './sniff-file-type.js';
import { imageInputOf, type UploadBody } from './spooled-file.js';

export type ImageType = Extract<SniffedType, 'jpeg' | 'png' | 'webp'>;

/** sharp options for every decode of an upload: the pixel limit holds even if a header lies. */
export const decodeOptions = { limitInputPixels: IMAGE_MAX_PIXELS } as const;

/**
 * Checks an uploaded image from its header only, before anything decodes it: libvips must read
 * the same format as the magic numbers said, and the picture may not exceed IMAGE_MAX_PIXELS
 * (a few kilobytes can claim 20000×20000 px, which would take gigabytes to decode).
 */
export async function inspectImage(body: UploadBody, sniffed: ImageType, unsupportedMessage: string): Promise<void> {
  let meta: Metadata;
  try {
    // metadata() reads the header only. With a pixel limit it would throw on a huge header, and
    // the member would be told "unsupported format" instead of "too large": the limit is ours below.
    meta = await sharp(imageInputOf(body), { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new AppError('unsupported_file', { message: unsupportedMessage, cause: err });
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) {
    throw new AppError('unsupported_file', { message: unsupportedMessage });
  }
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new AppError('image_too_large');
}

/** A decode failure (truncated or corrupt pixel data) is the sender's file, not our fault. */
export async function decodeOrRefuse<T>(run: () => Promise<T>, unsupportedMessage: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new AppError('unsupported_file', { message: unsupportedMessage, cause: err });
  }
}
