import type { Queryable } from '../../db/types.js';

export interface MemberRow {
  id: string;
  phone: string;
  status: 'active' | 'blocked';
}

export async function findMemberByPhone(db: Queryable, phone: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>('SELECT id, phone, status FROM members WHERE phone = $1', [phone]);
  return rows[0];
}

export async function findMemberById(db: Queryable, id: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>('SELECT id, phone, status FROM members WHERE id = $1', [id]);
  return rows[0];
}

export async function findMemberSummary(db: Queryable, id: string): Promise<{ phone: string; firstName: string } | undefined> {
  const { rows } = await db.query<{ phone: string; firstName: string }>(
    'SELECT phone, first_name AS "firstName" FROM members WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface OtpRow {
  id: string;
  phone: string;
  subject_id: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  invalidated_at: Date | null;
}

/**
 * The newest sign-in code sent to a phone, used for the re-send pause and to reuse a pending subject
 * id. A document's signing code (`purpose = 'document'`) is never a sign-in's, nor counted as one
 * here; the hourly count per phone (countCodesSince) counts both, as both cost an SMS.
 */
export async function findLatestCodeForPhone(db: Queryable, phone: string): Promise<OtpRow | undefined> {
  const { rows } = await db.query<OtpRow>(
    "SELECT * FROM otp_codes WHERE phone = $1 AND purpose = 'sign_in' ORDER BY created_at DESC, id DESC LIMIT 1",
    [phone],
  );
  return rows[0];
}

export async function countCodesSince(db: Queryable, phone: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM otp_codes WHERE phone = $1 AND created_at > $2',
    [phone, since],
  );
  return rows[0]?.n ?? 0;
}

export async function invalidateLiveCodes(db: Queryable, phone: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE otp_codes SET invalidated_at = $2, code_sealed = NULL
      WHERE phone = $1 AND purpose = 'sign_in' AND consumed_at IS NULL AND invalidated_at IS NULL`,
    [phone, now],
  );
}

export async function insertCode(
  db: Queryable,
  row: Pick<OtpRow, 'phone' | 'subject_id' | 'code_hash' | 'created_at' | 'expires_at'> & { code_sealed: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO otp_codes (phone, subject_id, code_hash, code_sealed, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
    [row.phone, row.subject_id, row.code_hash, row.code_sealed, row.created_at, row.expires_at],
  );
  return rows[0]!.id;
}

/** The live code of a sign-in, locked so that parallel guesses count one by one. */
export async function lockLiveCode(db: Queryable, subjectId: string): Promise<OtpRow | undefined> {
  const { rows } = await db.query<OtpRow>(
    `SELECT * FROM otp_codes
      WHERE subject_id = $1 AND purpose = 'sign_in' AND consumed_at IS NULL AND invalidated_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1
      FOR UPDATE`,
    [subjectId],
  );
  return rows[0];
}

export async function recordWrongAttempt(db: Queryable, codeId: string): Promise<number> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [codeId],
  );
  return rows[0]!.attempts;
}

export async function consumeCode(db: Queryable, codeId: string, now: Date): Promise<void> {
  await db.query('UPDATE otp_codes SET consumed_at = $2, code_sealed = NULL WHERE id = $1', [codeId, now]);
}

export async function insertMember(db: Queryable, id: string, phone: string): Promise<void> {
  await db.query('INSERT INTO members (id, phone) VALUES ($1, $2)', [id, phone]);
}

export async function markPhoneVerified(db: Queryable, memberId: string): Promise<void> {
  await db.query(
    `UPDATE members SET phone_verification_status = 'verified'
      WHERE id = $1 AND phone_verification_status <> 'verified'`,
    [memberId],
  );
}

export async function insertSession(db: Queryable, memberId: string, now: Date, userAgent: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO auth_sessions (member_id, created_at, user_agent) VALUES ($1, $2, $3) RETURNING id',
    [memberId, now, userAgent?.slice(0, 300) ?? null],
  );
  return rows[0]!.id;
}

export async function insertRefreshToken(
  db: Queryable,
  row: { tokenHash: string; sessionId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    row.tokenHash,
    row.sessionId,
    row.createdAt,
    row.expiresAt,
  ]);
}

export interface RefreshRow {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  /** The hash of the token this one was rotated into; null while live, or when it was superseded. */
  replaced_by: string | null;
  member_id: string;
  revoked_at: Date | null;
  member_status: 'active' | 'blocked';
}

export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshRow | undefined> {
  const { rows } = await db.query<RefreshRow>(
    `SELECT t.token_hash, t.session_id, t.expires_at, t.rotated_at, t.replaced_by, s.member_id, s.revoked_at, m.status AS member_status
       FROM refresh_tokens t
       JOIN auth_sessions s ON s.id = t.session_id
       JOIN members m ON m.id = s.member_id
      WHERE t.token_hash = $1
      FOR UPDATE OF t`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Marks a token used. `successorHash` names the token it was rotated into; null marks a token
 * superseded without ever being shown (its predecessor was shown again in the grace interval), so
 * showing it later counts as reuse.
 */
export async function markRotated(db: Queryable, tokenHash: string, now: Date, successorHash: string | null): Promise<void> {
  await db.query('UPDATE refresh_tokens SET rotated_at = $2, replaced_by = $3 WHERE token_hash = $1', [
    tokenHash,
    now,
    successorHash,
  ]);
}

/** Points an already rotated token at the newer pair issued when it was shown again in the grace interval. */
export async function setReplacedBy(db: Queryable, tokenHash: string, successorHash: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET replaced_by = $2 WHERE token_hash = $1', [tokenHash, successorHash]);
}

export async function revokeSession(
  db: Queryable,
  sessionId: string,
  now: Date,
  reason: 'logout' | 'reuse' | 'admin',
): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
    reason,
  ]);
}

/** Whether an access token's sign-in still stands: checked on every authenticated request. */
export async function isSessionLive(db: Queryable, sessionId: string, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT true AS ok FROM auth_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND m.status = 'active'`,
    [sessionId, memberId],
    { prepared: true },
  );
  return rows.length > 0;
}
