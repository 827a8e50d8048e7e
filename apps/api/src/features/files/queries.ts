import type { FileKind } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface StoredFile {
  id: string;
  /** null for files of the programme (news images). */
  memberId: string | null;
  kind: FileKind;
  mime: string;
  storageKey: string;
}

export async function findFile(db: Queryable, kind: FileKind, id: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(
    `SELECT id, member_id AS "memberId", kind, mime, storage_key AS "storageKey"
       FROM files WHERE id = $1 AND kind = $2`,
    [id, kind],
  );
  return rows[0];
}

/** A file of the given member by id alone (any kind): the back office's scan links name the member. */
export async function findMemberFile(db: Queryable, memberId: string, id: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(
    `SELECT id, member_id AS "memberId", kind, mime, storage_key AS "storageKey"
       FROM files WHERE id = $1 AND member_id = $2`,
    [id, memberId],
  );
  return rows[0];
}
