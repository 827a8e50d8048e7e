// Reads of the versioned rules and consent (decision 0049), shared by the member's standing, the
// withdrawal's gate and the back office.
import type { LegalKind, LegalVersion } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface LegalVersionRow {
  id: string;
  kind: LegalKind;
  number: number;
  edition: string;
  sha256: string;
  summary: string;
  published_at: Date;
}

export const toLegalVersion = (r: LegalVersionRow): LegalVersion => ({
  id: Number(r.id),
  kind: r.kind,
  number: r.number,
  edition: r.edition,
  sha256: r.sha256,
  summary: r.summary,
  publishedAt: r.published_at.toISOString(),
});

const VERSION_COLUMNS = 'v.id::text, v.kind, v.number, v.edition, v.sha256, v.summary, v.published_at';

/** The current (newest) version of each document that has one. */
const CURRENT = `SELECT DISTINCT ON (kind) * FROM legal_versions ORDER BY kind, number DESC`;

export interface StandingRow extends LegalVersionRow {
  accepted_at: Date | null;
  /** The member accepted an earlier version of the document: the current one is a new edition to them. */
  accepted_earlier: boolean;
}

/** Each document's current version, when this member accepted it (null: not yet) and whether they accepted one before it. */
export async function memberStandings(db: Queryable, memberId: string): Promise<StandingRow[]> {
  const { rows } = await db.query<StandingRow>(
    `SELECT ${VERSION_COLUMNS}, a.accepted_at,
            EXISTS (SELECT 1 FROM legal_acceptances e JOIN legal_versions ev ON ev.id = e.version_id
                     WHERE e.member_id = $1 AND ev.kind = v.kind AND ev.number < v.number) AS accepted_earlier
       FROM (${CURRENT}) v
       LEFT JOIN legal_acceptances a ON a.version_id = v.id AND a.member_id = $1
      ORDER BY v.kind DESC`,
    [memberId],
  );
  return rows;
}

/**
 * Every active member and whether they accepted a version of the document before: what the
 * notice of a new version says to each (a new edition, or a first acceptance).
 */
export async function activeMembersWithEarlier(
  db: Queryable,
  kind: LegalKind,
): Promise<{ id: string; accepted_earlier: boolean }[]> {
  const { rows } = await db.query<{ id: string; accepted_earlier: boolean }>(
    `SELECT m.id,
            EXISTS (SELECT 1 FROM legal_acceptances a JOIN legal_versions v ON v.id = a.version_id
                     WHERE a.member_id = m.id AND v.kind = $1) AS accepted_earlier
       FROM members m WHERE m.status = 'active'`,
    [kind],
  );
  return rows;
}

/** Whether some current version is not accepted by the member: a withdrawal waits for it. */
export async function acceptancePending(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM (${CURRENT}) v
        WHERE NOT EXISTS (SELECT 1 FROM legal_acceptances a WHERE a.version_id = v.id AND a.member_id = $1)
     ) AS pending`,
    [memberId],
  );
  return rows[0]!.pending;
}

/** The current version of one document (a caller that writes on it locks the versions first). */
export async function currentVersion(db: Queryable, kind: LegalKind): Promise<LegalVersionRow | undefined> {
  const { rows } = await db.query<LegalVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM legal_versions v WHERE v.kind = $1 ORDER BY v.number DESC LIMIT 1`,
    [kind],
  );
  return rows[0];
}

export interface AdminVersionRow extends LegalVersionRow {
  published_by: string;
  accepted: number;
}

/** Every version, newest first, with who published it and how many active members accepted it. */
export async function adminVersions(db: Queryable): Promise<AdminVersionRow[]> {
  const { rows } = await db.query<AdminVersionRow>(
    `SELECT ${VERSION_COLUMNS}, o.email AS published_by,
            (SELECT count(*)::int FROM legal_acceptances a JOIN members m ON m.id = a.member_id
              WHERE a.version_id = v.id AND m.status = 'active') AS accepted
       FROM legal_versions v JOIN operators o ON o.id = v.published_by
      ORDER BY v.kind DESC, v.number DESC`,
  );
  return rows;
}

export async function activeMemberCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE status = 'active'`);
  return rows[0]!.n;
}

/**
 * The consent to personal-data processing that lets identity data in (its text's version); giving it
 * again while it stands keeps the first date.
 */
export async function insertConsent(db: Queryable, memberId: string, version: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO pd_consents (member_id, version, given_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, version) WHERE withdrawn_at IS NULL DO NOTHING`,
    [memberId, version, now],
  );
}
