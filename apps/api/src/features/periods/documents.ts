// The month's document of each agent with activity in a closed month (docs/product.md «Закрытие
// месяца»): the statement as it stood at the close, frozen with its SHA-256, read back as it was
// made whatever the ledger does later.
import { createHash } from 'node:crypto';
import {
  monthYearInText,
  OBJECTION_DAYS,
  PERIOD_DOCUMENT_TITLE,
  type PeriodDocument,
  type PeriodDocumentKind,
  type Statement,
} from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowMonthSpan } from '../../lib/moscow-time.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { monthlyStatement, readMemberName } from '../self-employed/service.js';
import { requireOrganiser, type Organiser } from './organiser.js';
import { documentNotice } from './texts.js';

/** What a document says, frozen at the close; its JSON is what the hash is of. */
export interface DocumentContent {
  kind: PeriodDocumentKind;
  title: string;
  productName: string;
  /**
   * The organiser's requisites at the close. Every document made now has them (organiser.ts); one of
   * a month closed before they were required keeps what it stored: none (absent), or null (not set).
   */
  organiser?: Organiser | null;
  holder: { name: string; inn: string | null };
  statement: Statement;
}

/** A signature as kept with its document (periods/sign.ts makes it). */
export interface Signature {
  phone: string;
  channel: 'sms' | 'telegram';
  codeId: string;
  hash: string;
  ip: string;
  userAgent: string | null;
  at: string;
}

const DAY = 86_400_000;

/** «Отчёт агента за октябрь 2026». */
export const documentTitle = (kind: PeriodDocumentKind, month: string) =>
  `${PERIOD_DOCUMENT_TITLE[kind]} за ${monthYearInText(month)}`;

export interface PeriodSpan {
  month: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Makes the next `limit` documents of a closed month that are not made yet, in the members' order,
 * and tells their agents (unless told not to); answers how many it made. A document made meanwhile by
 * another run is skipped, and its agent is not told twice.
 */
export async function makeDocumentBatch(
  tx: Queryable,
  env: Env,
  period: PeriodSpan,
  now: Date,
  opts: { notify: boolean; limit: number },
): Promise<number> {
  // A close is refused without the organiser's requisites, but the job may run after a restart that
  // lost them: it fails (and is retried) rather than hand out a document naming one party.
  const organiser = requireOrganiser(env);
  const { rows: members } = await tx.query<{ member_id: string }>(
    `SELECT DISTINCT a.member_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL AND e.created_at >= $1 AND e.created_at < $2
        AND NOT EXISTS (SELECT 1 FROM period_documents d WHERE d.month = $3 AND d.member_id = a.member_id)
      ORDER BY a.member_id LIMIT $4`,
    [period.startsAt, period.endsAt, `${period.month}-01`, opts.limit],
  );
  const made: string[] = [];
  for (const { member_id: memberId } of members) {
    const [statement, holder] = await Promise.all([
      monthlyStatement(tx, env, memberId, period.month),
      readMemberName(tx, memberId),
    ]);
    const kind: PeriodDocumentKind = statement.regime === 'self_employed' ? 'npd_act' : 'agent_report';
    const content: DocumentContent = {
      kind,
      title: documentTitle(kind, period.month),
      productName: env.PRODUCT_NAME,
      organiser,
      holder,
      statement,
    };
    // The text stored is the text hashed: anyone can check sha256(content::text) against the hash.
    const text = JSON.stringify(content);
    const { rowCount } = await tx.query(
      `INSERT INTO period_documents (month, member_id, kind, content, hash, created_at, objection_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (month, member_id) DO NOTHING`,
      [
        `${period.month}-01`,
        memberId,
        kind,
        text,
        createHash('sha256').update(text).digest('hex'),
        now,
        new Date(now.getTime() + OBJECTION_DAYS * DAY),
      ],
    );
    if (rowCount) made.push(memberId);
  }
  // Each agent is told once at the close (push); an unsigned document is reminded of later (reminder-job.ts).
  if (opts.notify)
    await notifyMany(
      tx,
      made.map((memberId): NotifyInput => ({
        memberId,
        category: 'system',
        ...documentNotice.ready(period.month),
        link: '/lk/statements',
        createdAt: now,
        message: { kind: 'document' },
      })),
    );
  return made.length;
}

/** The documents are all made: the month's list stops saying they are being prepared. */
export async function markDocumentsMade(db: Queryable, month: string, now: Date): Promise<void> {
  await db.query('UPDATE periods SET documents_made_at = $2 WHERE month = $1 AND documents_made_at IS NULL', [
    `${month}-01`,
    now,
  ]);
}

/**
 * Every document of a closed month, batch after batch, each batch in `inTransaction` (the job: one
 * transaction a batch; the demo's seed: its own transaction), then marks them made; answers how many.
 */
export async function makeAllDocuments(
  inTransaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  env: Env,
  month: string,
  now: () => Date,
  opts: { notify: boolean; batch: number },
): Promise<number> {
  const period = { month, ...moscowMonthSpan(month) };
  let made = 0;
  for (let n = -1; n !== 0; made += n)
    n = await inTransaction((tx) => makeDocumentBatch(tx, env, period, now(), { notify: opts.notify, limit: opts.batch }));
  await inTransaction((tx) => markDocumentsMade(tx, month, now()));
  return made;
}

interface Row {
  id: number;
  month: string;
  kind: PeriodDocumentKind;
  content: DocumentContent;
  hash: string;
  created_at: Date;
  objection_until: Date;
  signed_at: Date | null;
  signature: Signature | null;
}

const SELECT = `SELECT id::int AS id, to_char(month, 'YYYY-MM') AS month, kind, content, hash, created_at, objection_until, signed_at, signature
                  FROM period_documents`;

function toDocument(r: Row, now: Date): PeriodDocument {
  const s = r.content.statement;
  return {
    id: r.id,
    month: r.month,
    title: r.content.title,
    kind: r.kind,
    status: r.signed_at ? 'signed' : r.objection_until <= now ? 'accepted' : 'awaiting',
    accrued: s.accrued,
    paid: s.paid,
    tax: s.tax,
    createdAt: r.created_at.toISOString(),
    objectionUntil: r.objection_until.toISOString(),
    signedAt: r.signed_at?.toISOString() ?? null,
    signature: r.signature ? { phone: r.signature.phone, channel: r.signature.channel } : null,
    hash: r.hash,
    pdfUrl: `/api/documents/${r.id}/pdf`,
  };
}

export async function listDocuments(db: Queryable, memberId: string, now: Date): Promise<{ items: PeriodDocument[] }> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE member_id = $1 ORDER BY month DESC`, [memberId]);
  return { items: rows.map((r) => toDocument(r, now)) };
}

/** The member's own document with what it said; another member's is not found. */
export async function readDocument(
  db: Queryable,
  memberId: string,
  id: number,
  now: Date,
): Promise<{ document: PeriodDocument; content: DocumentContent; signature: Signature | null }> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE id = $1 AND member_id = $2`, [id, memberId]);
  if (!rows[0]) throw new AppError('not_found');
  return { document: toDocument(rows[0], now), content: rows[0].content, signature: rows[0].signature };
}
