import type { ImportJob, ImportRow, ImportRowKind } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import type { ClassifiedRow } from '../contract-intake/service.js';

export async function insertImport(
  tx: Queryable,
  job: { fileName: string; counts: Record<ImportRowKind, number>; total: number; operatorId: string; email: string; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO contract_imports (file_name, status, total_rows, new_rows, changed_rows, unchanged_rows, refused_rows,
       created_by, created_by_email, created_at)
     VALUES ($1, 'uploading', $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::float8 AS id`,
    [
      job.fileName,
      job.total,
      job.counts.new,
      job.counts.changed,
      job.counts.unchanged,
      job.counts.refused,
      job.operatorId,
      job.email,
      job.at,
    ],
  );
  return rows[0]!.id;
}

/** The upload's last transaction shows it (migration 0121). */
export async function markPreviewed(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE contract_imports SET status = 'previewed' WHERE id = $1 AND status = 'uploading'`, [id]);
}

/** An upload that did not end: its rows and itself. */
export async function removeUpload(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM contract_import_rows WHERE import_id = $1`, [id]);
    await tx.query(`DELETE FROM contract_imports WHERE id = $1 AND status = 'uploading'`, [id]);
  });
}

/** Uploads a stopped process left (the hourly housekeeping): started over an hour before `now`. */
export async function sweepUploads(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 3_600_000);
  await db.query(
    `DELETE FROM contract_import_rows WHERE import_id IN
       (SELECT id FROM contract_imports WHERE status = 'uploading' AND created_at < $1)`,
    [before],
  );
  const { rowCount } = await db.query(`DELETE FROM contract_imports WHERE status = 'uploading' AND created_at < $1`, [before]);
  return rowCount;
}

const ROWS_PER_STATEMENT = 5_000;

export async function insertImportRows(tx: Queryable, importId: number, rows: readonly ClassifiedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    await tx.query(
      `INSERT INTO contract_import_rows (import_id, line, kind, reason, phone, number, client_name, signed_on, status, member_id, tariff, hold_days)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                                $10::uuid[], $11::text[], $12::int[])`,
      [
        importId,
        part.map((r) => r.line),
        part.map((r) => r.kind),
        part.map((r) => r.reason),
        part.map((r) => r.phone),
        part.map((r) => r.number),
        part.map((r) => r.clientName),
        part.map((r) => r.signedOn),
        part.map((r) => r.status),
        part.map((r) => r.memberId),
        part.map((r) => r.tariff),
        part.map((r) => r.holdDays),
      ],
    );
  }
}

interface JobRow {
  id: number;
  fileName: string;
  status: ImportJob['status'];
  totalRows: number;
  new: number;
  changed: number;
  unchanged: number;
  refused: number;
  processedRows: number;
  result: ImportJob['result'];
  error: string | null;
  createdBy: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  shortHoldRows: number;
  approvalId: number | null;
}

/**
 * An import with its rows whose hold is shorter than `$1` days (the programme's, decision 0060) and
 * the request for a second admin that waits to apply it.
 */
const JOB = `SELECT ci.id::float8 AS id, file_name AS "fileName", status, total_rows AS "totalRows", new_rows AS new,
    changed_rows AS changed, unchanged_rows AS unchanged, refused_rows AS refused, processed_rows AS "processedRows",
    result, error, created_by_email AS "createdBy", created_at AS "createdAt", started_at AS "startedAt",
    finished_at AS "finishedAt",
    (SELECT count(*)::int FROM contract_import_rows r
      WHERE r.import_id = ci.id AND r.kind = 'new' AND r.hold_days < $1::int) AS "shortHoldRows",
    (SELECT a.id::int FROM approvals a
      WHERE a.kind = 'import_hold' AND a.subject = ci.id::text AND a.status = 'pending') AS "approvalId"
  FROM contract_imports ci`;

function toJob(r: JobRow): ImportJob {
  return {
    id: r.id,
    fileName: r.fileName,
    status: r.status,
    totalRows: r.totalRows,
    counts: { new: r.new, changed: r.changed, unchanged: r.unchanged, refused: r.refused },
    processedRows: r.processedRows,
    toApply: r.new + r.changed,
    result: r.result,
    error: r.error,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    shortHoldRows: r.shortHoldRows,
    approvalId: r.approvalId,
  };
}

/** `holdDays`: the programme's hold, against which a row's hold is short. */
export async function findImport(db: Queryable, id: number, holdDays: number, forUpdate = false): Promise<ImportJob | undefined> {
  // An upload still being written is nobody's to see (migration 0121).
  const { rows } = await db.query<JobRow>(
    `${JOB} WHERE ci.id = $2 AND ci.status <> 'uploading'${forUpdate ? ' FOR UPDATE OF ci' : ''}`,
    [holdDays, id],
  );
  return rows[0] ? toJob(rows[0]) : undefined;
}

export async function listImports(
  db: Queryable,
  q: { skip: number; take: number; holdDays: number },
): Promise<{ imports: ImportJob[]; totalCount: number }> {
  const [list, count] = await Promise.all([
    db.query<JobRow>(`${JOB} WHERE ci.status <> 'uploading' ORDER BY created_at DESC, ci.id DESC LIMIT $2 OFFSET $3`, [
      q.holdDays,
      q.take,
      q.skip,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contract_imports WHERE status <> 'uploading'`),
  ]);
  return { imports: list.rows.map(toJob), totalCount: count.rows[0]!.n };
}

export async function listImportRows(
  db: Queryable,
  importId: number,
  q: { kind?: ImportRowKind; skip: number; take: number },
): Promise<{ rows: ImportRow[]; totalCount: number }> {
  const params: unknown[] = [importId];
  let where = 'import_id = $1';
  if (q.kind) {
    params.push(q.kind);
    where += ' AND kind = $2';
  }
  const [list, count] = await Promise.all([
    db.query<ImportRow>(
      `SELECT line, kind, reason, phone, number, client_name AS "clientName", signed_on AS "signedOn", status, tariff,
              hold_days AS "holdDays"
         FROM contract_import_rows WHERE ${where} ORDER BY line LIMIT ${Math.trunc(q.take)} OFFSET ${Math.trunc(q.skip)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contract_import_rows WHERE ${where}`, params),
  ]);
  return { rows: list.rows, totalCount: count.rows[0]!.n };
}

export interface ApplyRow {
  line: number;
  kind: 'new' | 'changed';
  number: string;
  clientName: string;
  signedOn: string;
  status: string;
  memberId: string;
  tariff: string | null;
  holdDays: number | null;
}

/** The rows to apply after `afterLine`, in file order. */
export async function nextRowsToApply(db: Queryable, importId: number, afterLine: number, take: number): Promise<ApplyRow[]> {
  const { rows } = await db.query<ApplyRow>(
    `SELECT line, kind, number, client_name AS "clientName", signed_on AS "signedOn", status, member_id AS "memberId", tariff,
            hold_days AS "holdDays"
       FROM contract_import_rows
      WHERE import_id = $1 AND kind IN ('new', 'changed') AND line > $2
      ORDER BY line LIMIT $3`,
    [importId, afterLine, take],
  );
  return rows;
}

/** Applying starts, or carries on from the cursor of an earlier run that failed. */
export async function markApplying(tx: Queryable, id: number, operatorId: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE contract_imports SET status = 'applying', applied_by = $2, started_at = COALESCE(started_at, $3), progress_at = $3,
            error = NULL, result = NULL, finished_at = NULL
      WHERE id = $1`,
    [id, operatorId, at],
  );
}

/** What the batches applied so far counted; points in kopecks, added as integers. */
export interface AppliedCounts {
  accrued: number;
  cancelled: number;
  updated: number;
  skipped: number;
  pointsKopecks: number;
}

/** The import's status and how far applying got, locked until the batch commits. */
export async function lockApplyCursor(
  tx: Queryable,
  id: number,
): Promise<{ status: ImportJob['status']; line: number; counts: AppliedCounts } | undefined> {
  const { rows } = await tx.query<{ status: ImportJob['status']; line: number; counts: AppliedCounts }>(
    'SELECT status, applied_line AS line, applied_counts AS counts FROM contract_imports WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

export async function advanceApplyCursor(
  tx: Queryable,
  id: number,
  batch: { line: number; rows: number; counts: AppliedCounts; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE contract_imports
        SET applied_line = $2, processed_rows = processed_rows + $3, progress_at = $4,
            applied_counts = jsonb_build_object(
              'accrued', (applied_counts->>'accrued')::int + $5,
              'cancelled', (applied_counts->>'cancelled')::int + $6,
              'updated', (applied_counts->>'updated')::int + $7,
              'skipped', (applied_counts->>'skipped')::int + $8,
              'pointsKopecks', (applied_counts->>'pointsKopecks')::bigint + $9)
      WHERE id = $1`,
    [
      id,
      batch.line,
      batch.rows,
      batch.at,
      batch.counts.accrued,
      batch.counts.cancelled,
      batch.counts.updated,
      batch.counts.skipped,
      batch.counts.pointsKopecks,
    ],
  );
}

/** The finished import's result as the contract has it (points in б.). */
export function resultOf(c: AppliedCounts): NonNullable<ImportJob['result']> {
  return {
    accrued: c.accrued,
    cancelled: c.cancelled,
    updated: c.updated,
    skipped: c.skipped,
    points: toPoints(c.pointsKopecks),
  };
}

export async function finishImport(
  db: Queryable,
  id: number,
  end: { status: 'applied' | 'failed'; result?: ImportJob['result']; error?: string; at: Date },
): Promise<void> {
  await db.query('UPDATE contract_imports SET status = $2, result = $3, error = $4, finished_at = $5 WHERE id = $1', [
    id,
    end.status,
    end.result ? JSON.stringify(end.result) : null,
    end.error ?? null,
    end.at,
  ]);
}
