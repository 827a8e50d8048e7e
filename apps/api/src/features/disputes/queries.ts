// Reading disputes as both sides see them: one statement for the disputes, one for their answers and
// one for their files, whatever the number of disputes on the page.
import { fileUrl, type AdminDispute, type Approval, type Dispute, type DisputeStatus } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { getApproval } from '../approvals/service.js';
import { memberScopeSql, type Scoped } from '../dealer-scope/service.js';

export interface DisputeRow {
  id: number;
  member_id: string;
  member_name: string;
  member_phone: string;
  kind: Dispute['kind'];
  status: DisputeStatus;
  reason: Dispute['reason'];
  comment: string;
  entry_id: number | null;
  entry_date: Date | null;
  entry_title: string | null;
  entry_amount: number | null;
  entry_contract: string | null;
  contract_number: string | null;
  contract_date: string | null;
  subscriber: string | null;
  matched_at: Date | null;
  created_at: Date;
  first_answer_due: Date;
  resolve_due: Date;
  first_answered_at: Date | null;
  resolved_at: Date | null;
  credited_amount: number | null;
  pending_approval_id: number | null;
}

export const DISPUTE_SELECT = `
  SELECT d.id::int AS id, d.member_id, d.kind, d.status, d.reason, d.comment,
         d.entry_id::float8 AS entry_id, d.entry_date, d.entry_title, d.entry_amount::float8 AS entry_amount, d.entry_contract,
         d.contract_number, to_char(d.contract_date, 'YYYY-MM-DD') AS contract_date, d.subscriber, d.matched_at,
         d.created_at, d.first_answer_due, d.resolve_due, d.first_answered_at, d.resolved_at,
         d.credited_amount::float8 AS credited_amount,
         (SELECT a.id::int FROM approvals a
           WHERE a.kind = 'dispute_credit' AND a.subject = d.id::text AND a.status = 'pending') AS pending_approval_id,
         trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) AS member_name, m.phone AS member_phone
    FROM disputes d
    JOIN members m ON m.id = d.member_id`;

/**
 * An open dispute whose promise is broken now: no first answer by its date, or no decision by its
 * date. What the overview and the queue's «Просроченные» count; a dispute's own `late` flag also keeps
 * a promise broken in the past (adminDisputes).
 */
const LATE_SQL = `(d.status IN ('new', 'in_progress', 'need_info')
  AND ((d.first_answered_at IS NULL AND d.first_answer_due < $NOW) OR d.resolve_due < $NOW))`;

/**
 * `sql` with its `$NOW` bound to `now` as the next parameter of `params`, typed, or unchanged when it
 * has none: a parameter no statement names would have no type.
 */
export function withNow(sql: string, now: Date, params: unknown[]): string {
  if (!sql.includes('$NOW')) return sql;
  params.push(now);
  return sql.replaceAll('$NOW', `$${params.length}::timestamptz`);
}

export const lateWhere = (now: Date, params: unknown[]) => withNow(LATE_SQL, now, params);

/** How many disputes wait for a decision, and how many of them are past a promised date. */
export async function openDisputes(db: Queryable, op: Scoped, now: Date): Promise<{ open: number; late: number }> {
  const params: unknown[] = [];
  const { rows } = await db.query<{ open: number; late: number }>(
    `SELECT count(*)::int AS open, count(*) FILTER (WHERE ${lateWhere(now, params)})::int AS late
       FROM disputes d WHERE d.status IN ('new', 'in_progress', 'need_info') AND ${memberScopeSql(op, 'd.member_id', params)}`,
    params,
  );
  return rows[0]!;
}

/** The member's disputes of a history line: of the line, of its contract (a matched claim), or decided by it. */
export async function disputesOfEntry(
  db: Queryable,
  memberId: string,
  of: { entryId: number; transactionId: number; contractId: number | null },
): Promise<{ id: number; status: DisputeStatus; creditedAmount: number | null }[]> {
  const { rows } = await db.query<{ id: number; status: DisputeStatus; credited: number | null }>(
    `SELECT id::int AS id, status, credited_amount::float8 AS credited FROM disputes
      WHERE member_id = $1 AND (entry_id = $2 OR transaction_id = $3 OR matched_contract_id = $4)
      ORDER BY id`,
    [memberId, of.entryId, of.transactionId, of.contractId],
  );
  return rows.map((r) => ({ id: r.id, status: r.status, creditedAmount: r.credited === null ? null : toPoints(r.credited) }));
}

interface AnswerRow {
  dispute_id: number;
  author: 'member' | 'operator' | 'system';
  status: DisputeStatus | null;
  text: string;
  created_at: Date;
  operator_email: string | null;
}

interface FileRow {
  dispute_id: number;
  id: string;
  mime: string;
}

async function answersAndFiles(db: Queryable, ids: number[]) {
  const [answers, files] = await Promise.all([
    db.query<AnswerRow>(
      `SELECT a.dispute_id::int AS dispute_id, a.author, a.status, a.text, a.created_at, o.email AS operator_email
         FROM dispute_answers a LEFT JOIN operators o ON o.id = a.operator_id
        WHERE a.dispute_id = ANY($1::bigint[]) ORDER BY a.id`,
      [ids],
    ),
    db.query<FileRow>(
      `SELECT df.dispute_id::int AS dispute_id, f.id, f.mime
         FROM dispute_files df JOIN files f ON f.id = df.file_id
        WHERE df.dispute_id = ANY($1::bigint[]) ORDER BY df.id`,
      [ids],
    ),
  ]);
  return { answers: answers.rows, files: files.rows };
}

function toDispute(r: DisputeRow, answers: AnswerRow[], files: FileRow[], fileHref: (fileId: string) => string): Dispute {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    comment: r.comment,
    entry:
      r.entry_id === null
        ? null
        : {
            id: r.entry_id,
            date: r.entry_date!.toISOString(),
            title: r.entry_title!,
            amount: toPoints(r.entry_amount!),
            contractNumber: r.entry_contract,
          },
    contract:
      r.contract_number === null ? null : { number: r.contract_number, date: r.contract_date!, subscriber: r.subscriber! },
    matchedAt: r.matched_at?.toISOString() ?? null,
    files: files.map((f) => ({ id: f.id, url: fileHref(f.id), mime: f.mime })),
    answers: answers.map((a) => ({
      at: a.created_at.toISOString(),
      author: a.author,
      status: a.status,
      text: a.text,
    })),
    createdAt: r.created_at.toISOString(),
    firstAnswerDue: r.first_answer_due.toISOString(),
    resolveDue: r.resolve_due.toISOString(),
    firstAnsweredAt: r.first_answered_at?.toISOString() ?? null,
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    creditedAmount: r.credited_amount === null ? null : toPoints(r.credited_amount),
  };
}

/** The member's disputes (or one of them), as the cabinet shows them. */
export async function memberDisputes(db: Queryable, memberId: string, id?: number): Promise<Dispute[]> {
  const { rows } = await db.query<DisputeRow>(
    `${DISPUTE_SELECT} WHERE d.member_id = $1 ${id === undefined ? '' : 'AND d.id = $2'} ORDER BY d.created_at DESC, d.id DESC LIMIT 200`,
    id === undefined ? [memberId] : [memberId, id],
  );
  const { answers, files } = await answersAndFiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toDispute(
      r,
      answers.filter((a) => a.dispute_id === r.id),
      files.filter((f) => f.dispute_id === r.id),
      (fileId) => fileUrl('dispute', fileId),
    ),
  );
}

/** Disputes as the back office shows them, in the order of `rows`. */
export async function adminDisputes(db: Queryable, rows: DisputeRow[], now: Date): Promise<AdminDispute[]> {
  const { answers, files } = await answersAndFiles(
    db,
    rows.map((r) => r.id),
  );
  // A credit waits for a second admin on a few disputes at most: each read whole from the door.
  const waiting = new Map<number, Approval>();
  for (const r of rows) if (r.pending_approval_id !== null) waiting.set(r.id, await getApproval(db, r.pending_approval_id));
  return rows.map((r) => {
    const own = answers.filter((a) => a.dispute_id === r.id);
    const answerLate = r.first_answered_at === null ? r.first_answer_due < now : r.first_answered_at > r.first_answer_due;
    const decisionLate = r.resolved_at === null ? r.resolve_due < now : r.resolved_at > r.resolve_due;
    return {
      ...toDispute(
        r,
        own,
        files.filter((f) => f.dispute_id === r.id),
        (fileId) => `/api/admin/disputes/${r.id}/files/${fileId}`,
      ),
      memberId: r.member_id,
      memberName: r.member_name,
      memberPhone: r.member_phone,
      late: answerLate || decisionLate,
      answerLate,
      decisionLate,
      pendingCredit: waiting.get(r.id) ?? null,
      answeredBy: own.map((a) => a.operator_email ?? ''),
    };
  });
}
