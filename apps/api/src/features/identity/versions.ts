// The versions of an identity document and the operators' decisions on them (migration 0013,
// decision 0015): what each version held, what changed since the one before, who decided what.
import {
  IDENTITY_FIELDS,
  SCAN_KINDS,
  type IdentityChangeKey,
  type IdentityData,
  type IdentityDecision,
  type IdentityDecisionRecord,
  type IdentitySubmissionKind,
  type ScanKind,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';
import type { IdentityRow } from './queries.js';

export type ScanIds = Record<ScanKind, string | null>;

export interface Snapshot {
  data: IdentityData;
  scans: ScanIds;
}

export function snapshotOf(row: IdentityRow): Snapshot {
  const data = Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, row[f] ?? ''])) as IdentityData;
  return { data, scans: { pasportScan: row.pasportScan, adressScan: row.adressScan, innScan: row.innScan } };
}

/** The fields and scans in which two snapshots differ, in the order the review screen lists them. */
export function changesBetween(before: Snapshot, after: Snapshot): IdentityChangeKey[] {
  return [
    ...IDENTITY_FIELDS.filter((f) => before.data[f] !== after.data[f]),
    ...SCAN_KINDS.filter((k) => before.scans[k] !== after.scans[k]),
  ];
}

interface VersionRow {
  version: number;
  data: IdentityData;
  scans: ScanIds;
  changes: IdentityChangeKey[];
  statusAtSubmit: 'pending' | 'confirmed';
  submittedAt: Date;
}

/**
 * Records the document's current state (just made its new version by the caller) with what
 * changed since the version before. `statusAtSubmit` is 'confirmed' when the document kept its
 * confirmation (scans only of a confirmed document).
 */
export async function recordVersion(tx: Queryable, memberId: string, row: IdentityRow, now: Date): Promise<void> {
  const snapshot = snapshotOf(row);
  const { rows } = await tx.query<{ data: IdentityData; scans: ScanIds }>(
    'SELECT data, scans FROM identity_versions WHERE member_id = $1 AND version = $2',
    [memberId, row.version - 1],
  );
  const previous = rows[0];
  await tx.query(
    `INSERT INTO identity_versions (member_id, version, data, scans, changes, status_at_submit, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      memberId,
      row.version,
      JSON.stringify(snapshot.data),
      JSON.stringify(snapshot.scans),
      previous ? changesBetween(previous, snapshot) : [],
      row.status === 'confirmed' ? 'confirmed' : 'pending',
      now,
    ],
  );
}

export interface VersionWithDecision {
  version: number;
  submittedAt: Date;
  changes: IdentityChangeKey[];
  kind: IdentitySubmissionKind;
  decision: IdentityDecisionRecord | null;
}

interface DecisionRow {
  version: number;
  decision: IdentityDecision;
  comment: string;
  operator: string;
  decidedAt: Date;
}

/**
 * Why a version waits: the first, a correction of a rejected one, a confirmed document's new scan,
 * or another change.
 */
export function submissionKind(
  v: { version: number; statusAtSubmit: 'pending' | 'confirmed' },
  previousDecision: IdentityDecision | null | undefined,
): IdentitySubmissionKind {
  if (v.version === 1) return 'new';
  if (v.statusAtSubmit === 'confirmed') return 'scan_after_confirmation';
  return previousDecision === 'rejected' ? 'corrected' : 'changed';
}

/** Every version of the member's document with its decision, newest first. */
export async function listVersions(db: Queryable, memberId: string): Promise<VersionWithDecision[]> {
  const [versions, decisions] = await Promise.all([
    db.query<VersionRow>(
      `SELECT version, data, scans, changes, status_at_submit AS "statusAtSubmit", submitted_at AS "submittedAt"
         FROM identity_versions WHERE member_id = $1 ORDER BY version DESC`,
      [memberId],
    ),
    db.query<DecisionRow>(
      `SELECT version, decision, comment, operator, decided_at AS "decidedAt"
         FROM identity_reviews WHERE member_id = $1`,
      [memberId],
    ),
  ]);
  const byVersion = new Map(decisions.rows.map((d) => [d.version, d]));
  return versions.rows.map((v) => {
    const d = byVersion.get(v.version);
    return {
      version: v.version,
      submittedAt: v.submittedAt,
      changes: v.changes,
      kind: submissionKind(v, byVersion.get(v.version - 1)?.decision),
      decision: d
        ? { decision: d.decision, comment: d.comment, operator: d.operator, decidedAt: d.decidedAt.toISOString() }
        : null,
    };
  });
}

export async function findDecision(db: Queryable, memberId: string, version: number): Promise<DecisionRow | undefined> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT version, decision, comment, operator, decided_at AS "decidedAt"
       FROM identity_reviews WHERE member_id = $1 AND version = $2`,
    [memberId, version],
  );
  return rows[0];
}

export async function insertDecision(
  tx: Queryable,
  d: {
    memberId: string;
    version: number;
    decision: IdentityDecision;
    comment: string;
    operatorId: string | null;
    operator: string;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO identity_reviews (member_id, version, decision, comment, operator_id, operator, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [d.memberId, d.version, d.decision, d.comment, d.operatorId, d.operator, d.now],
  );
}

export interface QueueRow {
  memberId: string;
  memberName: string;
  phone: string;
  version: number;
  status: IdentityRow['status'];
  changes: IdentityChangeKey[];
  statusAtSubmit: 'pending' | 'confirmed';
  previousDecision: IdentityDecision | null;
  scans: number;
  submittedAt: Date;
}

// Documents whose current version has no decision: new ones, corrected ones, confirmed ones with a new scan.
const WAITING = `FROM identity_documents d
  JOIN identity_versions v ON v.member_id = d.member_id AND v.version = d.version
  JOIN members m ON m.id = d.member_id
 WHERE d.version > 0
   AND NOT EXISTS (SELECT 1 FROM identity_reviews r WHERE r.member_id = d.member_id AND r.version = d.version)`;

/** The review queue, oldest submission first. */
export async function listWaiting(
  db: Queryable,
  op: Scoped,
  page: { skip: number; take: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const countParams: unknown[] = [];
  const countScope = memberScopeSql(op, 'd.member_id', countParams);
  const listParams: unknown[] = [page.skip, page.take];
  const listScope = memberScopeSql(op, 'd.member_id', listParams);
  const [list, count] = await Promise.all([
    db.query<QueueRow>(
      `SELECT d.member_id AS "memberId", trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS "memberName",
              m.phone, d.version, d.status, v.changes, v.status_at_submit AS "statusAtSubmit", v.submitted_at AS "submittedAt",
              (SELECT r.decision FROM identity_reviews r WHERE r.member_id = d.member_id AND r.version = d.version - 1)
                AS "previousDecision",
              ((d.pasport_scan_file_id IS NOT NULL)::int + (d.adress_scan_file_id IS NOT NULL)::int
                + (d.inn_scan_file_id IS NOT NULL)::int) AS scans
         ${WAITING} AND ${listScope}
        ORDER BY v.submitted_at, d.member_id
        OFFSET $1 LIMIT $2`,
      listParams,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${WAITING} AND ${countScope}`, countParams),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/**
 * Deletes the member's document, its versions and their decisions (the scans' rows and bytes
 * belong to the files feature, which the caller asks next).
 */
export async function deleteDocumentRows(tx: Queryable, memberId: string): Promise<{ versions: number; document: boolean }> {
  await tx.query('DELETE FROM identity_reviews WHERE member_id = $1', [memberId]);
  const versions = await tx.query('DELETE FROM identity_versions WHERE member_id = $1', [memberId]);
  const document = await tx.query('DELETE FROM identity_documents WHERE member_id = $1', [memberId]);
  return { versions: versions.rowCount, document: document.rowCount > 0 };
}
