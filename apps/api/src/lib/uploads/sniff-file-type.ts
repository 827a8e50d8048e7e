/** The file types uploads may have, told apart by their first bytes. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'pdf';

export const MIME_OF: Record<SniffedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const EXTENSION_OF: Record<SniffedType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };

/** How many first bytes tell every type apart. */
export const SNIFF_BYTES = 16;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What the bytes are, by their magic numbers; never by the file name or the declared type, which
 * the sender chooses. null for anything else (text, HTML, SVG, executables...).
 */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // PDF readers accept the header a little later too; we do not, so nothing can hide in front of it.
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}
