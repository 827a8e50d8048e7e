// The files feature owns the `files` table: other features store, replace and drop their uploads here.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { SCAN_KINDS, type FileKind } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { FileMissingError, FileStoreUnavailableError, type FileStore, type StoredBytes } from '../../lib/file-store.js';
import { sizeOf, streamOf, type UploadBody } from '../../lib/uploads/spooled-file.js';
import type { StoredFile } from './queries.js';

export { findFile, findMemberFile, findMemberFiles, type StoredFile } from './queries.js';

export async function insertFileRow(
  db: Queryable,
  /** `memberId` null: a file of the programme's own (a news image), readable by every member. */
  f: { memberId: string | null; kind: FileKind; mime: string; sizeBytes: number; storageKey: string; now: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO files (member_id, kind, mime, size_bytes, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [f.memberId, f.kind, f.mime, f.sizeBytes, f.storageKey, f.now],
  );
  return rows[0]!.id;
}

/** Deletes a file row and returns its storage key, so that the bytes can go after the commit. */
export async function deleteFileRow(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ storageKey: string }>(
    'DELETE FROM files WHERE id = $1 RETURNING storage_key AS "storageKey"',
    [id],
  );
  return rows[0]?.storageKey ?? null;
}

export interface UploadDeps {
  db: Db;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Stores new bytes; a store that does not answer is the member's «попробуйте позже» (503
 * `files_unavailable`), with nothing recorded: the caller's row is never written without its bytes.
 */
export async function storeBytes(
  deps: { files: FileStore; log?: Pick<FastifyBaseLogger, 'warn'> },
  body: UploadBody,
  extension: string,
): Promise<string> {
  try {
    // A spooled file is streamed to the store with its size: never read whole into memory.
    return await deps.files.put(Buffer.isBuffer(body) ? body : streamOf(body), extension, sizeOf(body));
  } catch (err) {
    if (!(err instanceof FileStoreUnavailableError)) throw err;
    deps.log?.warn({ err: { message: err.message } }, 'file store unavailable: upload refused');
    throw new AppError('files_unavailable', { cause: err });
  }
}

/**
 * Stores the bytes, then runs `work` in one transaction that records them. If the transaction
 * fails the new bytes are deleted (no orphan file); once it has committed, the bytes of the
 * files it replaced (`releasedKeys`) are deleted. A failure there only leaves unreferenced bytes
 * behind, so it is logged, not answered.
 */
export async function commitUpload<T>(
  deps: UploadDeps,
  upload: { body: UploadBody; extension: string },
  work: (tx: Queryable, storageKey: string) => Promise<{ result: T; releasedKeys: string[] }>,
): Promise<T> {
  const storageKey = await storeBytes(deps, upload.body, upload.extension);
  let outcome: { result: T; releasedKeys: string[] };
  try {
    outcome = await deps.db.transaction((tx) => work(tx, storageKey));
  } catch (err) {
    await deps.files.delete(storageKey).catch((deleteErr: unknown) => {
      deps.log.warn({ err: deleteErr, storageKey }, 'bytes of a refused upload not removed');
    });
    throw err;
  }
  for (const key of outcome.releasedKeys) {
    await deps.files.delete(key).catch((err: unknown) => {
      deps.log.warn({ err, storageKey: key }, 'bytes of a replaced upload not removed');
    });
  }
  return outcome.result;
}

/**
 * Deletes the rows of every scan of the member and answers their storage keys, so that the bytes
 * can go once the caller's transaction has committed (`deleteStoredBytes`).
 */
export async function deleteMemberScanRows(tx: Queryable, memberId: string): Promise<string[]> {
  const { rows } = await tx.query<{ storageKey: string }>(
    'DELETE FROM files WHERE member_id = $1 AND kind = ANY($2::text[]) RETURNING storage_key AS "storageKey"',
    [memberId, [...SCAN_KINDS]],
  );
  return rows.map((r) => r.storageKey);
}

/**
 * Deletes bytes whose rows are gone (after the commit). A failure leaves unreferenced bytes behind:
 * it is logged with the key, and the count of what could not be deleted is answered.
 */
export async function deleteStoredBytes(
  deps: { files: FileStore; log: Pick<FastifyBaseLogger, 'warn'> },
  keys: readonly string[],
): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    await deps.files.delete(key).catch((err: unknown) => {
      failed += 1;
      deps.log.warn({ err, storageKey: key }, 'bytes of a deleted file not removed');
    });
  }
  return failed;
}

/**
 * Sends a stored file's bytes, streamed from the store: images inline, anything else (PDF) as an
 * attachment, never sniffed, never run. A row without bytes is our fault, but to the caller it is
 * simply not there (404); a store that does not answer is «попробуйте позже» (503).
 */
export async function sendStoredFile(
  deps: { files: FileStore; log: Pick<FastifyBaseLogger, 'error'> },
  reply: FastifyReply,
  file: StoredFile,
): Promise<FastifyReply> {
  let stored: StoredBytes;
  try {
    stored = await deps.files.get(file.storageKey);
  } catch (err) {
    if (err instanceof FileStoreUnavailableError) {
      deps.log.error({ err: { message: err.message }, fileId: file.id }, 'file store unavailable: file not served');
      throw new AppError('files_unavailable', { cause: err });
    }
    if (!(err instanceof FileMissingError)) throw err;
    deps.log.error({ err, fileId: file.id }, 'stored file has no bytes');
    throw new AppError('not_found');
  }
  const isImage = file.mime.startsWith('image/');
  const name = `${file.kind}.${file.mime.split('/')[1] ?? 'bin'}`;
  return (
    reply
      .type(file.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${isImage ? 'inline' : 'attachment'}; filename="${name}"`)
      // Even if a browser rendered a stored file as a page, it could run nothing and load nothing.
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Length', String(stored.size))
      .send(stored.body)
  );
}
