import { IDENTITY_STATUS_TEXT, type AdminMemberRow, type SearchMembersQuery } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { containsPattern, SqlWhere } from '../../lib/sql-where.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';

type IdentityStatus = keyof typeof IDENTITY_STATUS_TEXT;

/**
 * The search: digits find a phone (any format: `8 900…`, `+7 (900)…`), an INN or a contract number;
 * other text a part of the name or a contract number.
 */
function searchWhere(q: Pick<SearchMembersQuery, 'q' | 'status'>): SqlWhere {
  const where = new SqlWhere().when(q.status, (p) => `m.status = ${p}`);
  const text = q.q?.trim();
  if (!text) return where;
  const digits = text.replace(/\D/g, '');
  const phoneDigits = digits.length >= 10 ? `7${digits.slice(-10)}` : digits;
  const byContract = `EXISTS (SELECT 1 FROM contracts c WHERE c.member_id = m.id AND c.number ILIKE ${where.param(containsPattern(text))})`;
  if (digits.length >= 3 && digits.length === text.replace(/[\s()+-]/g, '').length) {
    const p = where.param(containsPattern(phoneDigits));
    const inn = where.param(digits);
    return where.and(`(m.phone LIKE ${p} OR d.inn = ${inn} OR ${byContract})`);
  }
  const name = where.param(containsPattern(text.toLowerCase()));
  return where.and(
    `(lower(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) LIKE ${name}
      OR lower(m.first_name || ' ' || m.last_name) LIKE ${name} OR ${byContract})`,
  );
}

interface MemberRow {
  id: string;
  phone: string;
  full_name: string;
  status: 'active' | 'blocked';
  available: string | number;
  identity_status: IdentityStatus | null;
  contracts: number;
  created_at: Date;
}

export async function searchMembers(
  db: Queryable,
  op: Scoped,
  q: SearchMembersQuery & { skipCount: number; maxResultCount: number },
): Promise<{ members: AdminMemberRow[]; totalCount: number }> {
  const where = searchWhere(q);
  where.and(memberScopeSql(op, 'm.id', where.params));
  const from = `FROM members m LEFT JOIN identity_documents d ON d.member_id = m.id ${where}`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, where.params);
  const skip = where.param(q.skipCount);
  const take = where.param(q.maxResultCount);
  const { rows } = await db.query<MemberRow>(
    `SELECT m.id, m.phone, m.status, m.created_at, d.status AS identity_status,
            trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS full_name,
            (SELECT a.balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = 'available') AS available,
            (SELECT count(*)::int FROM contracts c WHERE c.member_id = m.id) AS contracts
       ${from}
      ORDER BY m.created_at DESC, m.id
      OFFSET ${skip} LIMIT ${take}`,
    where.params,
  );
  return {
    totalCount: count.rows[0]?.n ?? 0,
    members: rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      fullName: r.full_name,
      status: r.status,
      available: toPoints(r.available ?? 0),
      identityStatus: r.identity_status ? IDENTITY_STATUS_TEXT[r.identity_status] : null,
      contracts: r.contracts,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

export interface MemberProfileRow {
  id: string;
  phone: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  city_name: string;
  email: string | null;
  employer: string;
  job_post: string;
  status: 'active' | 'blocked';
  blocked_at: Date | null;
  blocked_reason: string | null;
  created_at: Date;
  phone_verification_status: string;
}

export async function findMemberProfile(db: Queryable, id: string, lock = false): Promise<MemberProfileRow | undefined> {
  const { rows } = await db.query<MemberProfileRow>(
    `SELECT m.id, m.phone, m.first_name, m.middle_name, m.last_name, m.city_name, m.email, m.status,
            m.blocked_at, m.blocked_reason, m.created_at, m.phone_verification_status,
            m.employer, m.job_post
       FROM members m WHERE m.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function listMemberContracts(db: Queryable, memberId: string) {
  const { rows } = await db.query<{
    number: string;
    client_name: string;
    signed_on: string;
    status: 'active' | 'terminated';
    reward: string | number;
    held_until: Date | null;
  }>(
    `SELECT number, client_name, to_char(signed_on, 'YYYY-MM-DD') AS signed_on, status, reward,
            CASE WHEN released_at IS NULL AND status = 'active' THEN hold_until END AS held_until
       FROM contracts WHERE member_id = $1 ORDER BY signed_on DESC, id DESC LIMIT 50`,
    [memberId],
  );
  return rows.map((r) => ({
    number: r.number,
    clientName: r.client_name,
    signedOn: r.signed_on,
    status: r.status,
    reward: toPoints(r.reward),
    availableOn: r.held_until ? moscowDate(r.held_until) : null,
  }));
}

/** Sign-ins that are neither revoked nor past their refresh token's lifetime. */
export async function listOpenSessions(db: Queryable, memberId: string, now: Date) {
  const { rows } = await db.query<{ id: string; created_at: Date; last_used_at: Date | null }>(
    `SELECT s.id, s.created_at, max(r.created_at) AS last_used_at
       FROM auth_sessions s JOIN refresh_tokens r ON r.session_id = s.id
      WHERE s.member_id = $1 AND s.revoked_at IS NULL
      GROUP BY s.id, s.created_at
     HAVING bool_or(r.rotated_at IS NULL AND r.expires_at > $2)
      ORDER BY s.created_at DESC`,
    [memberId, now],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
  }));
}
