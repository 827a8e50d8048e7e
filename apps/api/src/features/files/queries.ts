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

const COLUMNS = 'id, member_id AS "memberId", kind, mime, storage_key AS "storageKey"';

export async function findFile(db: Queryable, kind: FileKind, id: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(`SELECT ${COLUMNS} FROM files WHERE id = $1 AND kind = $2`, [id, kind]);
  return rows[0];
}

/** A file of the given member by id alone (any kind): the back office's scan links name the member. */
export async function findMemberFile(db: Queryable, memberId: string, id: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(`SELECT ${COLUMNS} FROM files WHERE id = $1 AND member_id = $2`, [id, memberId]);
  return rows[0];
}

/** Several files of the given member by id (any kind), in one query; ids that are not theirs are left out. */
export async function findMemberFiles(db: Queryable, memberId: string, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<StoredFile>(`SELECT ${COLUMNS} FROM files WHERE id = ANY($1::uuid[]) AND member_id = $2`, [
    ids,
    memberId,
  ]);
  return rows;
}
