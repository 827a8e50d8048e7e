// The files feature owns the `files` table: other features store, replace and drop their uploads here.
import type { FastifyBaseLogger } from 'fastify';
import type { FileKind } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { FileStore } from '../../lib/file-store.js';

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
 * Stores the bytes, then runs `work` in one transaction that records them. If the transaction
 * fails the new bytes are deleted (no orphan file); once it has committed, the bytes of the
 * files it replaced (`releasedKeys`) are deleted. A failure there only leaves unreferenced bytes
 * behind, so it is logged, not answered.
 */
export async function commitUpload<T>(
  deps: UploadDeps,
  upload: { bytes: Buffer; extension: string },
  work: (tx: Queryable, storageKey: string) => Promise<{ result: T; releasedKeys: string[] }>,
): Promise<T> {
  const storageKey = await deps.files.put(upload.bytes, upload.extension);
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
