import type { OperatorRole } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface OperatorRow {
  id: string;
  email: string;
  displayName: string;
  role: OperatorRole;
  passwordHash: string;
  mustChangePassword: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  disabledAt: Date | null;
  isDemo: boolean;
  createdAt: Date;
  /** The dealers the operator is limited to, by name (decision 0066); none: every dealer. */
  dealers: { id: string; name: string }[];
}

function operatorColumns(alias = ''): string {
  const t = alias ? `${alias}.` : '';
  // Qualified: inside the dealers' subquery a bare `id` would be the dealer's.
  const self = alias ? `${alias}.id` : 'operators.id';
  return `${t}id, ${t}email, ${t}display_name AS "displayName", ${t}role, ${t}password_hash AS "passwordHash",
    ${t}must_change_password AS "mustChangePassword", ${t}totp_secret AS "totpSecret",
    ${t}totp_pending_secret AS "totpPendingSecret", ${t}totp_enabled_at AS "totpEnabledAt",
    ${t}totp_last_step::float8 AS "totpLastStep", ${t}failed_attempts AS "failedAttempts", ${t}locked_until AS "lockedUntil",
    ${t}disabled_at AS "disabledAt", ${t}is_demo AS "isDemo", ${t}created_at AS "createdAt",
    coalesce((SELECT json_agg(json_build_object('id', d.id::text, 'name', d.name) ORDER BY d.name, d.id)
                FROM operator_dealers od JOIN dealers d ON d.id = od.dealer_id WHERE od.operator_id = ${self}), '[]'::json)
      AS dealers`;
}
const COLUMNS = operatorColumns();

export async function findOperatorByEmail(db: Queryable, email: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE email = $1`, [email]);
  return rows[0];
}

/** The operator's row, locked until the transaction ends (sign-in counters, role changes). */
export async function lockOperator(tx: Queryable, id: string): Promise<OperatorRow | undefined> {
  const { rows } = await tx.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function findOperator(db: Queryable, id: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE id = $1`, [id]);
  return rows[0];
}

export async function listOperatorRows(db: Queryable): Promise<OperatorRow[]> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators ORDER BY disabled_at IS NOT NULL, email`);
  return rows;
}

export async function insertOperator(
  tx: Queryable,
  o: {
    email: string;
    displayName: string;
    role: OperatorRole;
    passwordHash: string;
    mustChangePassword: boolean;
    isDemo: boolean;
    createdBy: string | null;
    now: Date;
  },
): Promise<OperatorRow | undefined> {
  const { rows } = await tx.query<OperatorRow>(
    `INSERT INTO operators (email, display_name, role, password_hash, must_change_password, password_changed_at, is_demo, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [o.email, o.displayName, o.role, o.passwordHash, o.mustChangePassword, o.now, o.isDemo, o.createdBy],
  );
  return rows[0];
}

/** Sets the operator's columns named in `set` (keys are column names) and returns the row. */
export async function updateOperatorRow(tx: Queryable, id: string, set: Record<string, unknown>): Promise<OperatorRow> {
  const names = Object.keys(set);
  const assignments = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  const { rows } = await tx.query<OperatorRow>(`UPDATE operators SET ${assignments} WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    ...names.map((n) => set[n]),
  ]);
  return rows[0]!;
}

// --- Sessions ---------------------------------------------------------------------------------

export interface SessionRow {
  sessionId: string;
  lastSeenAt: Date;
  operator: OperatorRow;
}

export async function insertSession(
  tx: Queryable,
  s: { operatorId: string; tokenHash: string; ip: string | null; userAgent: string | null; now: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO operator_sessions (operator_id, token_hash, created_at, last_seen_at, ip, user_agent)
     VALUES ($1, $2, $3, $3, $4, $5) RETURNING id`,
    [s.operatorId, s.tokenHash, s.now, s.ip, s.userAgent],
  );
  return rows[0]!.id;
}

/** The open session of a token with its operator, or undefined. */
export async function findOpenSession(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<OperatorRow & { sessionId: string; lastSeenAt: Date }>(
    `SELECT s.id AS "sessionId", s.last_seen_at AS "lastSeenAt", ${operatorColumns('o')}
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.ended_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { sessionId, lastSeenAt, ...operator } = row;
  return { sessionId, lastSeenAt, operator };
}

export async function touchSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

export type SessionEnd = 'sign_out' | 'idle' | 'password' | 'disabled' | 'totp' | 'admin' | 'signed_in_again';

export async function endSession(db: Queryable, sessionId: string, reason: SessionEnd, now: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET ended_at = $2, ended_reason = $3 WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
    now,
    reason,
  ]);
}

/** Ends every open session of the operator; returns how many. */
export async function endOperatorSessions(tx: Queryable, operatorId: string, reason: SessionEnd, now: Date): Promise<number> {
  const res = await tx.query(
    'UPDATE operator_sessions SET ended_at = $2, ended_reason = $3 WHERE operator_id = $1 AND ended_at IS NULL',
    [operatorId, now, reason],
  );
  return res.rowCount;
}

/** Ends every other open session of the operator (the one that made a sensitive change stays). */
export async function endOtherSessions(
  tx: Queryable,
  operatorId: string,
  keepSessionId: string,
  reason: SessionEnd,
  now: Date,
): Promise<number> {
  const res = await tx.query(
    'UPDATE operator_sessions SET ended_at = $3, ended_reason = $4 WHERE operator_id = $1 AND id <> $2 AND ended_at IS NULL',
    [operatorId, keepSessionId, now, reason],
  );
  return res.rowCount;
}

export async function countEnabledAdmins(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL",
  );
  return rows[0]!.n;
}
