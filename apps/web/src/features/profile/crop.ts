'use client';
// A centre crop to a square, drawn in the browser so the member sees what the avatar will be. The
// server re-encodes the upload to 512×512 anyway; sending the cropped square keeps the two the same.
import { AVATAR_SIZE_PX } from '@cabinet/contracts/client';

export async function cropToSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const size = Math.min(side, AVATAR_SIZE_PX);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2d canvas unavailable');
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))), 'image/png'),
    );
  } finally {
    bitmap.close();
  }
}
