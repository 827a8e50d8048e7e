// The audit log (docs/product.md §12): every operator action, written in the transaction of the change itself,
// kept append-only by the database (migration 0006), read and exported by admins.
import { AUDIT_ACTIONS, csvDocument, type AuditAction, type AuditEntry, type AuditFilter } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { countHit } from '../../lib/rate-limit.js';
import { containsPattern, SqlWhere } from '../../lib/sql-where.js';
import { moscowDayTimeText } from '../../lib/moscow-time.js';
import type { OperatorAuth } from '../../http/callers.js';

/** Who acts: an operator (from their session) or, for members' own actions, 'member'. */
export interface AuditActor {
  operatorId: string | null;
  /** The operator's e-mail at the time, 'member' or 'system'. */
  actor: string;
  ip: string | null;
}

/** How an operator's request appears in the audit log: who, from where. */
export function auditActorOf(op: OperatorAuth): AuditActor & { operatorId: string } {
  return { operatorId: op.operatorId, actor: op.email, ip: op.ip };
}

/** A member acting on their own data (a reading of their documents, a signature). */
export const memberActor = (ip: string | null): AuditActor => ({ operatorId: null, actor: 'member', ip });

export interface AuditRecord {
  action: AuditAction;
  memberId?: string | null;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: Queryable, who: AuditActor, what: AuditRecord, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, operator_id, actor, action, member_id, target_type, target_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      at,
      who.operatorId,
      who.actor,
      what.action,
      what.memberId ?? null,
      what.targetType ?? null,
      what.targetId === undefined ? null : String(what.targetId),
      what.before === undefined ? null : JSON.stringify(what.before),
      what.after === undefined ? null : JSON.stringify(what.after),
      who.ip,
    ],
  );
}

const REFUSALS_WINDOW_MS = 60_000;

/** 1, 10, 100…: the counts at which a repeated refusal of the same minute is written again. */
const isRecordedCount = (n: number) => n === 1 || /^10+$/.test(String(n));

/**
 * A refused attempt, written within bounds (decision 0030): per `key` (who, what, which call), the
 * first of a minute is written, then the 10th, the 100th… each with the count so far in `after.attempts`,
 * so a script hammering a refused call adds a handful of rows a minute, not thousands. Answers
 * whether it was written.
 */
export async function auditRefusal(
  db: Queryable,
  who: AuditActor,
  key: string,
  what: AuditRecord & { after: Record<string, unknown> },
  now: Date,
): Promise<boolean> {
  const { hits } = await countHit(db, `audit-refusal:${key}`, REFUSALS_WINDOW_MS, now);
  if (!isRecordedCount(hits)) return false;
  await audit(db, who, { ...what, after: { ...what.after, attempts: hits } }, now);
  return true;
}

interface AuditRow {
  id: number;
  at: Date;
  operatorId: string | null;
  actor: string;
  action: string;
  memberId: string | null;
  memberName: string | null;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

function filterOf(f: AuditFilter): SqlWhere {
  const where = new SqlWhere()
    .when(f.operatorId, (p) => `a.operator_id = ${p}`)
    .when(f.memberId, (p) => `a.member_id = ${p}`)
    .when(f.action, (p) => `a.action = ${p}`)
    .moscowDays('a.at', f.dateFrom, f.dateTo);
  const member = f.member?.trim();
  if (member) where.and(`a.member_id IN (SELECT m.id FROM members m WHERE ${memberMatch(where, member)})`);
  return where;
}

/**
 * The member filter as an operator types it (decision 0030): digits, with the signs a phone is
 * written with, find a phone in any form or a part of it (`8 900 123…` is `7900123…`); other text a
 * part of the name, in any order of its parts.
 */
function memberMatch(where: SqlWhere, text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length > 0 && digits.length === text.replace(/[\s()+-]/g, '').length) {
    const phone = digits.length >= 10 ? `7${digits.slice(-10)}` : digits;
    return `m.phone LIKE ${where.param(containsPattern(phone))}`;
  }
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return words
    .map((w) => `lower(m.last_name || ' ' || m.first_name || ' ' || m.middle_name) LIKE ${where.param(containsPattern(w))}`)
    .join(' AND ');
}

const SELECT = `SELECT a.id::float8 AS id, a.at, a.operator_id AS "operatorId", a.actor, a.action, a.member_id AS "memberId",
    CASE WHEN m.id IS NULL THEN NULL
         ELSE trim(m.last_name || ' ' || m.first_name) || ', +' || m.phone END AS "memberName",
    a.target_type AS "targetType", a.target_id AS "targetId", a.before, a.after, a.ip
  FROM audit_log a LEFT JOIN members m ON m.id = a.member_id`;

function toEntry(r: AuditRow): AuditEntry {
  const text = (AUDIT_ACTIONS as Record<string, string>)[r.action] ?? r.action;
  return { ...r, at: r.at.toISOString(), actionText: text };
}

/** Newest first. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  page: { skip: number; take: number },
): Promise<{ entries: AuditEntry[]; totalCount: number }> {
  const where = filterOf(filter);
  const [list, count] = await Promise.all([
    db.query<AuditRow>(`${SELECT} ${where} ORDER BY a.at DESC, a.id DESC LIMIT ${page.take} OFFSET ${page.skip}`, where.params),
    db.query<{ n: number }>(`SELECT count(*)::float8 AS n FROM audit_log a ${where}`, where.params),
  ]);
  return { entries: list.rows.map(toEntry), totalCount: count.rows[0]!.n };
}

const CSV_HEADER = ['Дата и время (МСК)', 'Кто', 'Действие', 'Участник', 'Объект', 'До', 'После', 'Адрес'];
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The filtered log as CSV, oldest first (a register reads top to bottom). */
export async function exportAuditCsv(db: Queryable, filter: AuditFilter): Promise<string> {
  const where = filterOf(filter);
  const { rows } = await db.query<AuditRow>(`${SELECT} ${where} ORDER BY a.at, a.id`, where.params);
  return csvDocument(
    CSV_HEADER,
    rows.map((r) => {
      const e = toEntry(r);
      return [
        moscowDayTimeText(r.at, { seconds: true }),
        e.actor,
        e.actionText,
        e.memberName ?? '',
        e.targetType ? `${e.targetType} ${e.targetId ?? ''}`.trim() : '',
        json(e.before),
        json(e.after),
        e.ip ?? '',
      ];
    }),
  );
}

/**
 * The entries of some kinds about one member, newest first: the back office's list of who read a
 * member's documents (152-ФЗ) is the audit log's own rows.
 */
export async function listMemberAudit(
  db: Queryable,
  filter: { memberId: string; actions: readonly AuditAction[] },
  page: { skip: number; take: number },
): Promise<{ entries: AuditEntry[]; totalCount: number }> {
  const where = 'WHERE a.member_id = $1 AND a.action = ANY($2::text[])';
  const params = [filter.memberId, [...filter.actions]];
  const [list, count] = await Promise.all([
    db.query<AuditRow>(`${SELECT} ${where} ORDER BY a.at DESC, a.id DESC OFFSET $3 LIMIT $4`, [...params, page.skip, page.take]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a ${where}`, params),
  ]);
  return { entries: list.rows.map(toEntry), totalCount: count.rows[0]?.n ?? 0 };
}
