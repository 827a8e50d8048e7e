// The S3-compatible file store (decision 0044): Yandex Object Storage, VK Cloud, Selectel, MinIO,
// Ceph — whatever speaks the S3 protocol with Signature Version 4. Bytes stream through in both
// directions; the bucket stays private and the API serves every file as it does from the disk.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import type { Env } from '../config/env.js';
import { checkFileKey, FileMissingError, FileStoreUnavailableError, newFileKey, type FileStore } from './file-store.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` (MinIO's default) instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Server-side encryption asked of the store with every put: `none`, `AES256` (SSE-S3) or `aws:kms`. */
  sse: 'none' | 'AES256' | 'aws:kms';
  kmsKeyId?: string | undefined;
  timeoutMs: number;
}

/** The store's settings from the environment, or null when FILES_S3_ENDPOINT is unset. */
export function s3SettingsOf(env: Env): S3Settings | null {
  if (!env.FILES_S3_ENDPOINT) return null;
  // env.ts requires the bucket and the keys whenever the endpoint is set.
  return {
    endpoint: env.FILES_S3_ENDPOINT,
    bucket: env.FILES_S3_BUCKET!,
    region: env.FILES_S3_REGION,
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
    sse: env.FILES_S3_SSE,
    kmsKeyId: env.FILES_S3_SSE_KMS_KEY_ID,
    timeoutMs: env.FILES_S3_TIMEOUT_MS,
  };
}

export interface S3FileStore extends FileStore {
  readonly kind: 's3';
  readonly settings: S3Settings;
  /** Stores bytes under a key given (the migration keeps the disk's keys), with user metadata. */
  putAt(key: string, body: Buffer | Readable, size: number, metadata?: Record<string, string>): Promise<void>;
  /** The object's size and user metadata, or null when there is none. */
  head(key: string): Promise<{ size: number; metadata: Record<string, string> } | null>;
  close(): void;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Every failure but a missing key is the store being unavailable to us; the cause goes to the log. */
function unavailable(err: unknown, op: string): FileStoreUnavailableError {
  const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new FileStoreUnavailableError(`object store ${op} failed (${reason})`, { cause: err });
}

export function s3FileStore(settings: S3Settings): S3FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the operation requires one: several S3-compatible stores refuse the
    // SDK's default CRC trailers (aws-chunked bodies); SigV4 and Content-Length still guard each put.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: Math.min(settings.timeoutMs, 5_000), requestTimeout: settings.timeoutMs },
  });
  const { bucket } = settings;
  /**
   * Runs one call of the store, retries included, within FILES_S3_TIMEOUT_MS until its answer
   * starts: a store that accepts connections and never answers (a hung process, a black-holed
   * network) is given up on, not waited for. A body already streaming is not cut by it.
   */
  async function answered<T>(call: (signal: AbortSignal) => Promise<T>, also?: AbortSignal): Promise<T> {
    const deadline = new AbortController();
    // eslint-disable-next-line no-restricted-globals -- not background work: this call's own deadline
    const timer = setTimeout(() => deadline.abort(new Error(`no answer in ${settings.timeoutMs} ms`)), settings.timeoutMs);
    try {
      return await call(also ? AbortSignal.any([deadline.signal, also]) : deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }
  const encryption: Pick<PutObjectCommandInput, 'ServerSideEncryption' | 'SSEKMSKeyId'> =
    settings.sse === 'none'
      ? {}
      : {
          ServerSideEncryption: settings.sse,
          ...(settings.sse === 'aws:kms' && settings.kmsKeyId ? { SSEKMSKeyId: settings.kmsKeyId } : {}),
        };

  async function putAt(key: string, body: Buffer | Readable, size: number, metadata: Record<string, string> = {}) {
    checkFileKey(key);
    // A stream that fails midway (the disk, the client) cuts the request off: the store then never
    // receives the length it was promised and keeps nothing.
    const abort = new AbortController();
    const onError = (err: Error) => abort.abort(err);
    if (!Buffer.isBuffer(body)) body.once('error', onError);
    try {
      // One PUT with its length: the store makes the object visible only once every byte arrived.
      await answered(
        (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              ContentLength: size,
              Metadata: metadata,
              ...encryption,
            }),
            { abortSignal },
          ),
        abort.signal,
      );
    } catch (err) {
      throw unavailable(abort.signal.aborted ? abort.signal.reason : err, 'put');
    } finally {
      if (!Buffer.isBuffer(body)) body.off('error', onError);
    }
  }

  return {
    kind: 's3',
    settings,
    putAt,
    async put(bytes, extension, size) {
      const length = Buffer.isBuffer(bytes) ? bytes.length : size;
      if (length === undefined) throw new Error('a stream is stored with its size');
      const key = newFileKey(extension);
      await putAt(key, bytes, length);
      return key;
    },
    async get(key) {
      checkFileKey(key);
      try {
        const out = await answered((abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }),
        );
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) throw new FileMissingError(key, { cause: err });
        throw unavailable(err, 'get');
      }
    },
    async head(key) {
      checkFileKey(key);
      try {
        const out = await answered((abortSignal) =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }),
        );
        return { size: out.ContentLength ?? 0, metadata: out.Metadata ?? {} };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, 'head');
      }
    },
    async delete(key) {
      checkFileKey(key);
      try {
        await answered((abortSignal) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }));
      } catch (err) {
        throw unavailable(err, 'delete');
      }
    },
    close: () => client.destroy(),
  };
}
