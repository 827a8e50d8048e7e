import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { decodeOptions, decodeOrRefuse, inspectImage } from '../../lib/uploads/inspect-image.js';
import { EXTENSION_OF, MIME_OF, sniffFileType } from '../../lib/uploads/sniff-file-type.js';

const UNSUPPORTED = 'Скан должен быть файлом JPEG, PNG или PDF';

export interface PreparedScan {
  bytes: Buffer;
  mime: string;
  extension: string;
}

/**
 * A scan as we store it. The type comes from the bytes. A PDF is kept as uploaded (served only
 * as an attachment). JPEG and PNG are checked for size before decoding and then re-encoded in
 * their own format at full resolution: the picture stays legible for the operator, while EXIF
 * (phone model, GPS of the member's home) is dropped; JPEG is turned upright first, because the
 * orientation tag goes with the rest.
 */
export async function prepareScan(bytes: Buffer): Promise<PreparedScan> {
  const type = sniffFileType(bytes);
  if (type === 'pdf') return { bytes, mime: MIME_OF.pdf, extension: EXTENSION_OF.pdf };
  if (type !== 'jpeg' && type !== 'png') throw new AppError('unsupported_file', { message: UNSUPPORTED });
  await inspectImage(bytes, type, UNSUPPORTED);
  const clean = await decodeOrRefuse(() => {
    const image = sharp(bytes, decodeOptions);
    return type === 'jpeg' ? image.rotate().jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
  }, UNSUPPORTED);
  return { bytes: clean, mime: MIME_OF[type], extension: EXTENSION_OF[type] };
}
