import { AVATAR_SIZE_PX } from '@cabinet/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { decodeOptions, decodeOrRefuse, inspectImage, type ImageType } from '../../lib/uploads/inspect-image.js';
import { SNIFF_BYTES, sniffFileType } from '../../lib/uploads/sniff-file-type.js';
import { headOf, imageInputOf, type UploadBody } from '../../lib/uploads/spooled-file.js';

const UNSUPPORTED = 'Аватар должен быть изображением JPEG, PNG или WebP';
const ACCEPTED: readonly ImageType[] = ['jpeg', 'png', 'webp'];

/**
 * An uploaded avatar as we store it: the type read from the bytes, the size checked before
 * decoding, turned upright, centre-cropped to a 512×512 square and re-encoded to WebP. sharp
 * writes no metadata unless asked, so EXIF (camera, GPS) and the rest are gone.
 */
export async function toAvatarWebp(body: UploadBody): Promise<Buffer> {
  const sniffed = sniffFileType(await headOf(body, SNIFF_BYTES));
  if (!sniffed || !(ACCEPTED as readonly string[]).includes(sniffed)) {
    throw new AppError('unsupported_file', { message: UNSUPPORTED });
  }
  await inspectImage(body, sniffed as ImageType, UNSUPPORTED);
  return decodeOrRefuse(
    () =>
      sharp(imageInputOf(body), decodeOptions)
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
        .webp({ quality: 85 })
        .toBuffer(),
    UNSUPPORTED,
  );
}
