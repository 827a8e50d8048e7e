import sharp from 'sharp';
import { AppError } from '../app-error.js';
import { decodeOptions, decodeOrRefuse, inspectImage } from './inspect-image.js';
import { EXTENSION_OF, MIME_OF, SNIFF_BYTES, sniffFileType } from './sniff-file-type.js';
import { headOf, imageInputOf, spoolWith, type UploadBody } from './spooled-file.js';

const UNSUPPORTED = 'Скан должен быть файлом JPEG, PNG или PDF';

export interface PreparedScan {
  /** The bytes to store: the upload itself (a PDF) or its re-encoding, in memory or spooled like it. */
  body: UploadBody;
  mime: string;
  extension: string;
  /** Removes the re-encoding's spool file, if one was made (the upload's own goes with its request). */
  discard(): Promise<void>;
}

/**
 * A scan (or a dispute's evidence) as we store it; `unsupported` is the refusal's text. The type comes from the bytes. A PDF is kept as uploaded (served only
 * as an attachment). JPEG and PNG are checked for size before decoding and then re-encoded in
 * their own format at full resolution: the picture stays legible for the operator, while EXIF
 * (phone model, GPS of the member's home) is dropped; JPEG is turned upright first, because the
 * orientation tag goes with the rest. A spooled upload is re-encoded from file to file: a 10 MB
 * scan is never held whole in the process's memory (libvips decodes it in its own).
 */
export async function prepareScan(upload: UploadBody, unsupported = UNSUPPORTED): Promise<PreparedScan> {
  const type = sniffFileType(await headOf(upload, SNIFF_BYTES));
  const kept = async () => {};
  if (type === 'pdf') return { body: upload, mime: MIME_OF.pdf, extension: EXTENSION_OF.pdf, discard: kept };
  if (type !== 'jpeg' && type !== 'png') throw new AppError('unsupported_file', { message: unsupported });
  await inspectImage(upload, type, unsupported);
  const image = () => {
    const decoded = sharp(imageInputOf(upload), decodeOptions);
    return type === 'jpeg' ? decoded.rotate().jpeg({ quality: 90 }) : decoded.png();
  };
  const prepared = { mime: MIME_OF[type], extension: EXTENSION_OF[type] };
  if (Buffer.isBuffer(upload)) {
    return { ...prepared, body: await decodeOrRefuse(() => image().toBuffer(), unsupported), discard: kept };
  }
  const file = await spoolWith((out) => decodeOrRefuse(() => image().toFile(out), unsupported), EXTENSION_OF[type]);
  return { ...prepared, body: file, discard: file.discard };
}
