import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live: DATA_DIR/files on this machine (`diskFileStore`), or an S3-compatible
 * object store shared by every machine of the programme (`s3FileStore`, decision 0044). Both keep
 * them under random keys, outside anything a web server publishes; the API serves them.
 */
export interface FileStore {
  /** `disk` or `s3`: what the backup and the logs say about where files are. */
  readonly kind: 'disk' | 's3';
  /**
   * Stores the bytes under a new random key and returns it; a stream needs its size. Nothing is
   * visible under the key until every byte is stored: a put cut off midway leaves no file.
   */
  put(bytes: Buffer | Readable, extension: string, size?: number): Promise<string>;
  /** The bytes as a stream, never read whole into memory. Throws `FileMissingError` when absent. */
  get(key: string): Promise<StoredBytes>;
  delete(key: string): Promise<void>;
}

export interface StoredBytes {
  body: Readable;
  size: number;
}

/** The key names no stored bytes. */
export class FileMissingError extends Error {
  override name = 'FileMissingError';
}

/** The store did not answer (unreachable, timed out, refused our keys): nothing is lost, try later. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}

// Keys are ours (random hex plus extension); refuse anything else rather than trust it.
const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function checkFileKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error('bad file key');
  return key;
}

export function newFileKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return checkFileKey(`${name.slice(0, 2)}/${name}.${extension}`);
}

export function diskFileStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkFileKey(key));
  return {
    kind: 'disk',
    async put(bytes, extension) {
      const key = newFileKey(extension);
      await mkdir(path.dirname(full(key)), { recursive: true });
      // Written aside and renamed: a write cut off midway never shows as a file under the key.
      const partial = `${full(key)}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes,
          createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
        );
        await rename(partial, full(key));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return key;
    },
    async get(key) {
      const file = full(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key, { cause: err });
        throw err;
      }
      return { body: createReadStream(file), size };
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}
