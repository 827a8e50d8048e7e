import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An upload's bytes waiting on this machine's disk while its request is answered: a 10 MB scan
 * goes from the socket to the file and from the file to the store as streams, never whole in
 * memory. libvips reads an image from the path itself. The request that spooled it discards it.
 */
export interface SpooledFile {
  readonly path: string;
  readonly size: number;
  discard(): Promise<void>;
}

/** What a file's checks and re-encoding take: bytes in memory (the seed's samples) or a spooled file. */
export type UploadBody = Buffer | SpooledFile;

/** Per machine, outside DATA_DIR: nothing here outlives its request but what a killed process left. */
export const spoolDir = () => path.join(os.tmpdir(), 'agentplus-uploads');
/** What a killed process left behind is removed at start-up once it is older than any request. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

async function newSpoolPath(extension: string): Promise<string> {
  await mkdir(spoolDir(), { recursive: true, mode: 0o700 });
  return path.join(spoolDir(), `${randomBytes(16).toString('hex')}.${extension}`);
}

/** A new spool file written by `write` (a stream, libvips); one that fails midway leaves nothing behind. */
export async function spoolWith(write: (file: string) => Promise<unknown>, extension = 'part'): Promise<SpooledFile> {
  const file = await newSpoolPath(extension);
  try {
    await write(file);
    const { size } = await stat(file);
    return { path: file, size, discard: () => rm(file, { force: true }) };
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

/** Writes a stream to a new spool file. */
export const spool = (source: Readable): Promise<SpooledFile> =>
  spoolWith((file) => pipeline(source, createWriteStream(file, { flags: 'wx', mode: 0o600 })));

export const sizeOf = (body: UploadBody): number => (Buffer.isBuffer(body) ? body.length : body.size);

/** The input libvips (sharp) reads: the bytes, or the file's path. */
export const imageInputOf = (body: UploadBody): Buffer | string => (Buffer.isBuffer(body) ? body : body.path);

/** The first `n` bytes: enough to tell the file's type by its magic numbers. */
export async function headOf(body: UploadBody, n: number): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body.subarray(0, n);
  const handle = await open(body.path);
  try {
    const head = Buffer.alloc(Math.min(n, body.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The bytes whole: only for what must be parsed whole anyway (an import's table). */
export const bytesOf = (body: UploadBody): Promise<Buffer> =>
  Buffer.isBuffer(body) ? Promise.resolve(body) : readFile(body.path);

/** The bytes as a stream, for the file store. */
export const streamOf = (body: UploadBody): Readable =>
  Buffer.isBuffer(body) ? Readable.from([body]) : createReadStream(body.path);

/** Removes the spool files a killed process left (older than any request); answers how many. */
export async function sweepSpoolLeftovers(now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(spoolDir());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(spoolDir(), name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_AGE_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
