// The partner keys' rows (migration 0135).
import type { PartnerKeyStatus, PartnerScope } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface KeyRow {
  id: string;
  name: string;
  scopes: PartnerScope[];
  addresses: string[];
  ratePerMinute: number;
  status: PartnerKeyStatus;
  expiresAt: Date | null;
  createdBy: string;
  createdAt: Date;
  rotatedFrom: string | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  approvalId: number | null;
}

/** A key as its caller's check reads it: with the hash of its secret and its sealed signing secret. */
export interface KeyForCall extends KeyRow {
  secretHash: string;
  signingSecret: string;
}

const COLUMNS = `k.id, k.name, k.scopes, k.addresses, k.rate_per_minute AS "ratePerMinute", k.status,
                 k.expires_at AS "expiresAt", o.email AS "createdBy", k.created_at AS "createdAt",
                 k.rotated_from AS "rotatedFrom", k.revoked_at AS "revokedAt", k.last_used_at AS "lastUsedAt",
                 k.approval_id::int AS "approvalId"`;
const FROM = 'FROM partner_keys k JOIN operators o ON o.id = k.created_by';

export async function listKeys(db: Queryable): Promise<KeyRow[]> {
  const { rows } = await db.query<KeyRow>(`SELECT ${COLUMNS} ${FROM} ORDER BY k.created_at DESC, k.id LIMIT 500`);
  return rows;
}

export async function findKey(db: Queryable, id: string, forUpdate = false): Promise<KeyRow | undefined> {
  const { rows } = await db.query<KeyRow>(`SELECT ${COLUMNS} ${FROM} WHERE k.id = $1 ${forUpdate ? 'FOR UPDATE OF k' : ''}`, [
    id,
  ]);
  return rows[0];
}

export async function findKeyForCall(db: Queryable, id: string): Promise<KeyForCall | undefined> {
  const { rows } = await db.query<KeyForCall>(
    `SELECT ${COLUMNS}, k.secret_hash AS "secretHash", k.signing_secret AS "signingSecret" ${FROM} WHERE k.id = $1`,
    [id],
    { prepared: true },
  );
  return rows[0];
}

export interface NewKeyRow {
  id: string;
  name: string;
  scopes: readonly PartnerScope[];
  addresses: readonly string[];
  ratePerMinute: number;
  status: 'pending' | 'active';
  expiresAt: Date | null;
  secretHash: string;
  signingSecret: string;
  createdBy: string;
  createdAt: Date;
  rotatedFrom: string | null;
}

export async function insertKey(tx: Queryable, k: NewKeyRow): Promise<void> {
  await tx.query(
    `INSERT INTO partner_keys (id, name, scopes, addresses, rate_per_minute, status, expires_at, secret_hash, signing_secret,
                               created_by, created_at, rotated_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      k.id,
      k.name,
      k.scopes,
      k.addresses,
      k.ratePerMinute,
      k.status,
      k.expiresAt,
      k.secretHash,
      k.signingSecret,
      k.createdBy,
      k.createdAt,
      k.rotatedFrom,
    ],
  );
}

export async function setKeyApproval(tx: Queryable, id: string, approvalId: number): Promise<void> {
  await tx.query('UPDATE partner_keys SET approval_id = $2 WHERE id = $1', [id, approvalId]);
}

export async function setKeyStatus(tx: Queryable, id: string, status: 'active' | 'refused'): Promise<void> {
  await tx.query(`UPDATE partner_keys SET status = $2 WHERE id = $1 AND status = 'pending'`, [id, status]);
}

/** The key stops working at `until`, or earlier if it was to stop earlier. */
export async function shortenKey(tx: Queryable, id: string, until: Date): Promise<void> {
  await tx.query('UPDATE partner_keys SET expires_at = least(coalesce(expires_at, $2), $2) WHERE id = $1', [id, until]);
}

export async function revokeKey(tx: Queryable, id: string, by: string, at: Date): Promise<void> {
  await tx.query(`UPDATE partner_keys SET status = 'revoked', revoked_by = $2, revoked_at = $3 WHERE id = $1`, [id, by, at]);
}

/** The key was used now; written at most once a minute per key, so a busy key costs no write per call. */
export async function touchKey(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE partner_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
    [id, at],
  );
}
