// What the browser checks of a file before it is sent (the API checks again): its type, its size,
// and how many the dispute may still take.
import { DISPUTE_FILE_MAX_BYTES, DISPUTE_FILE_TYPES, DISPUTE_FILES_MAX } from '@cabinet/contracts/client';
import { disputesTexts as t } from './texts';

/** For the file input's `accept`. */
export const DISPUTE_FILE_ACCEPT = DISPUTE_FILE_TYPES.join(',');

/** Why `file` cannot be attached, or null. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DISPUTE_FILE_TYPES as readonly string[]).includes(file.type)) return t.wrongType;
  if (file.size > DISPUTE_FILE_MAX_BYTES) return t.tooLarge;
  return null;
}

/**
 * The files chosen added to those kept, up to the dispute's limit (`attached` are on it already);
 * the first refusal is said, the acceptable files are kept.
 */
export function addFiles(
  kept: readonly File[],
  chosen: readonly File[],
  attached = 0,
): { files: File[]; problem: string | null } {
  const files = [...kept];
  let problem: string | null = null;
  for (const file of chosen) {
    const refused = fileProblem(file) ?? (attached + files.length >= DISPUTE_FILES_MAX ? t.tooMany : null);
    if (refused) problem ??= refused;
    else files.push(file);
  }
  return { files, problem };
}
