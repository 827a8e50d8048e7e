import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. The default keeps them in DATA_DIR/files under random names, outside
 * any folder a web server publishes; an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  /** Stores the bytes under a new random key and returns it. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

export function diskFileStore(root: string): FileStore {
  const full = (key: string) => {
    // Keys are ours (random hex plus extension); refuse anything else rather than trust it.
    if (!/^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/.test(key)) throw new Error('bad file key');
    return path.join(root, key);
  };
  return {
    async put(bytes, extension) {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}.${extension}`;
      await mkdir(path.join(root, name.slice(0, 2)), { recursive: true });
      await writeFile(full(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    get: (key) => readFile(full(key)),
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}
